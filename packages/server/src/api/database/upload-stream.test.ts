/**
 * A ~100 MB CSV streams into DuckDB with bounded memory: the file is generated on disk, sent over a
 * real socket as a stream (never held by the test), spooled, read twice and batch-inserted; the
 * process's heap and resident memory are sampled throughout and their growth must stay bounded.
 * Its rows are wide (a long note), so the 100 MB take a few hundred thousand rows: the cost of an
 * upload grows with its rows, while what is bounded here is the file's size.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineRegistry } from '../../engines/registry.js';
import { login, startTestServer, type Session, type TestServer } from '../../test-support/app.js';
import { engineTempDir } from '../../test-support/engine-targets.js';
import { chartRows, datasetOf, uploadDatabase } from './upload.test-support.js';

const dir = engineTempDir('meridian-upload-stream-');
const dbFile = path.join(dir, 'big.duckdb');
const csvFile = path.join(dir, 'big.csv');
const TARGET_BYTES = 100 * 1024 * 1024;
const MB = 1024 * 1024;
/** Each row's note ends with this (~240 characters). */
const NOTE_TAIL = ' lorem ipsum dolor sit amet'.repeat(9);
// A full collection before each heap sample, so the samples measure what is kept, not garbage
// V8 has yet to collect.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
let server: TestServer;
let admin: Session;
let dbId: number;
let rows = 0;

/** Writes deterministic rows until the file reaches TARGET_BYTES; the row count. */
async function generateCsv(): Promise<number> {
  const out = fs.createWriteStream(csvFile);
  out.write('id,category,amount,day,note\n');
  let n = 0;
  let bytes = 0;
  while (bytes < TARGET_BYTES) {
    let chunk = '';
    for (let i = 0; i < 1000; i += 1, n += 1) {
      const day = `2024-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
      chunk += `${n},"cat ${n % 7}, more",${(n % 1000) / 4},${day},note number ${n % 97}${NOTE_TAIL}\n`;
    }
    bytes += Buffer.byteLength(chunk);
    if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
  return n;
}

/** POSTs the form with the file streamed from disk over a socket; status and body. */
function streamUpload(
  port: number,
  fields: Record<string, string>,
): Promise<{ status: number; body: string }> {
  const boundary = `----meridianBig${randomBytes(8).toString('hex')}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `${head}--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.csv"\r\ncontent-type: text/csv\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port,
        method: 'POST',
        path: `/api/v1/database/${dbId}/upload/`,
        headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.write(fileHead);
    const file = fs.createReadStream(csvFile);
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}

beforeAll(async () => {
  rows = await generateCsv();
  const c = await createEngineRegistry().connect({
    uri: `duckdb:///${dbFile}`,
    allowDml: true,
    readOnly: false,
    allowFileDatabases: true,
  });
  await c.close();
  server = await startTestServer({ env: { ALLOW_FILE_DATABASES: 'true' } });
  admin = await login(server);
  dbId = await uploadDatabase(server, admin, { name: 'big', uri: `duckdb:///${dbFile}`, schemas: [] });
}, 300_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a 100 MB CSV upload', () => {
  it('streams in with bounded memory', async () => {
    expect(fs.statSync(csvFile).size).toBeGreaterThanOrEqual(TARGET_BYTES);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (server.app.server.address() as AddressInfo).port;
    gc();
    const base = process.memoryUsage();
    let peakHeap = base.heapUsed;
    let peakRss = base.rss;
    const sampler = setInterval(() => {
      gc();
      const m = process.memoryUsage();
      peakHeap = Math.max(peakHeap, m.heapUsed);
      peakRss = Math.max(peakRss, m.rss);
    }, 1000);
    const started = Date.now();
    const res = await streamUpload(port, {
      type: 'csv',
      table_name: 'big_table',
      schema: 'main',
      column_dates: 'day',
    });
    clearInterval(sampler);
    const heapGrowth = (peakHeap - base.heapUsed) / MB;
    const rssGrowth = (peakRss - base.rss) / MB;
    console.log(
      `100 MB upload: ${rows} rows in ${Date.now() - started} ms; heap +${heapGrowth.toFixed(0)} MB, rss +${rssGrowth.toFixed(0)} MB`,
    );
    expect(res.status, res.body).toBe(201);
    // Holding the file (100 MB of text, ~2x as JS strings) would show here; streaming keeps it small.
    expect(heapGrowth).toBeLessThan(64);
    // Resident memory also holds DuckDB's buffers for the new table; the file itself is not in it.
    expect(rssGrowth).toBeLessThan(512);
    const ds = (await datasetOf(server, dbId, 'big_table'))!;
    const [count] = await chartRows(server, admin, ds.id, { metrics: ['count'], columns: [] });
    expect(count!.count).toBe(rows);
  }, 600_000);
});
