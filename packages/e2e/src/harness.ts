/**
 * Browser-test harness: one Meridian server per test file on a free port with a temporary DATA_DIR
 * (the built server and web app, as shipped), and one headless Debian Chromium driven by
 * playwright-core. Screenshots go to artifacts/e2e/ for people to look at.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApp, loadConfig } from '@meridian/server';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ADMIN_PASSWORD = 'e2e-admin-password';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const ARTIFACTS = path.join(root, 'artifacts', 'e2e');

/** What registerExamples reports: the examples database and the dataset id of each example table. */
export interface HarnessExamples {
  databaseId: number;
  datasetIds: Record<string, number>;
}

export interface HarnessOptions {
  /** Register the example datasets (a small `flights`) before the browser starts. */
  examples?: boolean;
  /** Rows of the `flights` example when `examples` is on (default 20 000). */
  flightsRows?: number;
}

export interface Harness {
  baseUrl: string;
  /** Set when started with `{ examples: true }`. */
  examples: HarnessExamples | null;
  context: BrowserContext;
  page: Page;
  shot(name: string): Promise<string>;
  /** Runs a job of the server's queue now (e.g. a report run) and waits until the queue is idle. */
  runJob(name: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

/** The example databases in the data dir, registered in the metadata store as the server does. */
async function loadExamples(
  ctx: Awaited<ReturnType<typeof buildApp>>['ctx'],
  config: ReturnType<typeof loadConfig>,
  dataDir: string,
  rows: number | undefined,
): Promise<HarnessExamples> {
  const flightsRows = rows ?? 20_000;
  await seedExamples(dataDir, flightsRows);
  // Not part of the server package's public exports: loaded from its build.
  const mod = (await import(
    pathToFileURL(path.join(root, 'packages/server/dist/datasources/examples.js')).href
  )) as {
    registerExamples: (
      c: { db: unknown; config: { dataDir: string } },
      o: { flightsRows?: number; connections?: unknown },
    ) => Promise<HarnessExamples>;
  };
  const r = await mod.registerExamples({ db: ctx.db, config }, { flightsRows, connections: ctx.connections });
  return { databaseId: r.databaseId, datasetIds: r.datasetIds };
}

export async function startHarness(
  suite: string,
  env: Record<string, string> = {},
  options: HarnessOptions = {},
): Promise<Harness> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-'));
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-chromium-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    PORT: '0',
    // E2E_WEB_DIST lets a developer test a web build kept elsewhere (parallel work on one tree).
    WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(root, 'packages/web/dist'),
    ...env,
  });
  const { app, ctx } = await buildApp(config, { logger: false });
  const examples = options.examples ? await loadExamples(ctx, config, dataDir, options.flightsRows) : null;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  // A fresh user-data dir per run: no state leaks between runs.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 800 },
    baseURL: baseUrl,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const dir = path.join(ARTIFACTS, suite);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let step = 0;
  return {
    baseUrl,
    examples,
    context,
    page,
    async runJob(name, payload) {
      await ctx.jobs.enqueue(name, payload);
      await ctx.jobs.idle();
    },
    async shot(name) {
      const file = path.join(dir, `${String(++step).padStart(2, '0')}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      await context.close();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Copies this test run's examples database of `flightsRows` flights (built once, by the server's
 * build, in the directory scripts/vitest-examples-cache.mjs names) into `dataDir`, so each browser
 * file's registerExamples finds it current instead of building it again. Without that directory,
 * nothing is copied and the server builds its own.
 */
async function seedExamples(dataDir: string, flightsRows: number): Promise<void> {
  const cacheDir = process.env.MERIDIAN_TEST_EXAMPLES_CACHE;
  if (!cacheDir) return;
  const build = (await import(
    pathToFileURL(path.join(root, 'packages/server/dist/examples/build.js')).href
  )) as {
    EXAMPLES_DATA_VERSION: number;
    examplesDatabasePath: (dataDir: string) => string;
    buildExamplesDatabase: (o: { dataDir: string; flightsRows: number }) => Promise<{ path: string }>;
  };
  const cached = path.join(cacheDir, `dist-v${build.EXAMPLES_DATA_VERSION}-${flightsRows}.duckdb`);
  if (!fs.existsSync(cached)) {
    // Workers may build one size at once: each in its own directory, renamed into place whole.
    const buildDir = fs.mkdtempSync(path.join(cacheDir, 'build-'));
    try {
      const built = await build.buildExamplesDatabase({ dataDir: buildDir, flightsRows });
      fs.renameSync(built.path, cached);
    } finally {
      fs.rmSync(buildDir, { recursive: true, force: true });
    }
  }
  fs.copyFileSync(cached, build.examplesDatabasePath(dataDir));
}
