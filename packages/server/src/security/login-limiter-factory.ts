/** The deployment's sign-in limiter: counters in Redis when REDIS_URL is set (shared), else in memory. */
import type { Config } from '../config.js';
import { MemoryLoginLimiter, type LoginLimiter } from './login-limiter.js';
import { RedisLoginLimiter } from './login-limiter-redis.js';

export function createLoginLimiter(config: Config): LoginLimiter {
  if (!config.redisUrl) return new MemoryLoginLimiter(config.loginRateLimit);
  return new RedisLoginLimiter(config.redisUrl, config.redisKeyPrefix, config.loginRateLimit);
}
