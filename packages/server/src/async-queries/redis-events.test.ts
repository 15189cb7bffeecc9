/** The async event store on a real Redis: streams per channel, reads after a last id, a bounded length. */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteKeys, HAS_REDIS, REDIS_URL, uniquePrefix } from '../test-support/redis.js';
import type { JobMetadata } from './events.js';
import { RedisAsyncEventStore } from './redis-events.js';
import { subscribe } from './subscription.js';

const prefix = uniquePrefix('async-events');
const stores: RedisAsyncEventStore[] = [];
const open = (limit?: number) => {
  const s = new RedisAsyncEventStore(REDIS_URL, prefix, limit);
  stores.push(s);
  return s;
};
const meta = (jobId: string, status: JobMetadata['status'] = 'done'): JobMetadata => ({
  channel_id: 'ch',
  job_id: jobId,
  user_id: 1,
  status,
  errors: [],
  result_url: status === 'done' ? `/api/v1/chart/data/${jobId}` : null,
});

afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  if (HAS_REDIS) await deleteKeys(prefix);
});

describe.skipIf(!HAS_REDIS)('RedisAsyncEventStore', () => {
  it('appends to a channel, and another connection reads after a last id', async () => {
    const writer = open();
    const reader = open();
    const first = await writer.add('a', meta('j1'));
    const second = await writer.add('a', meta('j2', 'error'));
    await writer.add('b', meta('other'));
    expect(first).toMatch(/^\d+-\d+$/);
    expect((await reader.read('a', null)).map((e) => [e.id, e.job_id, e.status])).toEqual([
      [first, 'j1', 'done'],
      [second, 'j2', 'error'],
    ]);
    expect((await reader.read('a', first)).map((e) => e.job_id)).toEqual(['j2']);
    expect(await reader.read('a', second)).toEqual([]);
    expect(await reader.read('nobody', null)).toEqual([]);
    expect(await reader.hasJob('a', 'j2')).toBe(true);
    expect(await reader.hasJob('a', 'other')).toBe(false);
  });

  it('keeps about the last `limit` events of a channel', async () => {
    const store = open(10);
    for (let i = 0; i < 300; i++) await store.add('long', meta(`j${i}`));
    const kept = await store.read('long', null);
    // MAXLEN ~ trims whole nodes: at least the limit stays, far fewer than were written.
    expect(kept.length).toBeGreaterThanOrEqual(10);
    expect(kept.length).toBeLessThan(300);
    expect(kept.at(-1)!.job_id).toBe('j299');
  });

  it('subscribes across processes: the backlog after a last id, then live events, each once', async () => {
    const writer = open();
    const reader = open();
    const seen = await writer.add('sub', meta('s1'));
    for (let i = 2; i <= 150; i++) await writer.add('sub', meta(`s${i}`));
    const got: string[] = [];
    const stop = await subscribe(reader, 'sub', seen, (e) => got.push(e.job_id));
    // More than one page (100) of backlog, in order.
    expect(got).toEqual(Array.from({ length: 149 }, (_, i) => `s${i + 2}`));
    await writer.add('sub', meta('live'));
    await writer.add('other', meta('elsewhere'));
    for (let i = 0; i < 200 && got.at(-1) !== 'live'; i++) await new Promise((r) => setTimeout(r, 10));
    expect(got.slice(-2)).toEqual(['s150', 'live']);
    stop();
    expect(reader.listenedChannels).toBe(0);
  });
});
