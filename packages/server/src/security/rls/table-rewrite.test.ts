import { describe, expect, it } from 'vitest';
import { TableRewriteError, wrapBoundReads, type TableRef } from './table-rewrite.js';

const orders = (ref: TableRef) => (ref.table.toLowerCase() === 'orders' ? "(region = 'EU')" : null);

describe('wrapBoundReads', () => {
  it('leaves a statement reading no bound table as written', () => {
    const sql = 'SELECT * FROM customers -- any text';
    expect(wrapBoundReads(sql, 'PostgresQL', orders)).toEqual({ sql, wrapped: [] });
  });

  it('wraps each read: plain, aliased, joined, in subqueries, CTEs and set operations', () => {
    const sql =
      'WITH x AS (SELECT * FROM main.orders o WHERE o.a = 1) SELECT a.*, (SELECT max(b) FROM orders) ' +
      'FROM x JOIN orders AS y ON x.id = y.id WHERE y.id IN (SELECT id FROM "ORDERS") UNION ALL SELECT * FROM orders';
    const { sql: out, wrapped } = wrapBoundReads(sql, 'PostgresQL', orders);
    expect(wrapped).toHaveLength(5);
    expect(out).toContain(`(SELECT * FROM "main"."orders" WHERE (region = 'EU')) AS "o"`);
    expect(out).toContain(`INNER JOIN (SELECT * FROM "orders" WHERE (region = 'EU')) AS "y" ON`);
    expect(out).toContain(`(SELECT * FROM "ORDERS" WHERE (region = 'EU')) AS "ORDERS"`);
    expect(out).toMatch(
      /UNION ALL SELECT \* FROM \(SELECT \* FROM "orders" WHERE \(region = 'EU'\)\) AS "orders"$/,
    );
    // Every read of orders is now inside a wrapper: the text has no other FROM orders.
    expect(out.match(/FROM "(main"\.")?orders"/gi)).toHaveLength(5);
  });

  it('wraps MySQL statements in its own grammar', () => {
    const { sql } = wrapBoundReads('SELECT `a` FROM `orders` o', 'MySQL', orders);
    expect(sql).toBe("SELECT `a` FROM (SELECT * FROM `orders` WHERE (`region` = 'EU')) AS `o`");
  });

  it('refuses what it cannot rewrite', () => {
    expect(() => wrapBoundReads('FROM orders SELECT *', 'PostgresQL', orders)).toThrow(TableRewriteError);
    expect(() => wrapBoundReads('DELETE FROM orders', 'PostgresQL', orders)).toThrow(TableRewriteError);
    expect(() => wrapBoundReads('SELECT 1; SELECT 2', 'PostgresQL', orders)).toThrow(TableRewriteError);
  });
});
