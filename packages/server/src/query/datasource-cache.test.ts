import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upgradeMetaStore } from '../bootstrap.js';
import { openMetaStore } from '../meta/db.js';
import { DatasourceCache } from './datasource-loader.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-ds-cache-'));
const store = openMetaStore(`sqlite://${path.join(dir, 'meta.db')}`);

beforeAll(async () => {
  await upgradeMetaStore(store);
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('DatasourceCache', () => {
  it('keeps at most its bound of entries, the most recently used', async () => {
    const cache = new DatasourceCache(store.db, 60_000, 3);
    for (let id = 1; id <= 10; id++) expect(await cache.get(id)).toBeNull();
    expect(cache.size).toBe(3);
    // The same promise while cached: no second metadata read.
    expect(cache.get(10)).toBe(cache.get(10));
    cache.invalidate();
    expect(cache.size).toBe(0);
  });
});
