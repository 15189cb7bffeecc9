import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteKeys, HAS_REDIS, REDIS_URL, uniquePrefix } from '../test-support/redis.js';
import { RedisResultCache } from './redis-cache.js';

const prefix = uniquePrefix('cache');
const caches: RedisResultCache[] = [];
const open = (maxValueBytes?: number) => {
  const cache = new RedisResultCache(REDIS_URL, { prefix, defaultTtlSeconds: 600, maxValueBytes });
  caches.push(cache);
  return cache;
};
const payload = (json: string) => ({ json, cachedAt: '2026-01-02T03:04:05.000Z' });
const raw = new Redis(REDIS_URL, { lazyConnect: true });

afterAll(async () => {
  await Promise.all(caches.map((c) => c.close()));
  raw.disconnect();
  if (HAS_REDIS) await deleteKeys(prefix);
});

describe.skipIf(!HAS_REDIS)('RedisResultCache', () => {
  it('stores and reads back a payload, shared by two clients of the same prefix', async () => {
    const a = open();
    const b = open();
    await a.set('k1', payload('{"rows":[1,2]}\n[["x"]]'), 60);
    expect(await b.get('k1')).toEqual(payload('{"rows":[1,2]}\n[["x"]]'));
    expect(await b.get('missing')).toBeUndefined();
    // Another prefix is another deployment.
    const other = new RedisResultCache(REDIS_URL, { prefix: `${prefix}-other` });
    caches.push(other);
    expect(await other.get('k1')).toBeUndefined();
  });

  it('gives entries their TTL, or the default one, and they expire', async () => {
    const cache = open();
    await cache.set('ttl-given', payload('1'), 30, ['7__table']);
    await cache.set('ttl-default', payload('2'), null);
    expect(await raw.ttl(`${prefix}:cache:v:ttl-given`)).toBeGreaterThan(25);
    expect(await raw.ttl(`${prefix}:cache:v:ttl-default`)).toBeGreaterThan(590);
    // The tag set lives as long as its longest entry.
    expect(await raw.ttl(`${prefix}:cache:tag:7__table`)).toBeGreaterThan(25);
    await cache.set('ttl-longer', payload('3'), 300, ['7__table']);
    expect(await raw.ttl(`${prefix}:cache:tag:7__table`)).toBeGreaterThan(290);
    await cache.set('ttl-short', payload('4'), 1);
    expect((await cache.get('ttl-short'))?.json).toBe('4');
    await new Promise((r) => setTimeout(r, 2100));
    expect(await cache.get('ttl-short')).toBeUndefined();
  });

  it('invalidates entries by key and by tag, leaving the others', async () => {
    const cache = open();
    await cache.set('a', payload('1'), null, ['3__table']);
    await cache.set('b', payload('2'), null, ['3__table', '4__table']);
    await cache.set('c', payload('3'), null, ['4__table']);
    await cache.set('d', payload('4'), null);
    await cache.set('e', payload('5'), null);
    await cache.invalidate(['e'], ['3__table']);
    expect(await Promise.all(['a', 'b', 'c', 'd', 'e'].map(async (k) => (await cache.get(k))?.json))).toEqual(
      [undefined, undefined, '3', '4', undefined],
    );
    expect(await raw.exists(`${prefix}:cache:tag:3__table`)).toBe(0);
    await cache.invalidate([], ['4__table']);
    expect(await cache.get('c')).toBeUndefined();
    expect((await cache.get('d'))?.json).toBe('4');
  });

  it('does not store a value above the size cap', async () => {
    const cache = open(100);
    await cache.set('big', payload('x'.repeat(200)), null, ['9__table']);
    await cache.set('small', payload('y'.repeat(20)), null);
    expect(await cache.get('big')).toBeUndefined();
    expect(await raw.exists(`${prefix}:cache:tag:9__table`)).toBe(0);
    expect((await cache.get('small'))?.json).toBe('y'.repeat(20));
  });
});
