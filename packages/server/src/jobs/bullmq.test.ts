import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteKeys, HAS_REDIS, REDIS_URL, uniquePrefix } from '../test-support/redis.js';
import { BullMqQueue, type BullMqQueueOptions } from './bullmq.js';
import type { JobInfo } from './queue.js';

const prefix = uniquePrefix('jobs');
const opened: BullMqQueue[] = [];
const open = (o: Partial<BullMqQueueOptions> = {}) => {
  const queue = new BullMqQueue({ redisUrl: REDIS_URL, prefix, ...o });
  opened.push(queue);
  return queue;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(async () => {
  await Promise.all(opened.map((q) => q.close()));
  if (HAS_REDIS) await deleteKeys(prefix);
});

describe.skipIf(!HAS_REDIS)('BullMqQueue (Redis)', () => {
  it('runs jobs with their payloads as JSON, and is idle after them', async () => {
    const queue = open();
    const seen: [number, JobInfo][] = [];
    queue.process<{ n: number }>('t.run', async ({ n }, job) => {
      await sleep(10);
      seen.push([n, job]);
    });
    const ids = await Promise.all([1, 2, 3].map((n) => queue.enqueue('t.run', { n })));
    await queue.idle();
    expect(seen.map(([n]) => n).sort()).toEqual([1, 2, 3]);
    expect(seen.map(([, j]) => j.id).sort()).toEqual([...ids].sort());
    expect(seen.every(([, j]) => j.name === 't.run' && j.attempt === 1)).toBe(true);
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const queue = open({ attempts: 3, backoffMs: 150 });
    const runs: { attempt: number; at: number }[] = [];
    queue.process('t.retry', (_p, job) => {
      runs.push({ attempt: job.attempt, at: Date.now() });
      return job.attempt < 3 ? Promise.reject(new Error(`attempt ${job.attempt} fails`)) : Promise.resolve();
    });
    await queue.enqueue('t.retry', {});
    await queue.idle();
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    // 150 ms, then 300 ms.
    expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(140);
    expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(290);
  });

  it('reports a job that fails on its last attempt through onError', async () => {
    const errors: [string, JobInfo][] = [];
    const queue = open({ attempts: 2, backoffMs: 20, onError: (e, j) => errors.push([String(e), j]) });
    let runs = 0;
    queue.process('t.fail', () => {
      runs += 1;
      return Promise.reject(new Error('always'));
    });
    const id = await queue.enqueue('t.fail', {});
    await queue.idle();
    expect(runs).toBe(2);
    expect(errors).toEqual([['Error: always', { id, name: 't.fail', attempt: 2 }]]);
  });

  it('adds a job id once while it is unfinished, and again after it ran', async () => {
    const producer = open();
    expect(await producer.enqueue('t.dedup', { v: 1 }, { jobId: 'same' })).toBe('same');
    expect(await producer.enqueue('t.dedup', { v: 2 }, { jobId: 'same' })).toBe('same');
    const consumer = open();
    const values: number[] = [];
    consumer.process<{ v: number }>('t.dedup', ({ v }) => {
      values.push(v);
      return Promise.resolve();
    });
    await producer.idle();
    expect(values).toEqual([1]);
    await producer.enqueue('t.dedup', { v: 3 }, { jobId: 'same' });
    await producer.idle();
    expect(values).toEqual([1, 3]);
  });

  it('close waits for the running job', async () => {
    const queue = open();
    let started = false;
    let finished = false;
    queue.process('t.close', async () => {
      started = true;
      await sleep(400);
      finished = true;
    });
    await queue.enqueue('t.close', {});
    while (!started) await sleep(10);
    await queue.close();
    expect(finished).toBe(true);
    await expect(queue.enqueue('t.close', {})).rejects.toThrow(/closed/);
  });

  it('a job whose worker is SIGKILLed mid-job runs again on another worker, and completes once', async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-jobs-')), 'log');
    fs.writeFileSync(log, '');
    const lines = () => fs.readFileSync(log, 'utf8').split('\n').filter(Boolean);
    const until = async (ok: () => boolean, what: string, ms = 20_000) => {
      const end = Date.now() + ms;
      while (!ok()) {
        if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${lines().join(' | ')}`);
        await sleep(25);
      }
    };
    const script = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../test-support/bullmq-worker.ts',
    );
    const children: ChildProcess[] = [];
    const child = () => {
      const c = spawn(process.execPath, ['--import', 'tsx', script, prefix, log, REDIS_URL], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(c);
      return c;
    };
    try {
      const producer = open();
      const first = child();
      const id = await producer.enqueue('test.slow', { ms: 1500 }, { jobId: 'killed-job' });
      await until(() => lines().includes(`start ${id}`), 'the first start');
      first.kill('SIGKILL');
      await new Promise((r) => first.once('exit', r));
      expect(lines()).toEqual([`start ${id}`]);
      const second = child();
      await until(() => lines().includes(`done ${id}`), 'the job to complete');
      await producer.idle();
      // Give a wrongly duplicated run time to show itself.
      await sleep(600);
      expect(lines()).toEqual([`start ${id}`, `start ${id}`, `done ${id}`]);
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
    } finally {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      fs.rmSync(path.dirname(log), { recursive: true, force: true });
    }
  }, 60_000);
});
