/**
 * Content-hashed build assets held in memory with their precompressed copies: such a file never
 * changes under its name, so it is read from disk once and then sent without a file-system call.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';

export interface Asset {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

export const contentType = (file: string): string =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** The best encoding the request accepts among those the asset has (brotli first). */
export function pickEncoding(acceptEncoding: string | undefined, asset: Asset): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (asset.br && accepted.has('br')) return 'br';
  if (asset.gzip && accepted.has('gzip')) return 'gzip';
  return null;
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Loads assets on first use and keeps up to `maxBytes` of them. */
export class AssetCache {
  private readonly cache: LRUCache<string, Promise<Asset | null>>;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.cache = new LRUCache<string, Promise<Asset | null>>({
      maxSize: maxBytes,
      // Sizes are known once loaded; a pending entry counts as one byte.
      sizeCalculation: () => 1,
    });
  }

  /** The asset at `file` (absolute), or null when there is no such file. */
  get(file: string): Promise<Asset | null> {
    let entry = this.cache.get(file);
    if (!entry) {
      entry = this.load(file);
      this.cache.set(file, entry);
      entry.then(
        (asset) => {
          if (!asset)
            this.cache.delete(file); // a file built later is found then
          else if (this.cache.get(file) === entry) this.cache.set(file, entry, { size: sizeOf(asset) });
        },
        () => this.cache.delete(file),
      );
    }
    return entry;
  }

  private async load(file: string): Promise<Asset | null> {
    const [identity, br, gzip] = await Promise.all([
      readIfExists(file),
      readIfExists(`${file}.br`),
      readIfExists(`${file}.gz`),
    ]);
    if (!identity) return null;
    return { type: contentType(file), identity, br, gzip };
  }
}

const sizeOf = (a: Asset) => a.identity.length + (a.br?.length ?? 0) + (a.gzip?.length ?? 0) || 1;
