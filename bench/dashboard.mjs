// Dashboard page benchmark: a dashboard of 20 charts on the examples (rows of three), opened in
// headless Chromium, median of 5 loads of each kind, each in a fresh browser context (nothing cached in
// the browser): warm (the server's result cache filled by one discarded load first) and cold (the URL's
// ?force=true: every chart query bypasses the server's cache, as on a fresh server). For each:
//   - time until every chart in the first viewport has rendered, and the chart-data requests sent by
//     then against the charts in view (charts below the fold wait until scrolled to);
//   - time until all 20 charts have rendered when the page is scrolled down a screen every 50 ms;
//   - JavaScript transferred.
// The goals (issue 24) print beside the figures: warm view ÷ sign-in page ≤ 1.2, cold view ≤ 1.5 s,
// JavaScript ≤ 350 kB.
//   npm run bench -- dashboard [--runs N]   (WEB_DIST=<dir>: another web build; BENCH_TIMELINE=1: print
//   the resource timeline of each load, its long tasks and when the charts changed status)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => path.join(root, 'packages/server/dist', p);
const { buildApp, loadConfig } = await import(dist('index.js'));
const { registerExamples } = await import(dist('datasources/examples.js'));

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const CHARTS = 20;
const VIEWPORT = { width: 1280, height: 800 };
const PASSWORD = 'bench-admin-password';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-dashboard-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD: PASSWORD,
  PORT: '0',
  WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'packages/web/dist'),
});
const { app, ctx } = await buildApp(config, { logger: false });
console.log('preparing examples…');
const ex = await registerExamples(
  { db: ctx.db, config },
  { flightsRows: 1000, connections: ctx.connections },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;

const { access_token } = await (
  await fetch(`${base}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD, provider: 'db' }),
  })
).json();
const headers = { 'content-type': 'application/json', authorization: `Bearer ${access_token}` };
async function post(url, body) {
  const res = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = await res.json();
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

// 20 charts of four kinds on the sales example, three to a row.
const sales = ex.datasetIds.cleaned_sales_data;
const kinds = [
  { viz_type: 'pie', groupby: ['product_line'], metric: 'count' },
  { viz_type: 'echarts_timeseries_bar', x_axis: 'product_line', metrics: ['count'], groupby: [] },
  { viz_type: 'big_number_total', metric: 'count' },
  { viz_type: 'table', query_mode: 'aggregate', groupby: ['deal_size'], metrics: ['count'] },
];
const ids = [];
for (let i = 0; i < CHARTS; i++) {
  const params = {
    datasource: `${sales}__table`,
    time_range: 'No filter',
    row_limit: 100,
    ...kinds[i % kinds.length],
  };
  const r = await post('/api/v1/chart/', {
    slice_name: `Bench chart ${i + 1}`,
    viz_type: params.viz_type,
    datasource_id: sales,
    datasource_type: 'table',
    params: JSON.stringify(params),
  });
  ids.push(r.id);
}
const layout = {
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: [] },
};
for (let i = 0; i < ids.length; i += 3) {
  const row = `ROW-${i}`;
  layout.GRID_ID.children.push(row);
  layout[row] = { id: row, type: 'ROW', children: [], meta: {} };
  for (const id of ids.slice(i, i + 3)) {
    layout[row].children.push(`CHART-${id}`);
    layout[`CHART-${id}`] = {
      id: `CHART-${id}`,
      type: 'CHART',
      children: [],
      meta: { chartId: id, width: 4, height: 50 },
    };
  }
}
const dashboard = await post('/api/v1/dashboard/', {
  dashboard_title: 'Bench: 20 charts',
  position_json: JSON.stringify(layout),
  published: true,
});
const url = `${base}/superset/dashboard/${dashboard.id}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
});

// Signed-in cookies once; each load gets a fresh context with them (an empty browser cache).
const loginContext = await browser.newContext({ viewport: VIEWPORT });
const loginPage = await loginContext.newPage();
await loginPage.goto(`${base}/login/`);
await loginPage.getByLabel('Username').fill('admin');
await loginPage.getByLabel('Password').fill(PASSWORD);
await loginPage.getByRole('button', { name: /sign in/i }).click();
// Signing in lands on the home page (or ?next): anywhere but the login page.
await loginPage.waitForURL((url) => !url.pathname.startsWith('/login'));
const storageState = await loginContext.storageState();
await loginContext.close();

// In the page: charts whose box meets the viewport, and how many of those (and of all) have rendered;
// the chart-data requests sent before the last chart in view drew (not when the poll saw it: the
// app may start loading the charts below the fold by then).
const CHART_STATE = `(() => {
  const charts = [...document.querySelectorAll('[data-test="dashboard-chart"]')];
  const done = (el) => !!el.querySelector('[data-test="chart-container"][data-status="rendered"]');
  const inView = charts.filter((el) => { const r = el.getBoundingClientRect(); return r.bottom > 0 && r.top < innerHeight; });
  const drawnAt = Math.max(...inView.map((el) => el.querySelector('[data-test="chart-container"]')?.__renderedAt ?? Infinity));
  const requestsAtView = window.__chartDataAt.filter((t) => t <= drawnAt).length;
  return { total: charts.length, inView: inView.length, inViewDone: inView.filter(done).length, done: charts.filter(done).length, requestsAtView };
})()`;
// Before the app: when each chart container first turned rendered, and when each chart-data request
// was sent (the app's fetch).
const PROBES = `
  new MutationObserver((ms) => {
    for (const m of ms) if (m.target.dataset.status === 'rendered') m.target.__renderedAt ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-status'] });
  window.__chartDataAt = [];
  const appFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input.url;
    const method = init?.method ?? (typeof input === 'string' ? 'GET' : input.method);
    if (method === 'POST' && url.includes('/api/v1/chart/data')) window.__chartDataAt.push(performance.now());
    return appFetch.apply(this, arguments);
  };
`;

async function load({ force = false } = {}) {
  // bypassCSP: the bench's probes are string functions, which the app's CSP (no eval) would refuse.
  const context = await browser.newContext({ viewport: VIEWPORT, storageState, bypassCSP: true });
  const page = await context.newPage();
  await page.addInitScript(PROBES);
  if (process.env.BENCH_TIMELINE)
    await page.addInitScript(`
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
      window.__chartStatus = [];
      new MutationObserver((ms) => {
        for (const m of ms) window.__chartStatus.push([Math.round(performance.now()), m.target.dataset.status]);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-status'] });
    `);
  let chartData = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/v1/chart/data')) chartData += 1;
  });
  await page.goto(force ? `${url}?force=true` : url);
  await page.waitForFunction(
    `(() => { const s = ${CHART_STATE}; return s.total > 0 && s.inView > 0 && s.inView === s.inViewDone; })()`,
    null,
    {
      timeout: 60_000,
      polling: 20,
    },
  );
  const viewMs = await page.evaluate('performance.now()');
  const state = await page.evaluate(CHART_STATE);
  const requestsAtView = state.requestsAtView;
  // Then scroll down through the page, a screen every 50 ms, and wait for every chart.
  for (let y = 0; y < 20; y++) {
    await page.evaluate(`window.scrollBy(0, ${VIEWPORT.height})`);
    await page.waitForTimeout(50);
  }
  await page
    .waitForFunction(`(() => { const s = ${CHART_STATE}; return s.done === s.total; })()`, null, {
      timeout: 60_000,
      polling: 20,
    })
    .catch(async (e) => {
      const statuses = await page.evaluate(
        `[...document.querySelectorAll('[data-test="chart-container"]')].map((e) => e.dataset.status)`,
      );
      throw new Error(`not all charts rendered: ${JSON.stringify(statuses)}`, { cause: e });
    });
  const allMs = await page.evaluate('performance.now()');
  const jsBytes = await page.evaluate(`performance.getEntriesByType('resource')
    .filter((e) => e.name.endsWith('.js'))
    .reduce((sum, e) => sum + (e.transferSize || e.encodedBodySize), 0)`);
  if (process.env.BENCH_TIMELINE) {
    console.dir(
      await page.evaluate(`performance.getEntriesByType('resource')
        .map((e) => [e.name.replace(location.origin, '').slice(0, 60), e.encodedBodySize, Math.round(e.startTime), Math.round(e.responseEnd)])`),
      { maxArrayLength: null },
    );
    // [start, duration] of main-thread tasks over 50 ms; [time, status] of every chart status change.
    console.log('long tasks', JSON.stringify(await page.evaluate('window.__longTasks')));
    console.log('chart status', JSON.stringify(await page.evaluate('window.__chartStatus')));
    // User Timing marks, when a build of the web app sets any.
    const marks = await page.evaluate(
      `performance.getEntriesByType('mark').map((m) => [Math.round(m.startTime), m.name])`,
    );
    if (marks.length) console.log('marks', JSON.stringify(marks));
  }
  await context.close();
  return {
    view_rendered_ms: Math.round(viewMs),
    charts_in_view: state.inView,
    chart_data_requests_at_view: requestsAtView,
    all_rendered_ms: Math.round(allMs),
    chart_data_requests_total: chartData,
    js_kb: Math.round(jsBytes / 1024),
  };
}

