/**
 * DuckDB runs locked down: no file or network access beyond its own database file, no extension
 * install/load, configuration locked; DML only where allowed. Each refusal is proved here with a
 * connector that *allows* DML, so that it is the engine configuration refusing, not our checks.
 */
import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../engine.js';
import { ErrorType, isEngineError } from '../errors.js';
import { duckdbSpec } from './spec.js';

const dir = mkdtempSync(join(tmpdir(), 'meridian-duckdb-safety-'));
const secret = join(dir, 'secret.csv');
const dbFile = join(dir, 'safe.duckdb');
writeFileSync(secret, 'user,password\nroot,hunter2\n');

async function refusal(connector: Connector, sql: string): Promise<string> {
  const err = await connector.execute(sql).then(
    () => null,
    (e: unknown) => e,
  );
  expect(isEngineError(err), `${sql} must be refused`).toBe(true);
  return err instanceof Error ? err.message : '';
}

describe('DuckDB safety', () => {
  let writer: Connector;

  beforeAll(async () => {
    writer = await duckdbSpec.connect({
      uri: `duckdb:///${dbFile}`,
      allowDml: true,
      allowFileDatabases: true,
    });
    await writer.execute('CREATE TABLE t AS SELECT 1 AS a');
  });

  afterAll(async () => {
    await writer?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens its own database file with external access disabled', async () => {
    expect((await writer.execute('SELECT a FROM t')).rows).toEqual([{ a: 1 }]);
    const settings = await writer.execute(
      "SELECT current_setting('enable_external_access') AS ext, current_setting('lock_configuration') AS locked, current_setting('TimeZone') AS tz",
    );
    expect(settings.rows).toEqual([{ ext: false, locked: true, tz: 'UTC' }]);
  });

  it.each([
    [`SELECT * FROM read_csv('${secret}')`, /disabled by configuration/],
    [`SELECT * FROM read_text('/etc/passwd')`, /disabled by configuration/],
    [`SELECT * FROM '${secret}'`, /does not exist|disabled by configuration/],
    [`ATTACH '${join(dir, 'other.duckdb')}' AS other`, /disabled by configuration/],
    [`COPY t TO '${join(dir, 'out.csv')}'`, /disabled by configuration/],
    [`EXPORT DATABASE '${join(dir, 'export')}'`, /disabled by configuration/],
    ['INSTALL httpfs', /disabled by configuration/],
    ['LOAD httpfs', /disabled through configuration|disabled by configuration/],
    ["SELECT * FROM read_csv('https://example.com/x.csv')", /disabled by configuration|not loaded|autoload/i],
    ['SET enable_external_access = true', /configuration has been locked/],
    ['SET GLOBAL lock_configuration = false', /configuration has been locked/],
    ["SET TimeZone = 'America/New_York'", /configuration has been locked/],
  ])('refuses %s', async (sql, reason) => {
    expect(await refusal(writer, sql)).toMatch(reason);
    expect(existsSync(join(dir, 'out.csv'))).toBe(false);
    expect(existsSync(join(dir, 'other.duckdb'))).toBe(false);
  });

  it('refuses DML without permission on a shared read-write file (statement check)', async () => {
    const reader = await duckdbSpec.connect({ uri: `duckdb:///${dbFile}`, allowFileDatabases: true });
    try {
      for (const sql of [
        'INSERT INTO t VALUES (2)',
        'CREATE TABLE u (a INT)',
        "ATTACH ':memory:' AS m",
        'DROP TABLE t',
        'EXPLAIN ANALYZE INSERT INTO t VALUES (3)',
        'SELECT 1; DELETE FROM t',
      ]) {
        const err = await reader.execute(sql).catch((e: unknown) => e);
        expect(isEngineError(err) && err.errorType, `${sql}: ${String(err)}`).toBe(
          ErrorType.DML_NOT_ALLOWED_ERROR,
        );
      }
      expect((await reader.execute('SELECT COUNT(*) AS n FROM t')).rows).toEqual([{ n: 1 }]);
    } finally {
      await reader.close();
    }
  });

  it('opens a file READ_ONLY when DML is not allowed', async () => {
    const file = join(dir, 'ro.duckdb');
    const w = await duckdbSpec.connect({
      uri: `duckdb:///${file}`,
      allowDml: true,
      allowFileDatabases: true,
    });
    await w.execute('CREATE TABLE x AS SELECT 42 AS v');
    await w.close();
    const ro = await duckdbSpec.connect({ uri: `duckdb:///${file}`, allowFileDatabases: true });
    try {
      expect((await ro.execute("SELECT current_setting('access_mode') AS mode")).rows).toEqual([
        { mode: 'read_only' },
      ]);
      // A read-write opener must wait until the read-only connectors close.
      const err = await duckdbSpec
        .connect({ uri: `duckdb:///${file}`, allowDml: true, allowFileDatabases: true })
        .catch((e: unknown) => e);
      expect(isEngineError(err) && err.message).toMatch(/open read-only/);
    } finally {
      await ro.close();
    }
  });

  it('refuses file URIs unless configuration allows them', async () => {
    const err = await duckdbSpec.connect({ uri: `duckdb:///${dbFile}` }).catch((e: unknown) => e);
    expect(isEngineError(err) && err.errorType).toBe(ErrorType.DATABASE_SECURITY_ACCESS_ERROR);
    const memory = await duckdbSpec.connect({ uri: 'duckdb:///:memory:' });
    expect((await memory.execute('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await memory.close();
  });

  it('converts BIGINT, HUGEINT, DECIMAL, dates and nested values to JSON-safe values', async () => {
    const res =
      await writer.execute(`SELECT 9007199254740993::BIGINT AS big, 12::BIGINT AS small, 170141183460469231731687303715884105727::HUGEINT AS huge,
      12.34::DECIMAL(10,2) AS dec, DATE '1969-12-31' AS d, TIMESTAMP '1969-12-31 23:59:59.999' AS ts,
      TIMESTAMPTZ '2024-01-02 03:04:05+02' AS tz, TIME '12:34:56' AS tm, INTERVAL 3 DAY AS iv, [1, 2] AS l,
      {'k': 9007199254740993::BIGINT} AS s, 'infinity'::TIMESTAMP AS inf, 'NaN'::DOUBLE AS nan, '\\x00\\xff'::BLOB AS b`);
    expect(res.rows[0]).toEqual({
      big: '9007199254740993',
      small: 12,
      huge: '170141183460469231731687303715884105727',
      dec: 12.34,
      d: -86_400_000,
      ts: -1,
      tz: Date.UTC(2024, 0, 2, 1, 4, 5),
      tm: '12:34:56',
      iv: '3 days',
      l: [1, 2],
      s: { k: '9007199254740993' },
      inf: null,
      nan: null,
      b: '[bytes]',
    });
    expect(() => JSON.stringify(res)).not.toThrow();
  });
});
