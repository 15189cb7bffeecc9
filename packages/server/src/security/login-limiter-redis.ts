/**
 * The sign-in limiter on Redis (REDIS_URL set): the same two counters as the in-memory limiter, kept
 * where every web process of the deployment reads and writes them, so a guesser spreading attempts
 * over several processes is held back as if there were one. Keys, under the deployment's prefix
 * (the address and username are hashed, so any text makes a short, safe key):
 * - `<prefix>:login:ip:<sha256>` — a sorted set of the address's failures (score = time in ms),
 *   trimmed to the window and expiring with it;
 * - `<prefix>:login:user:<sha256>` — a hash {failures, last} of one username at one address, expiring
 *   FORGET_AFTER_MS after its last failure (the in-memory limiter's "forget").
 * Times are the web processes' clocks (kept in sync by NTP as any cluster's are).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { FORGET_AFTER_MS, LOGIN_WINDOW_MS, userKey, waitMs, type LoginLimiter } from './login-limiter.js';

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

export class RedisLoginLimiter implements LoginLimiter {
  private readonly redis: Redis;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {
    this.redis = new Redis(redisUrl, { maxRetriesPerRequest: 3, lazyConnect: true });
    // Reconnection is automatic; a command issued meanwhile fails after its retries (a 500, not a pass).
    this.redis.on('error', () => {});
  }

  private addressKey(ip: string) {
    return `${this.prefix}:login:ip:${hash(ip)}`;
  }

  private userKey(ip: string, username: string) {
    return `${this.prefix}:login:user:${hash(userKey(ip, username))}`;
  }

  async retryAfterMs(ip: string, username: string): Promise<number> {
    const now = this.now();
    const address = this.addressKey(ip);
    const results = await this.redis
      .multi()
      .zremrangebyscore(address, '-inf', now - LOGIN_WINDOW_MS)
      // The limit-th most recent failure, present only while the window holds `limit` or more.
      .zrevrange(address, this.limit - 1, this.limit - 1, 'WITHSCORES')
      .hmget(this.userKey(ip, username), 'failures', 'last')
      .exec();
    const [, counted, user] = (results ?? []).map(([err, value]) => {
      if (err) throw err;
      return value;
    }) as [unknown, string[], (string | null)[]];
    const oldestCounted = counted.length === 2 ? Number(counted[1]) : undefined;
    const last = Number(user[1]);
    // The key's expiry forgets it too; this keeps the rule exact whatever the clock says.
    const backOff =
      user[0] && now - last <= FORGET_AFTER_MS ? { failures: Number(user[0]), last } : undefined;
    return waitMs(now, oldestCounted, backOff);
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    const now = this.now();
    const address = this.addressKey(ip);
    const user = this.userKey(ip, username);
    const results = await this.redis
      .multi()
      .zremrangebyscore(address, '-inf', now - LOGIN_WINDOW_MS)
      // A unique member per failure: two at the same millisecond both count.
      .zadd(address, now, `${now}:${randomBytes(6).toString('hex')}`)
      .pexpire(address, LOGIN_WINDOW_MS)
      .hincrby(user, 'failures', 1)
      .hset(user, 'last', now)
      .pexpire(user, FORGET_AFTER_MS)
      .exec();
    for (const [err] of results ?? []) if (err) throw err;
  }

  async recordSuccess(ip: string, username: string): Promise<void> {
    await this.redis.del(this.userKey(ip, username));
  }

  async close(): Promise<void> {
    if (this.redis.status === 'wait') return this.redis.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
