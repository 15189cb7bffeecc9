// Memory and first-start benchmark: the real server (`npm start`: scripts/start.mjs and the server it
// runs) as a child process on a fresh data directory, its resident set size (RSS, from /proc or ps) read
//   - right after the first start has built the examples ("Examples ready" on its stdout),
//   - idle (10 s later, no requests),
//   - under load: 10 rounds of chart data (forced group-bys and raw rows over the 10M-row `flights`,
//     new cache entries every round, the other examples) and a burst of cached requests (autocannon,
//     10 connections); the peak and the end of each round,
//   - after the load (10 s idle),
// and the first-start time (process started → examples ready), each with its goal.
//   npm run bench -- memory [--rows N] [--rounds R]   (N flights rows, default 10,000,000; R default 10)
// Extra environment variables are passed to the server (e.g. DUCKDB_MEMORY_LIMIT, DUCKDB_THREADS).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, numberArg, root, writeResults } from './lib/server.mjs';

const flightsRows = numberArg('--rows', 10_000_000);
const rounds = numberArg('--rounds', 10);
const IDLE_MS = 10_000;
const BURST_SECONDS = 3;
const GOALS = { start_mb: 400, idle_mb: 150, load_mb: 600, first_start_s: 30, flat_mb: 50 };

const dataDir = path.join(root, 'bench/.data/memory');
fs.rmSync(dataDir, { recursive: true, force: true });

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set size of `pid` in MB (Linux /proc; ps elsewhere). */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    if (Number.isFinite(kb)) return kb / 1024;
  } catch {
    // not Linux
  }
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024
  );
}

/**
 * CPU seconds used by `pid`'s finished children (the examples builder, once it has exited): on a
 * busy machine the wall time says little, this says what the build costs. Null where /proc is missing.
 */
function childrenCpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // After "pid (comm) ": state is field 3, cutime and cstime are fields 16 and 17 (clock ticks).
    const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    return (Number(fields[13]) + Number(fields[14])) / ticks;
  } catch {
    return null;
  }
}

