/** The metadata stores API behaviour is checked on: SQLite always, PostgreSQL where it runs here. */
import { afterAll, beforeAll } from 'vitest';
import { createPgDatabase } from './app.js';
import { HAS_PG } from './services.js';

export const META_STORES: [string, boolean][] = [
  ['SQLite', true],
  ['PostgreSQL', HAS_PG],
];

/** The store's `metaDatabaseUrl` (a fresh PostgreSQL database, none for SQLite) and what drops it. */
export async function metaStore(
  store: string,
): Promise<{ metaDatabaseUrl?: string; drop?: () => Promise<void> }> {
  if (store !== 'PostgreSQL') return {};
  const pg = await createPgDatabase();
  return { metaDatabaseUrl: pg.url, drop: pg.drop };
}

/**
 * The hooks of a describe block run on one metadata store: before its tests, `start` with the store's
 * `metaDatabaseUrl`; after them, `stop` and the store's database dropped. Nothing where the store does
 * not run here.
 */
export function onMetaStore(
  store: string,
  available: boolean,
  hooks: { start: (metaDatabaseUrl?: string) => Promise<void>; stop: () => Promise<void> | undefined },
  timeoutMs?: number,
) {
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (!available) return;
    const meta = await metaStore(store);
    drop = meta.drop;
    await hooks.start(meta.metaDatabaseUrl);
  }, timeoutMs);
  afterAll(async () => {
    await hooks.stop();
    await drop?.();
  });
}
