import { describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MS, LoginLimiter } from './login-limiter.js';

describe('LoginLimiter', () => {
  it('blocks an address or a username after the limit of failures within a minute', () => {
    let t = 0;
    const limiter = new LoginLimiter(3, () => t);
    for (let i = 0; i < 3; i++) limiter.recordFailure('1.1.1.1', 'alice');
    expect(limiter.blocked('1.1.1.1', 'bob')).toBe(true);
    expect(limiter.blocked('2.2.2.2', 'ALICE')).toBe(true);
    expect(limiter.blocked('2.2.2.2', 'bob')).toBe(false);
    t += LOGIN_WINDOW_MS + 1;
    expect(limiter.blocked('1.1.1.1', 'alice')).toBe(false);
  });
});