/** Polls the RSS every 100 ms until stopped; returns the peak. */
function peakSampler(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
console.log(`first start on a fresh data directory (flights: ${flightsRows.toLocaleString()} rows)…`);
const started = performance.now();
// `npm start` (scripts/start.mjs with its Node flags); the RSS read is its child's, the server's.
const launcher = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    EXAMPLES_FLIGHTS_ROWS: String(flightsRows),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let stderrTail = '';
launcher.stderr.on('data', (d) => (stderrTail = (stderrTail + d).slice(-4000)));
const stopServer = () => launcher.exitCode === null && launcher.kill('SIGTERM');
process.on('exit', stopServer);

/** The server process started by the launcher (its only child), once there is one. */
async function serverPid() {
  const file = `/proc/${launcher.pid}/task/${launcher.pid}/children`;
  if (!fs.existsSync(file)) return launcher.pid; // not Linux: the launcher itself
  for (;;) {
    const pid = Number(fs.readFileSync(file, 'utf8').trim().split(/\s+/)[0]);
    if (pid > 0) return pid;
    if (launcher.exitCode !== null)
      throw new Error(`the launcher exited (${launcher.exitCode}):\n${stderrTail}`);
    await pause(50);
  }
}
const server = { pid: await serverPid() };
const startPeak = peakSampler(server.pid);
let listeningMs = null;
const readyMs = await new Promise((resolve, reject) => {
  let out = '';
  launcher.stdout.on('data', (d) => {
    out += d;
    if (listeningMs === null && out.includes('Meridian is running'))
      listeningMs = performance.now() - started;
    if (/Examples ready/.test(out)) resolve(performance.now() - started);
  });
  launcher.on('exit', (code) =>
    reject(new Error(`the server exited (${code}) before the examples were ready:\n${out}\n${stderrTail}`)),
  );
});
const peakDuringStart = startPeak();
const afterStart = rssMb(server.pid);
const builderCpu = childrenCpuSeconds(server.pid);
console.log(`examples ready after ${(readyMs / 1000).toFixed(1)} s; RSS ${afterStart.toFixed(0)} MB`);

await pause(IDLE_MS);
const idle = rssMb(server.pid);
console.log(`idle: RSS ${idle.toFixed(0)} MB`);

// Signed in as the admin over the API.
const { access_token: accessToken } = await (
  await fetch(`${base}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db' }),
  })
).json();
const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
const datasets = (await (await fetch(`${base}/api/v1/dataset/?q=(page_size:100)`, { headers })).json())
  .result;
const flights = datasets.find((d) => d.table_name === 'flights');
if (!flights) throw new Error('no flights dataset');
const others = datasets.filter((d) => d !== flights);

const body = (datasourceId, query) =>
  JSON.stringify({ datasource: { id: datasourceId, type: 'table' }, queries: [query] });
async function chartData(datasourceId, query, force) {
  const res = await fetch(`${base}/api/v1/chart/data${force ? '?force=true' : ''}`, {
    method: 'POST',
    headers,
    body: body(datasourceId, query),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`chart data ${res.status}: ${text.slice(0, 300)}`);
  return text.length;
}

const groupBy = {
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
};
const rawColumns = [
  'ds',
  'AIRLINE',
  'ORIGIN_AIRPORT',
  'DESTINATION_AIRPORT',
  'DISTANCE',
  'DEPARTURE_DELAY',
  'ARRIVAL_DELAY',
  'CANCELLED',
];

function burst() {
  return new Promise((resolve, reject) => {
    const args = [
      path.join(root, 'node_modules/autocannon/autocannon.js'),
      '--json',
      '-c',
      '10',
      '-d',
      String(BURST_SECONDS),
      '-m',
      'POST',
      '-H',
      'content-type=application/json',
      '-H',
      `authorization=Bearer ${accessToken}`,
      '-b',
      body(flights.id, groupBy),
      `${base}/api/v1/chart/data`,
    ];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

const roundRows = [];
for (let round = 1; round <= rounds; round++) {
  const stop = peakSampler(server.pid);
  // Forced: the engine runs every time.
  await chartData(flights.id, groupBy, true);
  await chartData(
    flights.id,
    { columns: ['AIRLINE', 'DAY_OF_WEEK'], metrics: ['count'], row_limit: 1000 },
    true,
  );
  await chartData(flights.id, { columns: rawColumns, row_limit: 10_000 }, true);
  // New cache entries each round (a different row limit is a different cached query).
  await chartData(flights.id, { columns: rawColumns, row_limit: 10_000 - round }, false);
  await chartData(flights.id, { columns: rawColumns, row_limit: 50_000 - round }, false);
  for (const d of others) await chartData(d.id, { metrics: ['count'], row_limit: 1000 - round }, false);
  await chartData(flights.id, groupBy, false);
  const load = await burst();
  const peak = stop();
  const end = rssMb(server.pid);
  roundRows.push({
    round,
    peak_mb: Math.round(peak),
    end_mb: Math.round(end),
    cached_req_per_s: Math.round(load.requests.average),
    non_2xx: load.non2xx,
  });
  console.log(`round ${round}: peak ${peak.toFixed(0)} MB, end ${end.toFixed(0)} MB`);
}

await pause(IDLE_MS);
const afterLoad = rssMb(server.pid);
stopServer();
await new Promise((resolve) => (launcher.exitCode !== null ? resolve() : launcher.once('exit', resolve)));
fs.rmSync(dataDir, { recursive: true, force: true });

const loadPeak = Math.max(...roundRows.map((r) => r.peak_mb));
// Flat once the caches are full: the second half of the rounds ends within GOALS.flat_mb.
const tail = roundRows.slice(Math.floor(rounds / 2)).map((r) => r.end_mb);
const drift = tail.length ? Math.max(...tail) - Math.min(...tail) : 0;
const mb = (x) => `${Math.round(x)} MB`;
const ok = (pass) => (pass ? 'yes' : 'NO');
const summary = [
  {
    measure: 'first start → examples ready',
    value: `${(readyMs / 1000).toFixed(1)} s`,
    goal: `≤ ${GOALS.first_start_s} s`,
    met: ok(readyMs / 1000 <= GOALS.first_start_s),
  },
  {
    measure: 'RSS right after the first start',
    value: mb(afterStart),
    goal: `≤ ${GOALS.start_mb} MB`,
    met: ok(afterStart <= GOALS.start_mb),
  },
  { measure: 'RSS peak while building', value: mb(peakDuringStart), goal: '-', met: '-' },
  { measure: 'RSS idle', value: mb(idle), goal: `≤ ${GOALS.idle_mb} MB`, met: ok(idle <= GOALS.idle_mb) },
  {
    measure: `RSS under load (peak of ${rounds} rounds)`,
    value: mb(loadPeak),
    goal: `≤ ${GOALS.load_mb} MB`,
    met: ok(loadPeak <= GOALS.load_mb),
  },
  {
    measure: 'RSS drift over the second half of the rounds',
    value: mb(drift),
    goal: `≤ ${GOALS.flat_mb} MB`,
    met: ok(drift <= GOALS.flat_mb),
  },
  {
    measure: 'RSS after load (10 s idle)',
    value: mb(afterLoad),
    goal: `≤ ${GOALS.load_mb} MB`,
    met: ok(afterLoad <= GOALS.load_mb),
  },
];
console.table(roundRows);
console.table(summary);
writeResults('memory', {
  flightsRows,
  rounds,
  when: new Date().toISOString(),
  env: {
    DUCKDB_MEMORY_LIMIT: process.env.DUCKDB_MEMORY_LIMIT ?? null,
    DUCKDB_THREADS: process.env.DUCKDB_THREADS ?? null,
  },
  first_start_s: +(readyMs / 1000).toFixed(1),
  builder_cpu_s: builderCpu === null ? null : +builderCpu.toFixed(1),
  load_average_at_end: os.loadavg().map((x) => +x.toFixed(1)),
  listening_s: listeningMs === null ? null : +(listeningMs / 1000).toFixed(1),
  rss_mb: {
    after_start: Math.round(afterStart),
    peak_while_building: Math.round(peakDuringStart),
    idle: Math.round(idle),
    load_peak: loadPeak,
    load_drift: drift,
    after_load: Math.round(afterLoad),
  },
  goals: GOALS,
  rounds_detail: roundRows,
  summary,
});
