/**
 * The built web app: assets under /static/, index.html for every page route. Vite's hashed assets
 * (`assets/<name>-<hash>.<ext>`: a new name whenever the content changes) are cached by browsers for
 * a year as immutable and kept in memory by the server; anything else is read from disk and
 * revalidated. The build writes `.br` and `.gz` copies beside the text assets; they are sent as they
 * are to browsers that accept them.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AssetCache, pickEncoding } from './assetCache.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Vite's output names: `<name>-<8 or more base64url characters>.<ext>` (+ `.br` / `.gz`). */
const HASHED = /-[\w-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;

/** Whether `file` (a path under `webDist`) is a content-hashed build asset. */
export function isHashedAsset(webDist: string, file: string): boolean {
  const rel = path.relative(webDist, file).split(path.sep);
  return rel.length === 2 && rel[0] === 'assets' && HASHED.test(rel[1]!);
}

export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  if (!webDist) {
    app.setNotFoundHandler((request, reply) => reply.code(404).send({ message: 'Not found' }));
    return;
  }
  // Read per page load (a small file) so a rebuilt web app is served without a restart.
  const indexFile = path.join(webDist, 'index.html');
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/static/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    wildcard: true,
    setHeaders: (reply, file) => {
      if (!isHashedAsset(webDist, file)) reply.header('cache-control', 'no-cache');
    },
  });
  // Hashed assets from memory, without a file-system call per request.
  const assets = new AssetCache();
  const assetsDir = path.join(webDist, 'assets');
  app.get<{ Params: { name: string } }>(
    '/static/assets/:name',
    { config: { public: true } },
    async (request, reply) => {
      const { name } = request.params;
      if (name.startsWith('.') || /[/\\\0]/.test(name)) return reply.callNotFound();
      const file = path.join(assetsDir, name);
      if (!isHashedAsset(webDist, file)) return reply.sendFile(`assets/${name}`);
      const asset = await assets.get(file).catch(() => null);
      if (!asset) return reply.callNotFound();
      const encoding = pickEncoding(request.headers['accept-encoding'], asset);
      reply
        .header('content-type', asset.type)
        .header('cache-control', IMMUTABLE)
        .header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding ? asset[encoding] : asset.identity);
    },
  );
  const sendIndex = async (_: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(await fs.promises.readFile(indexFile, 'utf8'));
  app.get('/login/', { config: { public: true } }, sendIndex);
  app.get('/login', { config: { public: true } }, sendIndex);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/static/')) {
      return sendIndex(request, reply);
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
