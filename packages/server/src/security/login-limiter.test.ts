import { describe, expect, it } from 'vitest';
import {
  BASE_DELAY_MS,
  FORGET_AFTER_MS,
  FREE_FAILURES,
  LOGIN_WINDOW_MS,
  LoginLimiter,
} from './login-limiter.js';

describe('LoginLimiter', () => {
  it('limits an address after the limit of failures within a minute, whatever the username', () => {
    let t = 0;
    const limiter = new LoginLimiter(3, () => t);
    limiter.recordFailure('1.1.1.1', 'alice');
    t += 10_000;
    limiter.recordFailure('1.1.1.1', 'bob');
    limiter.recordFailure('1.1.1.1', 'carol');
    expect(limiter.retryAfterMs('1.1.1.1', 'dave')).toBe(LOGIN_WINDOW_MS - 10_000);
    expect(limiter.retryAfterMs('2.2.2.2', 'dave')).toBe(0);
    t += LOGIN_WINDOW_MS - 10_000 + 1;
    expect(limiter.retryAfterMs('1.1.1.1', 'dave')).toBe(0);
  });

  it('never locks a username out for other addresses: failures elsewhere cost the victim nothing', () => {
    let t = 0;
    const limiter = new LoginLimiter(1000, () => t);
    for (let i = 0; i < 50; i++) {
      limiter.recordFailure(`10.0.0.${i}`, 'alice');
      limiter.recordFailure('10.0.1.1', 'ALICE');
      t += 1;
    }
    expect(limiter.retryAfterMs('192.168.1.5', 'alice')).toBe(0);
    expect(limiter.retryAfterMs('10.0.1.1', 'alice')).toBeGreaterThan(0);
  });

  it('backs off exponentially per username and address, with a cap, and forgets after success', () => {
    let t = 0;
    const limiter = new LoginLimiter(1000, () => t);
    for (let i = 0; i < FREE_FAILURES - 1; i++) limiter.recordFailure('1.1.1.1', 'alice');
    expect(limiter.retryAfterMs('1.1.1.1', 'alice')).toBe(0);
    limiter.recordFailure('1.1.1.1', 'alice');
    expect(limiter.retryAfterMs('1.1.1.1', 'alice')).toBe(BASE_DELAY_MS);
    expect(limiter.retryAfterMs('1.1.1.1', 'bob')).toBe(0);
    t += BASE_DELAY_MS;
    limiter.recordFailure('1.1.1.1', 'alice');
    expect(limiter.retryAfterMs('1.1.1.1', 'alice')).toBe(2 * BASE_DELAY_MS);
    limiter.recordSuccess('1.1.1.1', 'alice');
    expect(limiter.retryAfterMs('1.1.1.1', 'alice')).toBe(0);
    for (let i = 0; i < 40; i++) limiter.recordFailure('1.1.1.1', 'alice');
    expect(limiter.retryAfterMs('1.1.1.1', 'alice')).toBeLessThanOrEqual(5 * 60_000);
    t += FORGET_AFTER_MS + 1;
    expect(limiter.retryAfterMs('1.1.1.1', 'alice')).toBe(0);
  });
});
