/**
 * Brute-force protection for sign-in. The contract (`LoginLimiter`) has two implementations: this
 * file's in-memory one for the embedded single process, and login-limiter-redis.ts's counters in
 * Redis when REDIS_URL is set, so every web process of a deployment counts the same attempts
 * (login-limiter-factory.ts picks one). Both counters are keyed by the caller's address, so nobody
 * can lock a user out from somewhere else:
 * - per address: failed attempts over a sliding minute, whatever the username (`LOGIN_RATE_LIMIT`);
 * - per username + address: after FREE_FAILURES failures each further attempt waits twice as long as
 *   the one before (1 s, 2 s, 4 s … at most MAX_DELAY_MS). A success, or FORGET_AFTER_MS without a
 *   failure, clears it. Attempts that must wait are refused (429) before any password is checked.
 */
export const LOGIN_WINDOW_MS = 60_000;
export const FREE_FAILURES = 3;
export const BASE_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 5 * 60_000;
export const FORGET_AFTER_MS = 30 * 60_000;
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again later.';

/** Entries kept before stale ones are swept, so a flood of addresses cannot grow memory without end. */
const SWEEP_AT = 10_000;

export interface LoginLimiter {
  /** Milliseconds to wait before this attempt may be checked; 0 lets it through. */
  retryAfterMs(ip: string, username: string): Promise<number>;
  recordFailure(ip: string, username: string): Promise<void>;
  recordSuccess(ip: string, username: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The wait the counters impose. `oldestCounted`: while the address has `limit` failures or more in
 * the window, the time of the limit-th most recent (the window frees a place when it leaves).
 */
export function waitMs(now: number, oldestCounted: number | undefined, backOff: BackOff | undefined): number {
  const addressWait = oldestCounted === undefined ? 0 : oldestCounted + LOGIN_WINDOW_MS - now;
  const extra = backOff ? backOff.failures - FREE_FAILURES : -1;
  const userWait = extra >= 0 ? backOff!.last + Math.min(BASE_DELAY_MS * 2 ** extra, MAX_DELAY_MS) - now : 0;
  return Math.max(0, addressWait, userWait);
}

export interface BackOff {
  failures: number;
  last: number;
}

export class MemoryLoginLimiter implements LoginLimiter {
  private readonly perAddress = new Map<string, number[]>();
  private readonly perUser = new Map<string, BackOff>();

  constructor(
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(ip: string): number[] {
    const since = this.now() - LOGIN_WINDOW_MS;
    const list = (this.perAddress.get(ip) ?? []).filter((t) => t > since);
    if (list.length) this.perAddress.set(ip, list);
    else this.perAddress.delete(ip);
    return list;
  }

  private backOff(key: string): BackOff | undefined {
    const entry = this.perUser.get(key);
    if (entry && this.now() - entry.last > FORGET_AFTER_MS) {
      this.perUser.delete(key);
      return undefined;
    }
    return entry;
  }

  retryAfterMs(ip: string, username: string): Promise<number> {
    const recent = this.recent(ip);
    const oldestCounted = recent.length >= this.limit ? recent[recent.length - this.limit] : undefined;
    const wait = waitMs(this.now(), oldestCounted, this.backOff(userKey(ip, username)));
    return Promise.resolve(wait);
  }

  recordFailure(ip: string, username: string): Promise<void> {
    const now = this.now();
    this.perAddress.set(ip, [...this.recent(ip), now]);
    const key = userKey(ip, username);
    this.perUser.set(key, { failures: (this.backOff(key)?.failures ?? 0) + 1, last: now });
    if (this.perUser.size + this.perAddress.size > SWEEP_AT) this.sweep();
    return Promise.resolve();
  }

  recordSuccess(ip: string, username: string): Promise<void> {
    this.perUser.delete(userKey(ip, username));
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private sweep(): void {
    for (const ip of [...this.perAddress.keys()]) this.recent(ip);
    for (const key of [...this.perUser.keys()]) this.backOff(key);
  }
}

export const userKey = (ip: string, username: string) => `${ip}\u0000${username.toLowerCase()}`;

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-in limiter, shared by every place that checks a password. */
    loginLimiter: LoginLimiter;
  }
}
