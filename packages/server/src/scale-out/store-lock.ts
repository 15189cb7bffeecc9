/**
 * A lock across every process on one metadata store, for the start-up steps that check then write
 * (seeding roles and permissions, creating the first admin): N web processes and M workers started
 * together on a fresh PostgreSQL store would otherwise insert the same rows at once and all but one
 * fail on a unique index. PostgreSQL: a session advisory lock held on one connection of the pool
 * while `run` uses the others. SQLite: one process owns the file, so no lock is needed.
 */
import { sql } from 'kysely';
import type { MetaStore } from '../meta/db.js';

/** Advisory lock keys (any 64-bit number; these spell "meridian" + a step). */
export const STORE_LOCKS = { upgrade: 0x6d65726964010001n, firstAdmin: 0x6d65726964010002n } as const;

export async function withStoreLock<T>(store: MetaStore, key: bigint, run: () => Promise<T>): Promise<T> {
  if (store.dialect !== 'postgres') return run();
  return store.db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${key.toString()}::bigint)`.execute(conn);
    try {
      return await run();
    } finally {
      await sql`SELECT pg_advisory_unlock(${key.toString()}::bigint)`.execute(conn);
    }
  });
}
