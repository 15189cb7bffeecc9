import { describe, expect, it } from 'vitest';
import { MemoryResultCache } from './cache.js';

const payload = (json: string) => ({ json, cachedAt: '2026-01-01T00:00:00.000Z' });

describe('MemoryResultCache', () => {
  it('invalidates entries by key and by tag', async () => {
    const cache = new MemoryResultCache();
    await cache.set('a', payload('1'), null, ['3__table']);
    await cache.set('b', payload('2'), null, ['3__table', '4__table']);
    await cache.set('c', payload('3'), null, ['4__table']);
    await cache.set('d', payload('4'), null);
    await cache.invalidate([], ['3__table']);
    expect([await cache.get('a'), await cache.get('b')]).toEqual([undefined, undefined]);
    expect((await cache.get('c'))?.json).toBe('3');
    await cache.invalidate(['d'], []);
    expect(await cache.get('d')).toBeUndefined();
    expect((await cache.get('c'))?.json).toBe('3');
  });

  it('forgets the tags of an overwritten entry', async () => {
    const cache = new MemoryResultCache();
    await cache.set('a', payload('1'), null, ['3__table']);
    await cache.set('a', payload('2'), null, ['4__table']);
    await cache.invalidate([], ['3__table']);
    expect((await cache.get('a'))?.json).toBe('2');
    await cache.invalidate([], ['4__table']);
    expect(await cache.get('a')).toBeUndefined();
  });

  it('forgets the tags of an evicted entry', async () => {
    const cache = new MemoryResultCache(300);
    await cache.set('a', payload('x'.repeat(60)), null, ['3__table']);
    await cache.set('b', payload('y'.repeat(60)), null, ['5__table']);
    expect(await cache.get('a')).toBeUndefined();
    await cache.set('a', payload('z'), null, ['6__table']);
    await cache.invalidate([], ['3__table']);
    expect((await cache.get('a'))?.json).toBe('z');
  });
});
