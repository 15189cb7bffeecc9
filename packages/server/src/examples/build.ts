/**
 * Builds DATA_DIR/examples.duckdb: written to a temporary file, then renamed into place, so a
 * reader never sees a half-built database. A version table inside the file makes the build
 * idempotent: nothing is done when the file already holds the current data version.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { resourceOptions, type DuckDbResources } from '../engines/duckdb/instances.js';
import { generateBirthNames } from './births/generate.js';
import { BIRTH_NAMES_DATASET } from './births/dataset.js';
import { generateCovidVaccines } from './covid/generate.js';
import { COVID_VACCINES_DATASET } from './covid/dataset.js';
import { EXAMPLES_DATABASE } from './datasets.js';
import { buildFlights, flightChunkCount } from './flights/generate.js';
import { COVID_VACCINES_TABLE, EXAMPLES_INTERNAL_SCHEMA } from './internal.js';
import { generateSales } from './sales/generate.js';
import { SALES_DATASET } from './sales/dataset.js';
import { quoteIdent, writeTable, type Row } from './table-writer.js';
import { physicalColumns, type ExampleDataset, type ExamplesProgress } from './types.js';
import { generateVideoGames } from './video-games/generate.js';
import { VIDEO_GAME_SALES_DATASET } from './video-games/dataset.js';
import { generateWorldHealth } from './world-health/generate.js';
import { WORLD_HEALTH_DATASET } from './world-health/dataset.js';

/** Bump whenever generated data or table layout changes: existing files are then rebuilt. */
export const EXAMPLES_DATA_VERSION = 1;
export const DEFAULT_FLIGHTS_ROWS = 10_000_000;
const VERSION_TABLE = `${EXAMPLES_INTERNAL_SCHEMA}.examples_version`;

export interface BuildExamplesOptions {
  dataDir: string;
  /** Rows of `flights` (10 million by default; tests use far fewer). */
  flightsRows?: number;
  onProgress?: (progress: ExamplesProgress) => void;
  /** The builder's DuckDB memory limit and threads (DuckDB's own defaults when absent). */
  resources?: DuckDbResources;
}

interface SmallTable {
  table: string;
  dataset: ExampleDataset;
  rows: () => Iterable<Row>;
}

const SMALL_TABLES: SmallTable[] = [
  { table: 'cleaned_sales_data', dataset: SALES_DATASET, rows: generateSales },
  { table: 'birth_names', dataset: BIRTH_NAMES_DATASET, rows: generateBirthNames },
  { table: 'video_game_sales', dataset: VIDEO_GAME_SALES_DATASET, rows: generateVideoGames },
  // Superset names this dataset "COVID Vaccines": a view of that name points at the table.
  { table: COVID_VACCINES_TABLE, dataset: COVID_VACCINES_DATASET, rows: generateCovidVaccines },
  { table: 'wb_health_population', dataset: WORLD_HEALTH_DATASET, rows: generateWorldHealth },
];

export const examplesDatabasePath = (dataDir: string): string =>
  path.join(dataDir, EXAMPLES_DATABASE.file_name);

export async function buildExamplesDatabase(
  options: BuildExamplesOptions,
): Promise<{ path: string; built: boolean }> {
  const flightsRows = options.flightsRows ?? DEFAULT_FLIGHTS_ROWS;
  if (!Number.isSafeInteger(flightsRows) || flightsRows < 0) {
    throw new RangeError(`flightsRows must be a non-negative integer, got ${flightsRows}`);
  }
  const target = examplesDatabasePath(options.dataDir);
  fs.mkdirSync(options.dataDir, { recursive: true });
  if (await isCurrent(target, flightsRows)) return { path: target, built: false };

  const temp = path.join(
    options.dataDir,
    `.${EXAMPLES_DATABASE.file_name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeDatabase(temp, flightsRows, options.onProgress ?? (() => {}), options.resources);
    // A write-ahead log left beside an older file would be replayed onto the new one.
    fs.rmSync(`${target}.wal`, { force: true });
    fs.renameSync(temp, target);
  } finally {
    fs.rmSync(temp, { force: true });
    fs.rmSync(`${temp}.wal`, { force: true });
  }
  return { path: target, built: true };
}

/** True when `file` is a complete examples database of the current version and size. */
async function isCurrent(file: string, flightsRows: number): Promise<boolean> {
  if (!fs.existsSync(file)) return false;
  let instance: DuckDBInstance | undefined;
  let connection: DuckDBConnection | undefined;
  try {
    instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
    connection = await instance.connect();
    const reader = await connection.runAndReadAll(`SELECT data_version, flights_rows FROM ${VERSION_TABLE}`);
    const [row] = reader.getRows();
    return row !== undefined && Number(row[0]) === EXAMPLES_DATA_VERSION && Number(row[1]) === flightsRows;
  } catch (error) {
    // Another process has the file open for writing: replacing it under that process is unsafe.
    if (error instanceof Error && /could not set lock/i.test(error.message)) {
      throw new Error(`${file} is in use by another process; stop it first (${error.message})`, {
        cause: error,
      });
    }
    return false; // not a DuckDB file, no version table, unreadable: rebuild
  } finally {
    connection?.closeSync();
    instance?.closeSync();
  }
}

async function writeDatabase(
  file: string,
  flightsRows: number,
  onProgress: (p: ExamplesProgress) => void,
  resources: DuckDbResources | undefined,
): Promise<void> {
  const instance = await DuckDBInstance.create(file, resourceOptions(resources ?? null));
  // Two connections: the small tables (generated in JS) are written while DuckDB generates flights.
  const small = await instance.connect();
  const big = await instance.connect();
  const flightChunks = flightChunkCount(flightsRows);
  const total = SMALL_TABLES.length + flightChunks + 1;
  let done = 0;
  const step = (name: string, finished: number) => {
    done += finished;
    onProgress({ step: name, done, total });
  };
  try {
    step('flights', 0);
    const flights = buildFlights(big, flightsRows, () => step('flights', 1));
    const smallTables = (async () => {
      for (const table of SMALL_TABLES) {
        step(table.table, 0);
        await writeTable(small, table.table, physicalColumns(table.dataset), table.rows());
        step(table.table, 1);
      }
      await small.run(
        `CREATE VIEW ${quoteIdent(COVID_VACCINES_DATASET.table_name)} AS SELECT * FROM ${COVID_VACCINES_TABLE}`,
      );
    })();
    // Both settle before the connections close, even when one fails.
    const [flightsResult, smallResult] = await Promise.allSettled([flights, smallTables]);
    for (const r of [flightsResult, smallResult]) if (r.status === 'rejected') throw r.reason;

    step('finishing', 0);
    await small.run(`CREATE SCHEMA ${EXAMPLES_INTERNAL_SCHEMA}`);
    await small.run(
      `CREATE TABLE ${VERSION_TABLE} (data_version INTEGER NOT NULL, flights_rows BIGINT NOT NULL)`,
    );
    await small.run(`INSERT INTO ${VERSION_TABLE} VALUES (${EXAMPLES_DATA_VERSION}, ${flightsRows})`);
    await small.run('CHECKPOINT');
  } finally {
    small.closeSync();
    big.closeSync();
    instance.closeSync();
  }
  onProgress({ step: 'done', done: total, total });
}
