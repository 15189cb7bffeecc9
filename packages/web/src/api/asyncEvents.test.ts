import type { ChartDataResult } from '@meridian/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import {
  AsyncEventClient,
  LAST_EVENT_ID_KEY,
  MAX_RETRIES,
  type AsyncEvent,
  type AsyncEventDeps,
  type AsyncJob,
} from './asyncEvents';

const job = (id: string): AsyncJob => ({
  channel_id: 'c1',
  job_id: id,
  user_id: 1,
  status: 'pending',
  errors: [],
  result_url: null,
});
const event = (id: string, jobId: string, extra: Partial<AsyncEvent> = {}): AsyncEvent => ({
  ...job(jobId),
  id,
  status: 'done',
  result_url: `/api/v1/chart/data/${jobId}`,
  ...extra,
});

class MemoryStorage {
  values = new Map<string, string>();
  getItem = (k: string) => this.values.get(k) ?? null;
  setItem = (k: string, v: string) => void this.values.set(k, v);
  removeItem = (k: string) => void this.values.delete(k);
}

function setup(queue: AsyncEvent[][] = [], stored: Record<string, string> = {}) {
  const storage = new MemoryStorage();
  for (const [k, v] of Object.entries(stored)) storage.setItem(k, v);
  const warnings: unknown[][] = [];
  const lastIds: (string | null)[] = [];
  const deps: AsyncEventDeps = {
    fetchEvents: (lastId) => {
      lastIds.push(lastId);
      return Promise.resolve(queue.shift() ?? []);
    },
    fetchResult: (url) => Promise.resolve([{ data: [{ url }] } as unknown as ChartDataResult]),
    pollingDelayMs: () => Promise.resolve(500),
    storage,
    warn: (...args) => warnings.push(args),
  };
  return { client: new AsyncEventClient(deps), storage, warnings, lastIds };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AsyncEventClient', () => {
  it('polls every 500 ms while a job is awaited, resolves with the result of its done event, keeps the last id', async () => {
    const { client, storage, lastIds } = setup([[], [event('5-0', 'other'), event('6-0', 'a')]]);
    const result = client.waitForAsyncData(job('a'));
    await vi.advanceTimersByTimeAsync(499);
    expect(lastIds).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(lastIds).toEqual([null]);
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toEqual([{ data: [{ url: '/api/v1/chart/data/a' }] }]);
    expect(lastIds).toEqual([null, null]);
    expect(storage.getItem(LAST_EVENT_ID_KEY)).toBe('6-0');
    expect(client.waiting).toBe(0);
    // No job awaited: no more polling.
    await vi.advanceTimersByTimeAsync(5000);
    expect(lastIds).toHaveLength(2);
  });

  it('resumes after the stored last id', async () => {
    const { client, lastIds } = setup([[event('9-1', 'b')]], { [LAST_EVENT_ID_KEY]: '9-0' });
    const done = client.waitForAsyncData(job('b'));
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(lastIds).toEqual(['9-0']);
  });

  it('rejects on an error event with its errors', async () => {
    const { client } = setup([
      [event('1-0', 'e', { status: 'error', errors: [{ message: 'boom' }], result_url: null })],
    ]);
    const failed = client.waitForAsyncData(job('e'));
    const caught = failed.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    const error = (await caught) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.clientError.error).toBe('boom');
  });

  it('retries an event without a listener 6 times at 100 ms × attempt, then drops it with a warning', async () => {
    const { client, warnings } = setup();
    client.processEvents([event('1-0', 'late')]);
    // 100 + 200 + … + 600 ms: a listener added within that window still gets the event.
    await vi.advanceTimersByTimeAsync(100 + 200 + 300);
    const late = client.waitForAsyncData(job('late'));
    await vi.advanceTimersByTimeAsync(400);
    await expect(late).resolves.toEqual([{ data: [{ url: '/api/v1/chart/data/late' }] }]);
    expect(warnings).toEqual([]);

    client.processEvents([event('2-0', 'nobody')]);
    await vi.advanceTimersByTimeAsync((100 * MAX_RETRIES * (MAX_RETRIES + 1)) / 2);
    expect(warnings).toEqual([['listener not found for job_id', 'nobody']]);
  });

  it('stops awaiting an aborted job', async () => {
    const { client } = setup();
    const abort = new AbortController();
    const waiting = client.waitForAsyncData(job('x'), abort.signal).catch((e: unknown) => e);
    abort.abort();
    expect(((await waiting) as DOMException).name).toBe('AbortError');
    expect(client.waiting).toBe(0);
  });
});
