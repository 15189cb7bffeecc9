/**
 * The `key_value` store behind permalinks, explore form_data and dashboard filter state. An entry's
 * public key is its uuid (random, or derived with the secret key) written as 22 base64url characters:
 * URL-safe and not guessable. Values are JSON; an entry may have an owner and an expiry.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { MetaDb } from '../db.js';

/** Resource names, Superset's where it has one. */
export const KV = {
  explorePermalink: 'chart_permalink',
  dashboardPermalink: 'dashboard_permalink',
  exploreFormData: 'explore_form_data',
  dashboardFilterState: 'dashboard_filter_state',
  sqllabPermalink: 'sqllab_permalink',
} as const;
export type KvResource = (typeof KV)[keyof typeof KV];

const DAY_MS = 86_400_000;
/** Temporary state lives 90 days after its last read or write, as Superset's metastore cache. */
export const TEMPORARY_STATE_TTL_MS = 90 * DAY_MS;

export interface KvEntry<T> {
  key: string;
  value: T;
  ownerId: number | null;
  expiresOn: string | null;
}

export function uuidToKey(uuid: string): string {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The uuid behind a key, or null when the text cannot be one of our keys. */
export function keyToUuid(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(key)) return null;
  const hex = Buffer.from(key, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A version-5-style uuid from an HMAC of the input: the same input gives the same key. */
export function derivedUuid(secret: string, input: unknown): string {
  const b = createHmac('sha256', secret).update(JSON.stringify(input)).digest().subarray(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x50;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const expiry = (ttlMs: number | undefined, now: number) =>
  ttlMs === undefined ? null : new Date(now + ttlMs).toISOString();

export interface CreateOptions {
  ownerId: number | null;
  /** Lifetime; none means permanent. */
  ttlMs?: number;
  /** A fixed uuid (derived keys); an existing entry with it is replaced. */
  uuid?: string;
  now?: number;
}

export async function createEntry(
  db: MetaDb,
  resource: KvResource,
  value: unknown,
  opts: CreateOptions,
): Promise<string> {
  const now = opts.now ?? Date.now();
  const nowText = new Date(now).toISOString();
  const uuid = opts.uuid ?? randomUUID();
  const row = {
    resource,
    value: JSON.stringify(value),
    created_by_fk: opts.ownerId,
    changed_on: nowText,
    expires_on: expiry(opts.ttlMs, now),
  };
  await db.transaction().execute(async (trx) => {
    // Expired entries of the resource go on every write, so the table does not grow without bound.
    await trx
      .deleteFrom('key_value')
      .where('resource', '=', resource)
      .where('expires_on', 'is not', null)
      .where('expires_on', '<', nowText)
      .execute();
    if (opts.uuid) {
      const done = await trx.updateTable('key_value').set(row).where('uuid', '=', uuid).executeTakeFirst();
      if (Number(done.numUpdatedRows) > 0) return;
    }
    await trx
      .insertInto('key_value')
      .values({ uuid, created_on: nowText, ...row })
      .execute();
  });
  return uuidToKey(uuid);
}

/** A live entry of the resource, or null (unknown, malformed or expired key). */
export async function getEntry<T>(
  db: MetaDb,
  resource: KvResource,
  key: string,
  now = Date.now(),
): Promise<KvEntry<T> | null> {
  const uuid = keyToUuid(key);
  if (!uuid) return null;
  const row = await db
    .selectFrom('key_value')
    .select(['value', 'created_by_fk', 'expires_on'])
    .where('uuid', '=', uuid)
    .where('resource', '=', resource)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_on !== null && Date.parse(row.expires_on) <= now) return null;
  return { key, value: JSON.parse(row.value) as T, ownerId: row.created_by_fk, expiresOn: row.expires_on };
}

/** Replaces the value (and renews the lifetime when given); false when the entry is gone. */
export async function updateEntry(
  db: MetaDb,
  resource: KvResource,
  key: string,
  value: unknown,
  ttlMs?: number,
  now = Date.now(),
): Promise<boolean> {
  const uuid = keyToUuid(key);
  if (!uuid) return false;
  const res = await db
    .updateTable('key_value')
    .set({
      value: JSON.stringify(value),
      changed_on: new Date(now).toISOString(),
      ...(ttlMs !== undefined && { expires_on: expiry(ttlMs, now) }),
    })
    .where('uuid', '=', uuid)
    .where('resource', '=', resource)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Pushes the expiry of a temporary entry forward (Superset refreshes it on every read). */
export async function touchEntry(db: MetaDb, resource: KvResource, key: string, ttlMs: number) {
  const uuid = keyToUuid(key);
  if (!uuid) return;
  await db
    .updateTable('key_value')
    .set({ expires_on: expiry(ttlMs, Date.now()) })
    .where('uuid', '=', uuid)
    .where('resource', '=', resource)
    .execute();
}

export async function deleteEntry(db: MetaDb, resource: KvResource, key: string): Promise<boolean> {
  const uuid = keyToUuid(key);
  if (!uuid) return false;
  const res = await db
    .deleteFrom('key_value')
    .where('uuid', '=', uuid)
    .where('resource', '=', resource)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
