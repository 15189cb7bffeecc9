/**
 * Both sign-in limiters obey the same rules: the in-memory one and the one on Redis (counters shared
 * by every web process; two limiters on one prefix play two processes).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { deleteKeys, HAS_REDIS, REDIS_URL, uniquePrefix } from '../test-support/redis.js';
import {
  BASE_DELAY_MS,
  FORGET_AFTER_MS,
  FREE_FAILURES,
  LOGIN_WINDOW_MS,
  MemoryLoginLimiter,
  type LoginLimiter,
} from './login-limiter.js';
import { RedisLoginLimiter } from './login-limiter-redis.js';

const prefix = uniquePrefix('login');
const opened: LoginLimiter[] = [];
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
  if (HAS_REDIS) await deleteKeys(prefix);
});

type Make = (limit: number, now: () => number) => LoginLimiter;
let run = 0;
const redisLimiter =
  (scope: string): Make =>
  (limit, now) => {
    const limiter = new RedisLoginLimiter(REDIS_URL, `${prefix}:${scope}`, limit, now);
    opened.push(limiter);
    return limiter;
  };

function rules(name: string, make: () => Make, skip = false) {
  describe.skipIf(skip)(name, () => {
    it('limits an address after the limit of failures within a minute, whatever the username', async () => {
      let t = 1_000_000;
      const limiter = make()(3, () => t);
      await limiter.recordFailure('1.1.1.1', 'alice');
      t += 10_000;
      await limiter.recordFailure('1.1.1.1', 'bob');
      await limiter.recordFailure('1.1.1.1', 'carol');
      expect(await limiter.retryAfterMs('1.1.1.1', 'dave')).toBe(LOGIN_WINDOW_MS - 10_000);
      expect(await limiter.retryAfterMs('2.2.2.2', 'dave')).toBe(0);
      t += LOGIN_WINDOW_MS - 10_000 + 1;
      expect(await limiter.retryAfterMs('1.1.1.1', 'dave')).toBe(0);
    });

    it('never locks a username out for other addresses: failures elsewhere cost the victim nothing', async () => {
      let t = 1_000_000;
      const limiter = make()(1000, () => t);
      for (let i = 0; i < 50; i++) {
        await limiter.recordFailure(`10.0.0.${i}`, 'alice');
        await limiter.recordFailure('10.0.1.1', 'ALICE');
        t += 1;
      }
      expect(await limiter.retryAfterMs('192.168.1.5', 'alice')).toBe(0);
      expect(await limiter.retryAfterMs('10.0.1.1', 'alice')).toBeGreaterThan(0);
    });

    it('backs off exponentially per username and address, with a cap, and forgets after success', async () => {
      let t = 1_000_000;
      const limiter = make()(1000, () => t);
      for (let i = 0; i < FREE_FAILURES - 1; i++) await limiter.recordFailure('1.1.1.1', 'alice');
      expect(await limiter.retryAfterMs('1.1.1.1', 'alice')).toBe(0);
      await limiter.recordFailure('1.1.1.1', 'alice');
      expect(await limiter.retryAfterMs('1.1.1.1', 'alice')).toBe(BASE_DELAY_MS);
      expect(await limiter.retryAfterMs('1.1.1.1', 'bob')).toBe(0);
      t += BASE_DELAY_MS;
      await limiter.recordFailure('1.1.1.1', 'alice');
      expect(await limiter.retryAfterMs('1.1.1.1', 'alice')).toBe(2 * BASE_DELAY_MS);
      await limiter.recordSuccess('1.1.1.1', 'alice');
      expect(await limiter.retryAfterMs('1.1.1.1', 'alice')).toBe(0);
      for (let i = 0; i < 40; i++) await limiter.recordFailure('1.1.1.1', 'alice');
      expect(await limiter.retryAfterMs('1.1.1.1', 'alice')).toBeLessThanOrEqual(5 * 60_000);
      t += FORGET_AFTER_MS + 1;
      expect(await limiter.retryAfterMs('1.1.1.1', 'alice')).toBe(0);
    });
  });
}

rules('MemoryLoginLimiter', () => (limit, now) => new MemoryLoginLimiter(limit, now));
rules('RedisLoginLimiter', () => redisLimiter(`case${run++}`), !HAS_REDIS);

describe.skipIf(!HAS_REDIS)('RedisLoginLimiter across processes', () => {
  it('counts the failures recorded by every limiter on the same prefix', async () => {
    const t = 1_000_000;
    const a = redisLimiter('shared')(2, () => t);
    const b = redisLimiter('shared')(2, () => t);
    await a.recordFailure('3.3.3.3', 'erin');
    expect(await b.retryAfterMs('3.3.3.3', 'frank')).toBe(0);
    await b.recordFailure('3.3.3.3', 'frank');
    expect(await a.retryAfterMs('3.3.3.3', 'grace')).toBe(LOGIN_WINDOW_MS);
  });
});
