import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectSqlite } from './inspect.js';

const db = new Database(':memory:');
db.exec(`CREATE TABLE sales (id INTEGER, region TEXT);
  CREATE TABLE salaries (name TEXT, secret TEXT);
  CREATE INDEX salaries_secret ON salaries (secret);
  CREATE VIEW sales_view AS SELECT region FROM sales;
  CREATE VIEW leak AS SELECT secret FROM salaries;`);
afterAll(() => db.close());

const tables = (sql: string, params: unknown[] = []) =>
  inspectSqlite(db, sql, params as never[])
    .relations.map((r) => r.table)
    .sort();

describe('inspectSqlite', () => {
  it('maps the tables and indexes the program opens to table names', () => {
    expect(tables('SELECT * FROM sales WHERE id IN (SELECT 1 FROM salaries WHERE secret > ?)', [1])).toEqual([
      'salaries',
      'sales',
    ]);
    expect(tables("SELECT secret FROM salaries WHERE secret > 'a'")).toEqual(['salaries']);
    expect(tables('WITH c AS (SELECT region FROM sales) SELECT * FROM c')).toEqual(['sales']);
  });

  it('names a view as written, and the tables behind it only when the text names them', () => {
    expect(tables('SELECT * FROM sales_view')).toEqual(['sales_view']);
    expect(tables('SELECT * FROM sales_view, (SELECT * FROM leak)')).toEqual(['leak', 'sales_view']);
    expect(tables('SELECT * FROM sales_view JOIN sales ON 1')).toEqual(['sales', 'sales_view']);
  });

  it('reports virtual tables, functions and statements that are not reads', () => {
    const vtab = inspectSqlite(db, "SELECT * FROM pragma_table_info('salaries')");
    expect(vtab.tableFunctions).toEqual(['pragma_table_info']);
    expect(inspectSqlite(db, 'SELECT upper(region), count(*) FROM sales').functions.sort()).toEqual([
      'count',
      'upper',
    ]);
    expect(inspectSqlite(db, 'PRAGMA table_info(sales)').kind).toBe('other');
    expect(inspectSqlite(db, "INSERT INTO sales VALUES (1, 'x')").kind).toBe('other');
    expect(tables('SELECT name FROM sqlite_master')).toEqual(['sqlite_schema']);
    expect(() => inspectSqlite(db, 'SELECT FROM')).toThrow();
  });
});
