import { describe, expect, it } from 'vitest';
import { singleSelect, splitStatements, VirtualSqlError } from './virtual-sql.js';

describe('virtual dataset SQL', () => {
  it('accepts one SELECT or WITH … SELECT and returns it without the separator', () => {
    expect(singleSelect('SELECT 1;')).toBe('SELECT 1');
    expect(singleSelect('  -- note\nWITH a AS (SELECT 1 AS x) SELECT * FROM a ;; ')).toBe(
      '-- note\nWITH a AS (SELECT 1 AS x) SELECT * FROM a',
    );
    expect(singleSelect('SELECT \'a;b\' AS t, "delete" FROM x -- ; drop table y')).toContain("'a;b'");
    expect(singleSelect('SELECT $$;DROP$$ AS t')).toBe('SELECT $$;DROP$$ AS t');
    expect(singleSelect('(SELECT 1) UNION (SELECT 2)')).toBe('(SELECT 1) UNION (SELECT 2)');
  });

  it('refuses several statements, writes and empty text with Superset messages', () => {
    const refused: [string, string][] = [
      ['SELECT 1; SELECT 2', 'Only single queries supported'],
      ['DROP TABLE x', 'Only `SELECT` statements are allowed'],
      ['INSERT INTO t SELECT 1', 'Only `SELECT` statements are allowed'],
      ['SELECT * INTO new_table FROM t', 'Only `SELECT` statements are allowed'],
      ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'Only `SELECT` statements are allowed'],
      ['  ;  -- nothing', 'Virtual dataset query cannot be empty'],
    ];
    for (const [sql, message] of refused) {
      expect(() => singleSelect(sql), sql).toThrow(VirtualSqlError);
      expect(() => singleSelect(sql), sql).toThrow(message);
    }
  });

  it('blanks literals and comments in the clean copy', () => {
    const [stmt] = splitStatements("SELECT 'drop' /* delete */ FROM `insert` WHERE x = 'it''s'");
    expect(stmt!.clean).not.toMatch(/drop|delete|insert/);
    expect(stmt!.raw).toContain("'it''s'");
  });
});
