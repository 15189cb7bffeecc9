import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXAMPLE_DATASETS,
  EXAMPLES_DATA_VERSION,
  buildExamplesDatabase,
  type ExamplesProgress,
} from './index.js';
import { physicalColumns } from './types.js';

const FLIGHTS = 50_000;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-examples-'));
  dirs.push(dir);
  return dir;
};

async function query(file: string, sql: string): Promise<unknown[][]> {
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(sql);
    return reader.getRows().map((row) => row.map((v) => (typeof v === 'bigint' ? Number(v) : v)));
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** The tables of the examples database, in the order they are built. */
const TABLES = [
  'cleaned_sales_data',
  'birth_names',
  'video_game_sales',
  'covid_vaccines',
  'wb_health_population',
  'flights',
];

/** Order-independent fingerprint of every table and view. */
async function checksums(file: string): Promise<Record<string, string>> {
  const sql = TABLES.map((t) => `SELECT '${t}', count(*), sum(hash(t))::VARCHAR FROM ${t} t`).join(
    ' UNION ALL ',
  );
  const rows = await query(file, sql);
  return Object.fromEntries(rows.map(([t, n, h]) => [String(t), `${String(n)}:${String(h)}`]));
}

let dir: string;
let file: string;
const progress: ExamplesProgress[] = [];
let firstBuildMs = 0;

beforeAll(async () => {
  dir = tempDir();
  const started = Date.now();
  const result = await buildExamplesDatabase({
    dataDir: dir,
    flightsRows: FLIGHTS,
    onProgress: (p) => progress.push(p),
  });
  firstBuildMs = Date.now() - started;
  expect(result.built).toBe(true);
  file = result.path;
});

afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('buildExamplesDatabase', () => {
  it('writes DATA_DIR/examples.duckdb and leaves no temporary files', () => {
    expect(file).toBe(path.join(dir, 'examples.duckdb'));
    expect(fs.readdirSync(dir)).toEqual(['examples.duckdb']);
    console.info(`examples build with ${FLIGHTS} flights: ${firstBuildMs} ms`);
  });

  it('creates every dataset table with the declared columns and types', async () => {
    for (const dataset of EXAMPLE_DATASETS) {
      const rows = await query(
        file,
        `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = '${dataset.table_name}' ORDER BY ordinal_position`,
      );
      const expected = physicalColumns(dataset).map((c) => [c.name, c.type]);
      expect(rows, dataset.table_name).toEqual(expected);
    }
  });

  it('has the expected row counts', async () => {
    const [[sales, births, games, covid, covidView, health, flights]] = (await query(
      file,
      `SELECT (SELECT count(*) FROM cleaned_sales_data), (SELECT count(*) FROM birth_names),
        (SELECT count(*) FROM video_game_sales), (SELECT count(*) FROM covid_vaccines), (SELECT count(*) FROM "COVID Vaccines"),
        (SELECT count(*) FROM wb_health_population), (SELECT count(*) FROM flights)`,
    )) as number[][] as [[number, number, number, number, number, number, number]];
    expect(sales).toBeGreaterThan(95_000);
    expect(sales).toBeLessThan(105_000);
    expect(births).toBeGreaterThan(60_000);
    expect(births).toBeLessThan(100_000);
    expect(games).toBeGreaterThan(16_000);
    expect(games).toBeLessThan(17_000);
    expect(covid).toBe(240);
    expect(covidView).toBe(240);
    expect(health % 55).toBe(0); // 55 years per country
    expect(flights).toBe(FLIGHTS);
  });

  it('records the data version and the flights size', async () => {
    expect(await query(file, 'SELECT data_version, flights_rows FROM meridian.examples_version')).toEqual([
      [EXAMPLES_DATA_VERSION, FLIGHTS],
    ]);
  });

  it('reports progress from 0 to total, in order', () => {
    const total = progress[0]?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(progress.every((p) => p.total === total)).toBe(true);
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
    expect(progress[0]?.done).toBe(0);
    expect(progress.at(-1)).toEqual({ step: 'done', done: total, total });
    expect(new Set(progress.map((p) => p.step))).toEqual(new Set([...TABLES, 'finishing', 'done']));
  });

  it('is idempotent: a second call finds the current file and does nothing', async () => {
    const before = fs.statSync(file).mtimeMs;
    const started = Date.now();
    const again = await buildExamplesDatabase({ dataDir: dir, flightsRows: FLIGHTS });
    expect(again).toEqual({ path: file, built: false });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fs.statSync(file).mtimeMs).toBe(before);
  });

  it('is deterministic: another build gives identical data', async () => {
    const other = await buildExamplesDatabase({ dataDir: tempDir(), flightsRows: FLIGHTS });
    expect(await checksums(other.path)).toEqual(await checksums(file));
  });

  it('rebuilds when the flights size differs or the file is not an examples database', async () => {
    const d = tempDir();
    fs.writeFileSync(path.join(d, 'examples.duckdb'), 'not a database');
    fs.writeFileSync(path.join(d, 'examples.duckdb.wal'), 'stale log');
    const first = await buildExamplesDatabase({ dataDir: d, flightsRows: 0 });
    expect(first.built).toBe(true);
    expect(fs.existsSync(path.join(d, 'examples.duckdb.wal'))).toBe(false);
    expect(await query(first.path, 'SELECT count(*) FROM flights')).toEqual([[0]]);

    const resized = await buildExamplesDatabase({ dataDir: d, flightsRows: 1234 });
    expect(resized.built).toBe(true);
    expect(await query(resized.path, 'SELECT count(*) FROM flights')).toEqual([[1234]]);
  });

  it('rejects a negative or fractional flights size', async () => {
    await expect(buildExamplesDatabase({ dataDir: tempDir(), flightsRows: -1 })).rejects.toThrow(RangeError);
    await expect(buildExamplesDatabase({ dataDir: tempDir(), flightsRows: 1.5 })).rejects.toThrow(RangeError);
  });
});

describe('buildExamplesDatabase with the file open elsewhere', () => {
  it('refuses to replace a file another process holds open for writing', async () => {
    const d = tempDir();
    const { path: held } = await buildExamplesDatabase({ dataDir: d, flightsRows: 10 });
    const script = `const { DuckDBInstance } = require('@duckdb/node-api');
      DuckDBInstance.create(${JSON.stringify(held)}).then(async (i) => { await i.connect(); console.log('held'); setInterval(() => {}, 1000); });`;
    // Run from the package's directory so the child's require finds it.
    const cwd = path.dirname(createRequire(import.meta.url).resolve('@duckdb/node-api/package.json'));
    const child = spawn(process.execPath, ['-e', script], { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise((resolve, reject) => {
        child.stdout.once('data', resolve);
        child.once('exit', reject);
      });
      await expect(buildExamplesDatabase({ dataDir: d, flightsRows: 20 })).rejects.toThrow(
        /in use by another process/,
      );
    } finally {
      child.kill();
    }
  });
});
