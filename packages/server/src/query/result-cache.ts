/** The deployment's result cache: on Redis when REDIS_URL is set (shared by all processes), else in memory. */
import type { Config } from '../config.js';
import { MemoryResultCache, type ResultCache } from './cache.js';
import { RedisResultCache } from './redis-cache.js';

export function createResultCache(config: Config): ResultCache {
  if (!config.redisUrl) return new MemoryResultCache(config.resultCacheMaxBytes);
  return new RedisResultCache(config.redisUrl, { prefix: config.redisKeyPrefix });
}
