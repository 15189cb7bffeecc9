import { describe, expect, it } from 'vitest';
import { InProcessQueue } from './in-process.js';

describe('InProcessQueue', () => {
  it('runs jobs FIFO within the concurrency, with JSON payloads, once per job id', async () => {
    const queue = new InProcessQueue({ concurrency: 2 });
    const seen: number[] = [];
    let running = 0;
    let peak = 0;
    queue.process<{ n: number }>('work', async ({ n }) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(n);
      running -= 1;
    });
    const payload = { n: 0 };
    for (let n = 0; n < 5; n += 1) await queue.enqueue('work', { n });
    await queue.enqueue('work', payload, { jobId: 'same' });
    payload.n = 99; // copied at enqueue time
    await queue.enqueue('work', { n: 100 }, { jobId: 'same' });
    await queue.idle();
    expect(seen.sort((a, b) => a - b)).toEqual([0, 0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    await queue.close();
  });

  it('reports failures without stopping the queue, and waits for jobs registered later', async () => {
    const errors: unknown[] = [];
    const queue = new InProcessQueue({ onError: (e) => errors.push(e) });
    await queue.enqueue('late', {});
    let ran = false;
    queue.process('late', () => Promise.reject(new Error('boom')));
    queue.process('ok', () => {
      ran = true;
      return Promise.resolve();
    });
    await queue.enqueue('ok', {});
    await queue.idle();
    expect(ran).toBe(true);
    expect(errors).toHaveLength(1);
    await queue.close();
    await expect(queue.enqueue('ok', {})).rejects.toThrow('closed');
  });
});
