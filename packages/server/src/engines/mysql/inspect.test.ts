import { describe, expect, it } from 'vitest';
import { hasExecutableComment, inspectMysql } from './inspect.js';

const noPlan = () => Promise.resolve('{"query_block": {"select_id": 1}}');

describe('hasExecutableComment', () => {
  it('finds /*! */, /*M! */ and /*+ */ outside strings and ordinary comments', () => {
    expect(hasExecutableComment('SELECT 1 /*! UNION SELECT secret FROM salaries */')).toBe(true);
    expect(hasExecutableComment('SELECT 1 /*M!100000 , 2 */')).toBe(true);
    expect(hasExecutableComment('SELECT /*+ MAX_EXECUTION_TIME(1) */ 1')).toBe(true);
    expect(hasExecutableComment("SELECT '/*! x */'")).toBe(false);
    expect(hasExecutableComment('SELECT 1 -- /*! x */\n')).toBe(false);
    expect(hasExecutableComment('SELECT 1 # /*! x */\n')).toBe(false);
    expect(hasExecutableComment('SELECT 1 /* plain */')).toBe(false);
    // With backslash escapes the quote is escaped and the comment sits in the string; without, not.
    expect(hasExecutableComment("SELECT '\\' /*! UNION SELECT 1 */ '", true)).toBe(false);
    expect(hasExecutableComment("SELECT '\\' /*! UNION SELECT 1 */ '", false)).toBe(true);
  });
});

describe('inspectMysql', () => {
  it('lists relations and functions, not CTE names, and flags executable comments', async () => {
    const inspection = await inspectMysql(
      'WITH w AS (SELECT * FROM a) SELECT upper(x) FROM w JOIN db.b bb ON true WHERE x IN (SELECT y FROM c)',
      [],
      noPlan,
    );
    expect(inspection.relations.map((r) => r.table).sort()).toEqual(['a', 'b', 'c']);
    expect(inspection).toMatchObject({ kind: 'select', statements: 1, executableComments: false });
    expect(inspection.functions).toContain('upper');
    expect(
      (await inspectMysql('SELECT 1 /*! UNION SELECT secret FROM salaries */', [], noPlan))
        .executableComments,
    ).toBe(true);
  });

  it('is other when the server plan reads a table the AST did not see', async () => {
    const plan = JSON.stringify({
      query_block: {
        nested_loop: [{ table: { table_name: 'sales' } }, { table: { table_name: 'salaries' } }],
      },
    });
    expect((await inspectMysql('SELECT * FROM sales', [], () => Promise.resolve(plan))).kind).toBe('other');
    const ok = JSON.stringify({
      query_block: { table: { table_name: 's' }, x: { table_name: '<derived2>' } },
    });
    expect((await inspectMysql('SELECT * FROM sales s', [], () => Promise.resolve(ok))).kind).toBe('select');
  });
});
