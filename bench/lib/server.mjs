// What the benchmarks share: Meridian's built server with the example datasets (a `flights` table of
// N rows) listening on loopback, signed in as the admin over the API, and timing helpers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const dist = (p) => path.join(root, 'packages/server/dist', p);
export const ADMIN_PASSWORD = 'bench-admin-password';

/** `--name N` from the command line, or the fallback. */
export const numberArg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The median of `n` timed runs of `fn` after one warm-up run, in ms. */
export async function timeIt(n, fn) {
  await fn();
  const out = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return median(out);
}

/**
 * Builds the app on `dataDir` with `env`, registers the examples (`flightsRows` flights), listens on a
 * free loopback port and signs in: `{ app, ctx, config, base, accessToken, headers, datasource }`.
 */
export async function startBenchServer({ dataDir, flightsRows, env = {} }) {
  const { buildApp, loadConfig } = await import(dist('index.js'));
  const { registerExamples } = await import(dist('datasources/examples.js'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD,
    EXAMPLES_FLIGHTS_ROWS: String(flightsRows),
    ...env,
  });
  const { app, ctx } = await buildApp(config, { logger: false });
  const examples = await registerExamples(
    { db: ctx.db, config },
    { flightsRows, connections: ctx.connections },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const { access_token: accessToken } = await (
    await fetch(`${base}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db' }),
    })
  ).json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` };
  const datasource = { id: examples.datasetIds.flights, type: 'table' };
  return { app, ctx, config, base, accessToken, headers, datasource };
}

/** Writes bench/results/<name>.json. */
export function writeResults(name, data) {
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, `bench/results/${name}.json`), JSON.stringify(data, null, 2));
}