console.log('warming the server cache…');
await load();
// Baseline, measured in the same run on the same machine: the sign-in page (the app's smallest page:
// its code and first render, no data) until its button shows, in a fresh context. The dashboard's
// figures over this one are what the dashboard itself costs.
async function loadLogin() {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.goto(`${base}/login/`);
  await page.getByRole('button', { name: /sign in/i }).waitFor();
  const ms = await page.evaluate('performance.now()');
  await context.close();
  return Math.round(ms);
}

const runs = [];
for (let i = 0; i < RUNS; i++) {
  const login_page_ms = await loadLogin();
  const warm = await load();
  const cold = await load({ force: true });
  runs.push({
    ...warm,
    login_page_ms,
    view_over_login: Math.round((warm.view_rendered_ms / login_page_ms) * 100) / 100,
    cold_view_rendered_ms: cold.view_rendered_ms,
    cold_all_rendered_ms: cold.all_rendered_ms,
    cold_chart_data_requests_at_view: cold.chart_data_requests_at_view,
    cold_view_over_login: Math.round((cold.view_rendered_ms / login_page_ms) * 100) / 100,
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
// The goals of issue 24, on the medians.
const GOALS = {
  view_over_login: { text: '≤ 1.2', met: (v) => v <= 1.2 },
  cold_view_rendered_ms: { text: '≤ 1500', met: (v) => v <= 1500 },
  js_kb: { text: '≤ 350', met: (v) => v <= 350 },
  chart_data_requests_at_view: {
    text: '= charts in view',
    met: (v) => v === median(runs.map((r) => r.charts_in_view)),
  },
};
const keys = Object.keys(runs[0]);
const rows = keys.map((metric) => {
  const xs = runs.map((r) => r[metric]);
  const m = median(xs);
  const goal = GOALS[metric];
  return {
    metric,
    median: m,
    min: Math.min(...xs),
    max: Math.max(...xs),
    goal: goal?.text ?? '',
    met: goal ? (goal.met(m) ? 'yes' : 'NO') : '',
  };
});
console.log(
  `\nDashboard of ${CHARTS} charts, ${VIEWPORT.width}x${VIEWPORT.height}, ${RUNS} loads each: warm server cache, and cold (cold_*: ?force=true):`,
);
console.table(rows);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/dashboard.json'),
  JSON.stringify({ when: new Date().toISOString(), charts: CHARTS, viewport: VIEWPORT, runs, rows }, null, 2),
);
await browser.close();
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
