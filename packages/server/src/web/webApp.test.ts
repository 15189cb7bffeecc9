import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isHashedAsset, registerWebApp } from './webApp.js';

const JS = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;

describe('registerWebApp', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-webapp-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="app"></div>');
    const asset = path.join(dir, 'assets', 'index-CWqpQw6q.js');
    fs.writeFileSync(asset, JS);
    fs.writeFileSync(`${asset}.br`, brotliCompressSync(JS));
    fs.writeFileSync(`${asset}.gz`, gzipSync(JS));
    fs.writeFileSync(path.join(dir, 'assets', 'plain.js'), JS); // no compressed copy, no hash
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
    app = Fastify();
    await registerWebApp(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset, cached for a year as immutable', async () => {
    const res = await app.inject({
      url: '/static/assets/index-CWqpQw6q.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(JS.length / 4);
  });

  it('sends gzip to a browser without brotli, and the file itself to one without either', async () => {
    const gz = await app.inject({
      url: '/static/assets/index-CWqpQw6q.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/static/assets/index-CWqpQw6q.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
  });

  it('keeps hashed assets in memory once read', async () => {
    const name = 'kept-Ab12Cd34.js';
    fs.writeFileSync(path.join(dir, 'assets', name), JS);
    const first = await app.inject({ url: `/static/assets/${name}` });
    expect(first.body).toBe(JS);
    fs.rmSync(path.join(dir, 'assets', name));
    const again = await app.inject({ url: `/static/assets/${name}` });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(JS);
  });

  it('honours q=0 in accept-encoding and refuses paths outside the assets folder', async () => {
    const res = await app.inject({
      url: '/static/assets/index-CWqpQw6q.js',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    for (const url of [
      '/static/assets/..%2Findex.html',
      '/static/assets/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/static/assets/.hidden-CWqpQw6q.js',
    ]) {
      const r = await app.inject({ url });
      expect(r.statusCode, `${url} ${r.body.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
    }
  });

  it('revalidates files whose name carries no content hash', async () => {
    const res = await app.inject({ url: '/static/assets/plain.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    const robots = await app.inject({ url: '/static/robots.txt' });
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers page routes with index.html (never cached) and unknown API paths with 404', async () => {
    const page = await app.inject({ url: '/superset/dashboard/1/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="app">');
    expect((await app.inject({ url: '/api/v1/nothing' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/static/assets/missing-CWqpQw6q.js' })).statusCode).toBe(404);
  });

  it('tells hashed build assets from other files', () => {
    expect(isHashedAsset('/d', '/d/assets/index-CWqpQw6q.js')).toBe(true);
    expect(isHashedAsset('/d', '/d/assets/inter-latin-400-normal-C38fXH4l.woff2')).toBe(true);
    expect(isHashedAsset('/d', '/d/assets/index-CWqpQw6q.js.br')).toBe(true);
    expect(isHashedAsset('/d', '/d/index.html')).toBe(false);
    expect(isHashedAsset('/d', '/d/assets/plain.js')).toBe(false);
    expect(isHashedAsset('/d', '/d/other/index-CWqpQw6q.js')).toBe(false);
  });
});
