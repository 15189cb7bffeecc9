import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeMetaStore } from '../../bootstrap.js';
import { openMetaStore, type MetaStore } from '../db.js';
import {
  createEntry,
  deleteEntry,
  derivedUuid,
  getEntry,
  keyToUuid,
  KV,
  updateEntry,
  uuidToKey,
} from './key-value.js';

describe('keys', () => {
  it('write a uuid as 22 URL-safe characters and read it back', () => {
    for (let i = 0; i < 50; i++) {
      const uuid = randomUUID();
      const key = uuidToKey(uuid);
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(keyToUuid(key)).toBe(uuid);
    }
  });

  it('reject text that cannot be a key', () => {
    for (const bad of ['', 'abc', 'A'.repeat(23), `${'A'.repeat(21)}=`, '../../etc/passwd/xxxxx']) {
      expect(keyToUuid(bad)).toBeNull();
    }
  });

  it('derive the same uuid from the same input with the same secret only', () => {
    const a = derivedUuid('secret-1', [1, { state: 'x' }]);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(derivedUuid('secret-1', [1, { state: 'x' }])).toBe(a);
    expect(derivedUuid('secret-2', [1, { state: 'x' }])).not.toBe(a);
    expect(derivedUuid('secret-1', [2, { state: 'x' }])).not.toBe(a);
  });
});

describe('entries', () => {
  let store: MetaStore;
  beforeAll(async () => {
    store = openMetaStore('sqlite://:memory:');
    await upgradeMetaStore(store);
  });
  afterAll(() => store.close());

  it('are created, read, updated and deleted within their resource', async () => {
    const key = await createEntry(store.db, KV.explorePermalink, { a: 1 }, { ownerId: null });
    expect(await getEntry(store.db, KV.explorePermalink, key)).toEqual({
      key,
      value: { a: 1 },
      ownerId: null,
      expiresOn: null,
    });
    // The same key under another resource is not the same entry.
    expect(await getEntry(store.db, KV.dashboardPermalink, key)).toBeNull();
    expect(await updateEntry(store.db, KV.dashboardPermalink, key, { a: 2 })).toBe(false);
    expect(await updateEntry(store.db, KV.explorePermalink, key, { a: 2 })).toBe(true);
    expect((await getEntry(store.db, KV.explorePermalink, key))?.value).toEqual({ a: 2 });
    expect(await deleteEntry(store.db, KV.explorePermalink, key)).toBe(true);
    expect(await getEntry(store.db, KV.explorePermalink, key)).toBeNull();
  });

  it('expire, and a fixed uuid replaces the entry instead of adding one', async () => {
    const now = Date.now();
    const key = await createEntry(store.db, KV.exploreFormData, 'v', { ownerId: null, ttlMs: 1000, now });
    expect(await getEntry(store.db, KV.exploreFormData, key, now + 999)).not.toBeNull();
    expect(await getEntry(store.db, KV.exploreFormData, key, now + 1000)).toBeNull();

    const uuid = randomUUID();
    const k1 = await createEntry(store.db, KV.dashboardPermalink, { v: 1 }, { ownerId: null, uuid });
    const k2 = await createEntry(store.db, KV.dashboardPermalink, { v: 2 }, { ownerId: null, uuid });
    expect(k2).toBe(k1);
    expect((await getEntry(store.db, KV.dashboardPermalink, k1))?.value).toEqual({ v: 2 });
  });
});
