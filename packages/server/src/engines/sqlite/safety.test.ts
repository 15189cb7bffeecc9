/**
 * SQLite safety: read-only unless DML is allowed, no load_extension, and ATTACH/DETACH/VACUUM
 * refused by a statement check (better-sqlite3 has no authorizer hook). Also the between-rows
 * deadline, since a SQLite statement cannot be interrupted.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../engine.js';
import { ErrorType, isEngineError, type ErrorType as ErrorTypeName } from '../errors.js';
import { sqliteSpec } from './spec.js';

const dir = mkdtempSync(join(tmpdir(), 'meridian-sqlite-safety-'));
const file = join(dir, 'safe.db');

async function errorTypeOf(p: Promise<unknown>): Promise<ErrorTypeName | null> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  return isEngineError(err) ? err.errorType : null;
}

describe('SQLite safety', () => {
  let writer: Connector;

  beforeAll(async () => {
    writer = await sqliteSpec.connect({ uri: `sqlite:///${file}`, allowDml: true, allowFileDatabases: true });
    await writer.execute('CREATE TABLE t (a INTEGER, s TEXT)');
    await writer.execute("INSERT INTO t VALUES (1, 'apple'), (2, 'banana')");
  });

  afterAll(async () => {
    await writer?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('does not authorize load_extension', async () => {
    const err = await writer.execute("SELECT load_extension('/tmp/evil')").catch((e: unknown) => e);
    expect(isEngineError(err) && err.message).toMatch(/not authorized/);
  });

  it.each([
    `ATTACH '${join(dir, 'other.db')}' AS other`,
    'DETACH other',
    `VACUUM INTO '${join(dir, 'copy.db')}'`,
    'VACUUM',
  ])('refuses %s even with DML allowed', async (sql) => {
    expect(await errorTypeOf(writer.execute(sql))).toBe(ErrorType.QUERY_SECURITY_ACCESS_ERROR);
    expect(await errorTypeOf(writer.execute(`/* comment */ ${sql}`))).toBe(
      ErrorType.QUERY_SECURITY_ACCESS_ERROR,
    );
    expect(existsSync(join(dir, 'other.db'))).toBe(false);
    expect(existsSync(join(dir, 'copy.db'))).toBe(false);
  });

  it('opens the file read-only without DML', async () => {
    const reader = await sqliteSpec.connect({ uri: `sqlite:///${file}`, allowFileDatabases: true });
    try {
      expect(await errorTypeOf(reader.execute("INSERT INTO t VALUES (3, 'x')"))).toBe(
        ErrorType.DML_NOT_ALLOWED_ERROR,
      );
      expect(await errorTypeOf(reader.execute('PRAGMA query_only = 0'))).toBe(null);
      expect(await errorTypeOf(reader.execute('DELETE FROM t'))).toBe(ErrorType.DML_NOT_ALLOWED_ERROR);
      expect((await reader.execute('SELECT COUNT(*) AS n FROM t')).rows).toEqual([{ n: 2 }]);
    } finally {
      await reader.close();
    }
  });

  it('refuses writes in memory without DML', async () => {
    const memory = await sqliteSpec.connect({ uri: 'sqlite://' });
    try {
      expect(await errorTypeOf(memory.execute('CREATE TABLE x (a INTEGER)'))).toBe(
        ErrorType.DML_NOT_ALLOWED_ERROR,
      );
      expect((await memory.execute('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await memory.close();
    }
  });

  it('refuses file URIs unless configuration allows them', async () => {
    expect(await errorTypeOf(sqliteSpec.connect({ uri: `sqlite:///${file}` }))).toBe(
      ErrorType.DATABASE_SECURITY_ACCESS_ERROR,
    );
  });

  it('supports REGEXP through a registered function', async () => {
    const d = writer.spec.dialect;
    const res = await writer.execute(`SELECT a FROM t WHERE ${d.regexMatch('s', "'^b.n'")} ORDER BY a`);
    expect(res.rows).toEqual([{ a: 2 }]);
  });

  it('stops a long result between rows at the deadline', async () => {
    const started = Date.now();
    const sql = 'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT i FROM n';
    expect(await errorTypeOf(writer.execute(sql, [], { timeoutMs: 200 }))).toBe(
      ErrorType.CONNECTION_DATABASE_TIMEOUT,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await writer.execute('SELECT COUNT(*) AS n FROM t')).rows).toEqual([{ n: 2 }]);
  });

  it('cancels a stream between batches', async () => {
    const controller = new AbortController();
    const sql =
      'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT 100000) SELECT i FROM n';
    let batches = 0;
    const err = await (async () => {
      for await (const _batch of writer.stream(sql, [], { batchSize: 100, signal: controller.signal })) {
        batches += 1;
        controller.abort();
        await new Promise((r) => setImmediate(r));
      }
    })().catch((e: unknown) => e);
    expect(isEngineError(err) && err.cancelled).toBe(true);
    expect(batches).toBe(1);
  });
});
