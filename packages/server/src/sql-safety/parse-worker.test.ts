import { describe, expect, it } from 'vitest';
import { Invalid } from '../domain-errors.js';
import { parseOffThread, parsePoolForTests, TOO_COMPLEX_MESSAGE } from './parse-worker.js';

describe('parse worker', () => {
  it('parses off the event loop: AST summary, tables, functions, aliases and errors', async () => {
    const answer = await parseOffThread('SELECT upper(a), count(*) FROM s.t x LIMIT 5', 'PostgresQL');
    expect(answer).toMatchObject({ ok: true, tableList: ['select::s::t'], aliases: ['x'] });
    if (!answer.ok) return;
    expect(answer.functions).toEqual(expect.arrayContaining(['upper', 'count']));
    expect(answer.statements[0]).toMatchObject({
      type: 'select',
      limit: { value: [{ type: 'number', value: 5 }] },
    });
    const bad = await parseOffThread('SELECT FROM WHERE', 'MySQL', 'check');
    expect(bad).toMatchObject({ ok: false, error: { location: { start: { line: 1 } } } });
  });

  it('refuses a parse past its deadline with a 400, then parses again on a new worker', async () => {
    const pool = parsePoolForTests(50);
    const big = `SELECT ${Array.from({ length: 40_000 }, (_, i) => `c${i} + ${i}`).join(', ')} FROM t`;
    const slow = pool.run('parse', big, 'PostgresQL');
    // Invalid: the API answers it 400 (api/errors.ts).
    await expect(slow).rejects.toBeInstanceOf(Invalid);
    await expect(slow).rejects.toMatchObject({
      message: TOO_COMPLEX_MESSAGE,
      body: { errors: [{ error_type: 'INVALID_SQL_ERROR' }] },
    });
    expect(await pool.run('check', 'SELECT 1', 'PostgresQL')).toMatchObject({ ok: true });
  });
});
