// Chart draw benchmark: every ECharts-based chart type of the registry (those whose transformProps
// gives an ECharts option) drawn in headless Chromium from 10,000 synthetic rows — transformProps,
// init, setOption, until ECharts reports the drawing finished — median of 3 after a warm-up, with the
// ratio to a plain 10,000-point line chart measured in the same run. Types with a natural maximum
// below that (pie slices, funnel stages...: bench/charts/fixtures.mjs NATURAL_MAX) are drawn at it.
// Each draw is held against the dashboard budget: one chart draws within the time the 20-chart
// dashboard shows its first screen on a quiet machine (~1 s, `npm run bench -- dashboard`).
// `--rows N` changes the size, `--only a,b` limits the types. Writes bench/results/charts.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, numberArg, root } from './lib/server.mjs';

const ROWS = numberArg('--rows', 10_000);
const RUNS = 3;
const BASELINE = 'echarts_timeseries_line';
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : null;
/** A first draw slower than this is not repeated (its one run is reported). */
const SLOW_MS = 20_000;
/** The dashboard budget a single chart's draw is held against (see above). */
const BUDGET_MS = 1_000;

/** Vite's `?raw` imports (map shapes) as text. */
const viteRawImports = {
  name: 'vite-raw',
  setup(build) {
    build.onResolve({ filter: /\?raw$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)),
      namespace: 'raw',
    }));
    build.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => ({
      contents: fs.readFileSync(args.path, 'utf8'),
      loader: 'text',
    }));
  },
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-charts-'));
const esbuild = await import('esbuild');
await esbuild.build({
  entryPoints: [path.join(root, 'bench/charts/entry.mjs')],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  outfile: path.join(dir, 'bench.js'),
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  plugins: [viteRawImports],
});
fs.writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html><body style="margin:0"><div id="host"></div><script src="bench.js"></script></body></html>',
);

const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const rows = [];
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 600 } });
  await page.goto(`file://${path.join(dir, 'index.html')}`);
  await page.waitForFunction(() => globalThis.bench !== undefined);
  let types = await page.evaluate(() => globalThis.bench.echartsTypes());
  if (only) types = types.filter((t) => only.includes(t) || t === BASELINE);
  types = [BASELINE, ...types.filter((t) => t !== BASELINE)];
  for (const type of types) {
    const draw = () => page.evaluate(([t, n]) => globalThis.bench.draw(t, n), [type, ROWS]);
    try {
      const first = await draw(); // warm-up (also the one run of a very slow type)
      const times = first > SLOW_MS ? [first] : [];
      while (times.length < RUNS) times.push(await draw());
      const n = await page.evaluate(([t, r]) => globalThis.bench.rowsFor(t, r), [type, ROWS]);
      rows.push({ type, rows: n, ms: median(times), runs: times.length });
      console.log(`  measured ${type}: ${median(times).toFixed(0)} ms`);
    } catch (err) {
      rows.push({ type, rows: ROWS, ms: null, error: String(err.message ?? err).split('\n')[0] });
    }
  }
} finally {
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

const base = rows.find((r) => r.type === BASELINE)?.ms ?? null;
console.log(`\nChart draw in Chromium, ${ROWS} rows, median of ${RUNS} (baseline ${BASELINE})\n`);
console.log(
  'type'.padEnd(28) +
    'rows'.padStart(8) +
    'draw ms'.padStart(10) +
    'ratio'.padStart(8) +
    `  budget ${BUDGET_MS} ms`,
);
for (const r of rows) {
  const ms = r.ms === null ? 'error' : r.ms.toFixed(0);
  const ratio = r.ms !== null && base ? (r.ms / base).toFixed(1) : '-';
  const within = r.ms === null ? '-' : r.ms <= BUDGET_MS ? 'within' : 'OVER';
  console.log(
    r.type.padEnd(28) + String(r.rows).padStart(8) + ms.padStart(10) + ratio.padStart(8) + `  ${within}`,
  );
  if (r.error) console.log(`  ${r.error}`);
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/charts.json'),
  JSON.stringify(
    { rows: ROWS, runs: RUNS, baseline: BASELINE, baselineMs: base, budgetMs: BUDGET_MS, results: rows },
    null,
    2,
  ),
);
