import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../engine.js';
import { EngineError } from '../errors.js';
import { regexp } from './regexp.js';
import { sqliteSpec } from './spec.js';

const evil = `${'a'.repeat(40)}b`;

describe('SQLite REGEXP', () => {
  let db: Connector;
  beforeAll(async () => {
    db = await sqliteSpec.connect({ uri: 'sqlite://', allowDml: true });
  });
  afterAll(() => db.close());

  it('matches as a regular expression does, and NULL stays NULL', () => {
    expect(regexp('^ab+c$', 'abbbc')).toBe(1);
    expect(regexp('^ab+c$', 'ac')).toBe(0);
    expect(regexp('é.', 'café!')).toBe(1);
    expect(regexp(null, 'x')).toBeNull();
    expect(regexp('x', null)).toBeNull();
  });

  it('runs in linear time: a backtracking pattern answers at once', async () => {
    const started = Date.now();
    expect(regexp('(a+)+$', evil)).toBe(0);
    const res = await db.execute(`SELECT ? REGEXP '(a+)+$' AS m, ? REGEXP '(x+x+)+y' AS n`, [
      evil,
      'x'.repeat(5000),
    ]);
    expect(res.rows).toEqual([{ m: 0, n: 0 }]);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('turns an invalid pattern into an error of the query', async () => {
    const err = await db.execute(`SELECT 'a' REGEXP '(' AS m`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EngineError);
    expect((err as EngineError).message).toMatch(/REGEXP: .*missing \)/);
    // Lookarounds are not linear-time: RE2 refuses them the same way.
    await expect(db.execute(`SELECT 'a' REGEXP '(?=a)' AS m`)).rejects.toBeInstanceOf(EngineError);
  });

  it('keeps a bounded cache of compiled patterns', () => {
    for (let i = 0; i < 300; i++) expect(regexp(`^x${i}$`, `x${i}`)).toBe(1);
    expect(regexp('^x0$', 'x0')).toBe(1);
  });
});
