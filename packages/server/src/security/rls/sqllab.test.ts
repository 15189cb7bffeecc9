import { describe, expect, it } from 'vitest';
import { withStatements } from './sqllab.js';

describe('withStatements', () => {
  it('replaces the statements of a plain script', () => {
    const prepared = {
      executedSql: 'SELECT 1;\nSELECT * FROM t LIMIT 6',
      checkedStatements: ['SELECT 1', 'SELECT * FROM t LIMIT 6'],
    };
    expect(withStatements(prepared, ['SELECT 1', 'SELECT * FROM (x) AS t LIMIT 6'])).toEqual({
      executedSql: 'SELECT 1;\nSELECT * FROM (x) AS t LIMIT 6',
      checkedStatements: ['SELECT 1', 'SELECT * FROM (x) AS t LIMIT 6'],
    });
  });

  it("keeps the server's CREATE … AS around a CTAS's last statement", () => {
    const prepared = {
      executedSql: 'SELECT 1;\nCREATE TABLE "tmp" AS\nSELECT * FROM t',
      checkedStatements: ['SELECT 1', 'SELECT * FROM t'],
    };
    expect(withStatements(prepared, ['SELECT 2', 'SELECT * FROM (x) AS t']).executedSql).toBe(
      'SELECT 2;\nCREATE TABLE "tmp" AS\nSELECT * FROM (x) AS t',
    );
  });

  it('refuses a script that does not hold its statements', () => {
    expect(() =>
      withStatements({ executedSql: 'SELECT 3', checkedStatements: ['SELECT 1'] }, ['SELECT 2']),
    ).toThrow();
    expect(() => withStatements({ executedSql: 'SELECT 1', checkedStatements: ['SELECT 1'] }, [])).toThrow();
  });
});
