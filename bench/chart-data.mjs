// Chart-data benchmark: the raw engine (the same SQL on the same DuckDB instance, in process) against
// POST /api/v1/chart/data end to end over HTTP on loopback, on the 10M-row `flights` table; the JSON
// cases include the client's parse of the answer, the raw engine its row conversion. Then cached chart
// data under load against GET /health under the same load (autocannon, 10 connections), same run.
//   npm run bench -- chart-data [--rows N] [--runs N]
//   (N flights rows, default 10,000,000; runs of each case, default 3: the median ratio is reported)
import path from 'node:path';
import { spawn } from 'node:child_process';
import { dist, numberArg, root, startBenchServer, timeIt, writeResults } from './lib/server.mjs';

const { acquireInstance, releaseInstance } = await import(dist('engines/duckdb/instances.js'));

const flightsRows = numberArg('--rows', 10_000_000);
const dataDir = path.join(root, 'bench/.data');
console.log(`preparing examples (flights: ${flightsRows.toLocaleString()} rows)…`);
const { app, base, accessToken, headers, datasource } = await startBenchServer({
  dataDir,
  flightsRows,
  env: { SQL_MAX_ROW: '1000000' },
});

const cases = {
  'a) group-by, all rows, ~50 groups': {
    columns: ['ORIGIN_AIRPORT'],
    metrics: [
      'count',
      {
        expressionType: 'SIMPLE',
        aggregate: 'AVG',
        column: { column_name: 'DEPARTURE_DELAY' },
        label: 'avg_delay',
      },
    ],
    orderby: [['count', false]],
    row_limit: 1000,
  },
  'b) 10,000 raw records': {
    columns: [
      'DEPARTURE_TIME',
      'AIRLINE',
      'ORIGIN_AIRPORT',
      'DESTINATION_AIRPORT',
      'DISTANCE',
      'DEPARTURE_DELAY',
      'ARRIVAL_DELAY',
    ],
    row_limit: 10_000,
  },
  'd) 100,000-row CSV export': {
    columns: [
      'DEPARTURE_TIME',
      'AIRLINE',
      'ORIGIN_AIRPORT',
      'DESTINATION_AIRPORT',
      'DISTANCE',
      'DEPARTURE_DELAY',
      'ARRIVAL_DELAY',
    ],
    row_limit: 100_000,
  },
};
const body = (query, extra = {}) => JSON.stringify({ datasource, queries: [query], ...extra });

async function call(query, extra = {}, qs = '?force=true') {
  const res = await fetch(`${base}/api/v1/chart/data${qs}`, {
    method: 'POST',
    headers,
    body: body(query, extra),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${res.status} ${text.slice(0, 300)}`);
  return text;
}
// As the web app reads a JSON answer: the text parsed into the payload's row objects.
const callParsed = async (query) => JSON.parse(await call(query));

const goals = { 'a)': 1.1, 'b)': 1.3 };

// The raw engine: the SQL Meridian compiles, run on the same DuckDB instance and materialised as rows.
const inst = await acquireInstance(path.join(dataDir, 'examples.duckdb'), true);
const raw = await inst.instance.connect();
async function rawTime(query, n) {
  const { result } = JSON.parse(await call(query, { result_type: 'query' }, ''));
  const sql = result[0].query;
  return timeIt(n, async () => {
    const reader = await raw.runAndReadAll(sql);
    reader.getRowObjects();
  });
}

// Each case measured `runs` times (raw then API, each the median of n timed runs); the ratio reported is
// the median of the runs' ratios, with the run that gave it.
const runs = numberArg('--runs', 3);
const rows = [];
for (const [name, query] of Object.entries(cases)) {
  const csv = name.startsWith('d)');
  const n = csv ? 5 : 9;
  const measured = [];
  for (let r = 0; r < runs; r++) {
    const rawMs = await rawTime(query, n);
    let peak = 0;
    const before = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const apiMs = await timeIt(n, () => (csv ? call(query, { result_format: 'csv' }) : callParsed(query)));
    clearInterval(sampler);
    measured.push({ rawMs, apiMs, ratio: apiMs / rawMs, rss: peak - before });
  }
  const mid = [...measured].sort((x, y) => x.ratio - y.ratio)[Math.floor(runs / 2)];
  rows.push({
    case: name,
    raw_ms: +mid.rawMs.toFixed(1),
    api_ms: +mid.apiMs.toFixed(1),
    ratio: +mid.ratio.toFixed(2),
    ratios: measured.map((m) => m.ratio.toFixed(2)).join(' '),
    goal: goals[name.slice(0, 2)] ? `≤ ${goals[name.slice(0, 2)]}` : '',
    ...(csv && { rss_growth_mb: +(mid.rss / 2 ** 20).toFixed(1) }),
  });
}

// c) cache hits under load: the group-by again, without force, 10 connections for 10 s; then GET /health
// under the same load, the floor of any request on this server.
await call(cases['a) group-by, all rows, ~50 groups'], {}, '');
/** autocannon in its own process, so the load generator does not share the server's event loop. */
const autocannon = (extra, url) =>
  new Promise((resolve, reject) => {
    const args = [
      path.join(root, 'node_modules/autocannon/autocannon.js'),
      '--json',
      '-c',
      '10',
      '-d',
      '10',
      ...extra,
      url,
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
const load = await autocannon(
  [
    '-m',
    'POST',
    '-H',
    'content-type=application/json',
    '-H',
    `authorization=Bearer ${accessToken}`,
    '-b',
    body(cases['a) group-by, all rows, ~50 groups']),
  ],
  `${base}/api/v1/chart/data`,
);
const health = await autocannon([], `${base}/health`);
rows.push({
  case: 'c) cache hit under load ÷ GET /health',
  requests_per_s: Math.round(load.requests.average),
  health_requests_per_s: Math.round(health.requests.average),
  ratio: +(load.requests.average / health.requests.average).toFixed(2),
  goal: '≥ 0.5',
  p99_ms: load.latency.p99,
  non_2xx: load.non2xx + health.non2xx,
});

console.table(rows);
writeResults('chart-data', { flightsRows, when: new Date().toISOString(), rows });
raw.closeSync?.();
releaseInstance(inst);
await app.close();
