import type { ChartDataResult } from '@meridian/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AsyncEventClient,
  LAST_EVENT_ID_KEY,
  type AsyncEvent,
  type AsyncJob,
  type AsyncTransport,
} from './asyncEvents';
import { WS_MAX_RETRIES, WS_RETRY_DELAY_MS, type EventSocket } from './asyncEventsSocket';

const job = (id: string): AsyncJob => ({
  channel_id: 'c1',
  job_id: id,
  user_id: 1,
  status: 'pending',
  errors: [],
  result_url: null,
});
const event = (id: string, jobId: string): AsyncEvent => ({
  ...job(jobId),
  id,
  status: 'done',
  result_url: `/api/v1/chart/data/${jobId}`,
});

class FakeSocket implements EventSocket {
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly lastId: string | null) {}
  close() {
    this.closed = true;
  }
  send(e: AsyncEvent) {
    this.onmessage?.({ data: JSON.stringify(e) });
  }
}

function setup(transport: AsyncTransport, stored: string | null = null) {
  const values = new Map<string, string>(stored ? [[LAST_EVENT_ID_KEY, stored]] : []);
  const sockets: FakeSocket[] = [];
  const polls: (string | null)[] = [];
  const warnings: unknown[][] = [];
  const client = new AsyncEventClient({
    fetchEvents: (lastId) => {
      polls.push(lastId);
      return Promise.resolve([]);
    },
    fetchResult: (url) => Promise.resolve([{ data: [{ url }] } as unknown as ChartDataResult]),
    pollingDelayMs: () => Promise.resolve(500),
    transport: () => Promise.resolve(transport),
    openSocket: (lastId) => {
      const s = new FakeSocket(lastId);
      sockets.push(s);
      return s;
    },
    storage: {
      getItem: (k) => values.get(k) ?? null,
      setItem: (k, v) => void values.set(k, v),
      removeItem: (k) => void values.delete(k),
    },
    warn: (...args) => warnings.push(args),
  });
  return { client, sockets, polls, warnings, values };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AsyncEventClient transport', () => {
  it('with ws, follows jobs over one socket opened after the stored last id, and never polls', async () => {
    const { client, sockets, polls, values } = setup('ws', '7-0');
    const a = client.waitForAsyncData(job('a'));
    const b = client.waitForAsyncData(job('b'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.map((s) => s.lastId)).toEqual(['7-0']);
    sockets[0]!.onopen?.();
    sockets[0]!.send(event('8-0', 'a'));
    sockets[0]!.send(event('9-0', 'b'));
    await expect(a).resolves.toEqual([{ data: [{ url: '/api/v1/chart/data/a' }] }]);
    await expect(b).resolves.toEqual([{ data: [{ url: '/api/v1/chart/data/b' }] }]);
    expect(values.get(LAST_EVENT_ID_KEY)).toBe('9-0');
    // The socket stays open for later jobs.
    const c = client.waitForAsyncData(job('c'));
    sockets[0]!.send(event('10-0', 'c'));
    await expect(c).resolves.toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(sockets).toHaveLength(1);
    expect(polls).toEqual([]);
  });

  it('reconnects 2.5 s after a close with the last id seen, then falls back to polling after 6 failed reconnects', async () => {
    const { client, sockets, polls, warnings } = setup('ws');
    const waiting = client.waitForAsyncData(job('x'));
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.onopen?.();
    sockets[0]!.send(event('3-0', 'other'));
    sockets[0]!.onclose?.();
    await vi.advanceTimersByTimeAsync(WS_RETRY_DELAY_MS - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.map((s) => s.lastId)).toEqual([null, '3-0']);
    // The server is gone: each reconnect closes without opening; 6 reconnects in all.
    for (let i = 1; i < WS_MAX_RETRIES; i++) {
      sockets.at(-1)!.onclose?.();
      await vi.advanceTimersByTimeAsync(WS_RETRY_DELAY_MS);
    }
    expect(sockets).toHaveLength(1 + WS_MAX_RETRIES);
    const fellBack = () => warnings.some(([m]) => String(m).includes('falling back to polling'));
    expect(fellBack()).toBe(false);
    sockets.at(-1)!.onclose?.();
    await vi.advanceTimersByTimeAsync(499);
    expect(polls).toEqual([]);
    expect(sockets).toHaveLength(1 + WS_MAX_RETRIES);
    expect(fellBack()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toEqual(['3-0']);
    expect(client.waiting).toBe(1);
    void waiting.catch(() => {});
  });

  it('an opened socket resets the retry count', async () => {
    const { client, sockets, polls } = setup('ws');
    void client.waitForAsyncData(job('y'));
    await vi.advanceTimersByTimeAsync(0);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < WS_MAX_RETRIES - 1; i++) {
        sockets.at(-1)!.onclose?.();
        await vi.advanceTimersByTimeAsync(WS_RETRY_DELAY_MS);
      }
      sockets.at(-1)!.onopen?.();
    }
    expect(polls).toEqual([]);
  });

  it('with polling (the default), opens no socket', async () => {
    const { client, sockets, polls } = setup('polling');
    void client.waitForAsyncData(job('p'));
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toEqual([]);
    expect(polls).toEqual([null]);
  });
});
