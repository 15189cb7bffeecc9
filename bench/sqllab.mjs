// SQL Lab benchmark: a 1,000,000-row result of the examples' `flights` in Chromium. Measures the time
// from pressing Run to the first rows on screen and to the whole result in the grid, the server
// process's memory peak while it runs and the result is sent, and the longest frame during a
// scripted scroll of the result grid (once every row is in), with the renderer's CPU time of its
// longest task (wall-clock frames also count waiting for a CPU on a busy machine; see the load).
//   npm run bench -- sqllab [--rows N]      (N result rows; default 1,000,000)
// The web app comes from packages/web/dist, or from BENCH_WEB_DIST when set.
/* global document, getComputedStyle, requestAnimationFrame -- used inside page.evaluate */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => path.join(root, 'packages/server/dist', p);
const { buildApp, loadConfig } = await import(dist('index.js'));
const { registerExamples } = await import(dist('datasources/examples.js'));

const rowsArg = process.argv.indexOf('--rows');
const resultRows = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 1_000_000;
const PASSWORD = 'bench-admin-password';
const dataDir = path.join(root, 'bench/.data');
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: PASSWORD,
  SQL_MAX_ROW: String(resultRows),
  DISPLAY_MAX_ROW: String(resultRows),
  WEB_DIST: process.env.BENCH_WEB_DIST ?? path.join(root, 'packages/web/dist'),
});
const { app, ctx } = await buildApp(config, { logger: false });
console.log(`preparing examples (flights: ${resultRows.toLocaleString()} rows)…`);
const ex = await registerExamples(
  { db: ctx.db, config },
  { flightsRows: resultRows, connections: ctx.connections },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;

const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-chromium-'));
const browser = await chromium.launchPersistentContext(userDataDir, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  viewport: { width: 1280, height: 800 },
  baseURL: base,
});
const page = browser.pages()[0] ?? (await browser.newPage());
await page.goto('/login/');
await page.getByLabel('Username').fill('admin');
await page.getByLabel('Password').fill(PASSWORD);
await page.getByRole('button', { name: /sign in/i }).click();
await page.waitForURL(/\/dashboard\/list\//);

// A tab kept in browser storage, limited to the whole table (the limit dropdown stops at SQL_MAX_ROW).
// Six columns: wide enough to look like a real result, small enough to fit a browser tab at 1M rows.
const sql =
  'SELECT "AIRLINE", "FLIGHT_NUMBER", "ORIGIN_AIRPORT", "DESTINATION_AIRPORT", "DEPARTURE_DELAY", "ARRIVAL_DELAY" FROM flights';
await page.evaluate(
  ([dbId, limit, text]) => {
    const id = 'benchTab001';
    const editor = {
      id,
      immutableId: id,
      name: 'Bench',
      dbId,
      catalog: null,
      schema: 'main',
      sql: text,
      selectedText: null,
      autorun: false,
      queryLimit: limit,
      templateParams: '',
      latestQueryId: null,
      remoteId: null,
      hideLeftBar: false,
      loaded: true,
      inLocalStorage: true,
      northPercent: 30,
      southPercent: 70,
      updatedAt: Date.now(),
      version: 1,
    };
    localStorage.setItem(
      'sqllab',
      JSON.stringify({ queryEditors: [editor], tabHistory: [id], tables: [], destroyedQueryEditors: {} }),
    );
  },
  [ex.databaseId, resultRows, sql],
);
await page.goto('/sqllab/');
await page.locator('[data-test="run-query-action"]:not([disabled])').waitFor({ timeout: 60_000 });

// Server memory: this process runs the server; sample its resident set while the query runs.
global.gc?.();
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 20);

const t0 = Date.now();
await page.locator('[data-test="run-query-action"]').click();
await page
  .locator('[data-test="result-set"], [data-test="query-error"], [data-test="sql-parse-error"]')
  .first()
  .waitFor({ timeout: 300_000 });
if ((await page.locator('[data-test="result-set"]').count()) === 0)
  throw new Error(`the query failed: ${await page.locator('[data-test="south-pane"]').innerText()}`);
