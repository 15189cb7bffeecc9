/** Subscribing to a channel of the in-process store: backlog, then live, in order and each once. */
import { describe, expect, it } from 'vitest';
import { MemoryAsyncEventStore, type JobMetadata } from './events.js';
import { subscribe } from './subscription.js';

const meta = (jobId: string): JobMetadata => ({
  channel_id: 'c',
  job_id: jobId,
  user_id: 1,
  status: 'done',
  errors: [],
  result_url: null,
});

describe('subscribe', () => {
  it('sends what follows last_id, everything kept without one, then each new event once', async () => {
    const store = new MemoryAsyncEventStore();
    const first = await store.add('c', meta('a'));
    await store.add('c', meta('b'));
    const after: string[] = [];
    const all: string[] = [];
    const stopAfter = await subscribe(store, 'c', first, (e) => after.push(e.job_id));
    const stopAll = await subscribe(store, 'c', null, (e) => all.push(e.job_id));
    await store.add('c', meta('c'));
    await store.add('other', meta('x'));
    expect(after).toEqual(['b', 'c']);
    expect(all).toEqual(['a', 'b', 'c']);
    stopAfter();
    await store.add('c', meta('d'));
    expect(after).toEqual(['b', 'c']);
    expect(all).toEqual(['a', 'b', 'c', 'd']);
    stopAll();
  });

  it('holds live events back until the backlog is sent, and never repeats one', async () => {
    const store = new MemoryAsyncEventStore();
    const first = await store.add('c', meta('a'));
    // An event appended while the backlog is being read reaches both paths.
    const read = store.read.bind(store);
    store.read = async (channel, lastId) => {
      const page = await read(channel, lastId);
      if (lastId === first) await store.add('c', meta('during'));
      return page;
    };
    await store.add('c', meta('b'));
    const got: string[] = [];
    await subscribe(store, 'c', first, (e) => got.push(e.job_id));
    expect(got).toEqual(['b', 'during']);
  });
});
