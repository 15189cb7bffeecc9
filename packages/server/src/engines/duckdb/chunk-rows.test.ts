import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, Row } from '../engine.js';
import { duckdbSpec } from './spec.js';

// Every type the column readers single out, with nulls, non-finite doubles, big integers and temporal
// values, over more rows than one DuckDB chunk (2048), so that chunk and batch edges are crossed.
const ROWS = 5000;
const SQL = `SELECT i::INTEGER AS int_col,
  (i % 3 = 0) AS bool_col,
  CASE WHEN i % 7 = 0 THEN NULL WHEN i % 11 = 0 THEN 'nan'::DOUBLE WHEN i % 13 = 0 THEN 'inf'::DOUBLE
       ELSE i / 4 END AS double_col,
  CASE WHEN i % 5 = 0 THEN 9007199254740993::BIGINT + i ELSE i::BIGINT END AS bigint_col,
  (i::HUGEINT * 1000) AS huge_col,
  (i / 100)::DECIMAL(10, 2) AS dec_col,
  CASE WHEN i % 17 = 0 THEN NULL ELSE 'v"' || i || chr(10) END AS text_col,
  DATE '2024-01-01' + (i % 400)::INTEGER AS date_col,
  TIMESTAMP '1969-12-31 23:59:59.5' + to_milliseconds(i * 1000) AS ts_col,
  [i, i + 1] AS list_col
FROM range(${ROWS}) t(i) ORDER BY i`;

/** The values expected of row `i`, written from the SQL above. */
function expected(i: number, iso: boolean): Row {
  const double = i % 7 === 0 ? null : i % 11 === 0 || i % 13 === 0 ? null : i / 4;
  const big = i % 5 === 0 ? (9007199254740993n + BigInt(i)).toString() : i;
  const dateMs = Date.UTC(2024, 0, 1) + (i % 400) * 86_400_000;
  const tsMs = Date.UTC(1969, 11, 31, 23, 59, 59, 500) + i * 1000;
  const isoTs = (ms: number) => {
    const s = new Date(ms).toISOString();
    return s.slice(20, 23) === '000' ? s.slice(0, 19) : s.slice(0, 23);
  };
  return {
    int_col: i,
    bool_col: i % 3 === 0,
    double_col: double,
    bigint_col: big,
    huge_col: i * 1000,
    dec_col: Number((i / 100).toFixed(2)),
    text_col: i % 17 === 0 ? null : `v"${i}\n`,
    date_col: iso ? new Date(dateMs).toISOString().slice(0, 10) : dateMs,
    ts_col: iso ? isoTs(tsMs) : tsMs,
    list_col: [i, i + 1],
  };
}

describe('DuckDB chunks to rows, column by column', () => {
  let connector: Connector;
  beforeAll(async () => {
    connector = await duckdbSpec.connect({ uri: 'duckdb:///:memory:', allowDml: false });
  });
  afterAll(() => connector.close());

  it('converts every type as the engine contract says, across chunks, in epoch ms and ISO', async () => {
    for (const iso of [false, true]) {
      const result = await connector.execute(SQL, [], iso ? { temporalFormat: 'iso' } : {});
      expect(result.rows).toHaveLength(ROWS);
      expect(result.truncated).toBe(false);
      for (const i of [0, 1, 5, 7, 11, 13, 17, 2047, 2048, 2049, 4095, 4096, 4999])
        expect(result.rows[i], `row ${i}, iso ${iso}`).toEqual(expected(i, iso));
      expect(Object.keys(result.rows[0]!)).toEqual(result.columns.map((c) => c.name));
    }
  });

  it('keeps batch sizes and the row limit exact when they cut through chunks', async () => {
    const sizes: number[] = [];
    let seen = 0;
    for await (const batch of connector.stream(SQL, [], { batchSize: 700, rowLimit: 4321 })) {
      sizes.push(batch.rows.length);
      for (const row of batch.rows) expect(row.int_col).toBe(seen++);
    }
    expect(seen).toBe(4321);
    expect(sizes.slice(0, -1).every((n) => n === 700)).toBe(true);
    expect(sizes.at(-1)).toBe(4321 % 700);

    const limited = await connector.execute(SQL, [], { rowLimit: 2048 });
    expect(limited.rows).toHaveLength(2048);
    expect(limited.truncated).toBe(true);
    expect(limited.rows.at(-1)).toEqual(expected(2047, false));
  });

  it('answers the columns of an empty result', async () => {
    const batches = [];
    for await (const batch of connector.stream(`${SQL} LIMIT 0`)) batches.push(batch);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.rows).toEqual([]);
    expect(batches[0]!.columns.map((c) => c.name)).toContain('ts_col');
  });
});
