/** The metadata stores API behaviour is checked on: SQLite always, PostgreSQL where it runs here. */
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