await page.locator('[data-test="results-grid"] .ag-row[row-index]').first().waitFor({ timeout: 300_000 });
const firstRowsMs = Date.now() - t0;
// Rows stream in: the first ones show while the rest arrive. Wait for the whole result before
// reading the count and scrolling (the memory peak covers the whole transfer).
await page.locator('[data-test="result-set"][data-complete="true"]').waitFor({ timeout: 300_000 });
const allRowsMs = Date.now() - t0;
clearInterval(sampler);
const rowCount = await page.locator('[data-test="row-count"]').textContent();

// The renderer's own CPU time per task while scrolling (a trace): wall-clock frames also count the
// time the renderer waits for a CPU on a busy machine, these do not.
const cdp = await page.context().newCDPSession(page);
const traceEvents = [];
cdp.on('Tracing.dataCollected', (e) => traceEvents.push(...e.value));
const traceDone = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
await cdp.send('Tracing.start', {
  categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
  transferMode: 'ReportEvents',
});

// Scroll the grid for ~3 s (to the end and back) and record the longest animation frame.
const scroll = await page.evaluate(async () => {
  // The grid's scrolling element: the one whose content overflows vertically.
  const grid = document.querySelector('[data-test="results-grid"]');
  const viewport = [...(grid?.querySelectorAll('*') ?? [])].find(
    (el) => el.scrollHeight > el.clientHeight + 100 && /auto|scroll/.test(getComputedStyle(el).overflowY),
  );
  if (!viewport) return { frames: 0, longestFrameMs: null, p95FrameMs: null, lastRow: null };
  const frames = [];
  let lastRow = -1;
  const end = viewport.scrollHeight - viewport.clientHeight;
  const steps = 180;
  let last = performance.now();
  for (let i = 1; i <= steps; i++) {
    await new Promise((r) => requestAnimationFrame(r));
    const now = performance.now();
    frames.push(now - last);
    last = now;
    // Halfway the grid shows its end: the highest row index proves every row is in it.
    if (i === steps / 2 + 1)
      for (const r of grid.querySelectorAll('.ag-row[row-index]'))
        lastRow = Math.max(lastRow, Number(r.getAttribute('row-index')));
    const f = i <= steps / 2 ? i / (steps / 2) : (steps - i) / (steps / 2);
    viewport.scrollTop = Math.round(end * f * f);
  }
  frames.sort((a, b) => a - b);
  return {
    frames: frames.length,
    longestFrameMs: Math.round(frames[frames.length - 1] * 10) / 10,
    p95FrameMs: Math.round(frames[Math.floor(frames.length * 0.95)] * 10) / 10,
    lastRow,
  };
});

await cdp.send('Tracing.end');
await traceDone;
// The renderer's main thread: the one that recalculated styles most.
const styleByThread = new Map();
for (const e of traceEvents)
  if (e.name === 'UpdateLayoutTree') styleByThread.set(e.tid, (styleByThread.get(e.tid) ?? 0) + 1);
const mainTid = [...styleByThread].sort((a, b) => b[1] - a[1])[0]?.[0];
const taskCpu = traceEvents
  .filter((e) => e.tid === mainTid && e.name === 'RunTask' && e.ph === 'X' && e.tdur)
  .map((e) => e.tdur / 1000)
  .sort((a, b) => b - a);
const ms = (v) => (v === undefined ? null : Math.round(v * 10) / 10);

const rows = [
  {
    case: `${resultRows.toLocaleString()} rows x 6 columns of flights`,
    rows_shown: rowCount,
    grid_last_row: scroll.lastRow === null ? null : scroll.lastRow + 1,
    first_rows_ms: firstRowsMs,
    all_rows_ms: allRowsMs,
    server_rss_before_mb: Math.round(rssBefore / 2 ** 20),
    server_rss_peak_mb: Math.round(rssPeak / 2 ** 20),
    scroll_frames: scroll.frames,
    longest_frame_ms: scroll.longestFrameMs,
    p95_frame_ms: scroll.p95FrameMs,
    longest_task_cpu_ms: ms(taskCpu[0]),
    p95_task_cpu_ms: ms(taskCpu[Math.floor(taskCpu.length * 0.05)]),
    load_average_1m: Math.round(os.loadavg()[0] * 10) / 10,
  },
];
console.table(rows);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/sqllab.json'),
  JSON.stringify({ resultRows, when: new Date().toISOString(), rows }, null, 2),
);
await browser.close();
fs.rmSync(userDataDir, { recursive: true, force: true });
await app.close();
