/**
 * Temporary state in the key_value store (explore form_data, dashboard filter state): entries live 90
 * days after their last use; anyone who may read what they belong to may read one, only its creator
 * may change or delete it.
 */
import { AccessDenied, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import {
  createEntry,
  deleteEntry,
  getEntry,
  TEMPORARY_STATE_TTL_MS,
  touchEntry,
  updateEntry,
  type KvEntry,
  type KvResource,
} from '../../meta/repositories/key-value.js';
import type { AuthUser } from '../../security/auth.js';

export const STATE_FORBIDDEN = "You don't have permission to modify the value.";

/** A live entry, or NotFound. */
export async function stateEntry<T>(db: MetaDb, resource: KvResource, key: string): Promise<KvEntry<T>> {
  const entry = await getEntry<T>(db, resource, key);
  if (!entry) throw new NotFound('Not found');
  return entry;
}

/** Refuses a change by anyone but the entry's creator. */
export function requireStateOwner(entry: KvEntry<unknown>, user: AuthUser): void {
  if (entry.ownerId !== user.id) throw new AccessDenied(STATE_FORBIDDEN);
}

export const createState = (db: MetaDb, resource: KvResource, user: AuthUser, value: unknown) =>
  createEntry(db, resource, value, { ownerId: user.id, ttlMs: TEMPORARY_STATE_TTL_MS });

export const updateState = (db: MetaDb, resource: KvResource, key: string, value: unknown) =>
  updateEntry(db, resource, key, value, TEMPORARY_STATE_TTL_MS);

/** Superset refreshes an entry's lifetime on every read. */
export const touchState = (db: MetaDb, resource: KvResource, key: string) =>
  touchEntry(db, resource, key, TEMPORARY_STATE_TTL_MS);

export const deleteState = (db: MetaDb, resource: KvResource, key: string) => deleteEntry(db, resource, key);
