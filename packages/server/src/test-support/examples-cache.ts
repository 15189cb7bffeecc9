/**
 * The examples DuckDB file, built once per test run and size instead of once per test server:
 * building it takes seconds (more on a loaded machine) and most API test files need it. The file is
 * built by buildExamplesDatabase in a directory of its own, then copied into each server's DATA_DIR
 * before registerExamples, which finds it current and registers the datasets as usual.
 *
 * The cache lives in the directory the test run's global set-up names (scripts/vitest-examples-cache.ts,
 * fresh for each run and removed after it), so a change to the example data is never hidden by an
 * older file. Without it (a file run some other way) nothing is copied and each server builds its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BuiltApp } from '../app.js';
import { registerExamples } from '../datasources/examples.js';
import { buildExamplesDatabase, EXAMPLES_DATA_VERSION, examplesDatabasePath } from '../examples/index.js';

/** The environment variable naming the run's cache directory (set by the global set-up). */
export const EXAMPLES_CACHE_ENV = 'MERIDIAN_TEST_EXAMPLES_CACHE';

/**
 * Copies a cached examples database of `flightsRows` flights into `dataDir` (building the cached
 * one first when this run has none yet). Several workers may build the same size at once: each
 * builds in its own directory and renames the file into place, so a reader sees a whole file.
 */
export async function seedExamples(dataDir: string, flightsRows: number): Promise<void> {
  const cacheDir = process.env[EXAMPLES_CACHE_ENV];
  const target = examplesDatabasePath(dataDir);
  // A file already there may be open in a server: never written over.
  if (!cacheDir || fs.existsSync(target)) return;
  const cached = path.join(cacheDir, `src-v${EXAMPLES_DATA_VERSION}-${flightsRows}.duckdb`);
  if (!fs.existsSync(cached)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    const buildDir = fs.mkdtempSync(path.join(cacheDir, 'build-'));
    try {
      const built = await buildExamplesDatabase({ dataDir: buildDir, flightsRows });
      fs.renameSync(built.path, cached);
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  }
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(cached, target);
}

/** registerExamples on a test server with `flightsRows` flights, its DuckDB file from the run's cache. */
export async function registerCachedExamples(server: BuiltApp, flightsRows: number) {
  await seedExamples(server.ctx.config.dataDir, flightsRows);
  return registerExamples(
    { db: server.ctx.db, config: server.ctx.config },
    { flightsRows, connections: server.ctx.connections },
  );
}
