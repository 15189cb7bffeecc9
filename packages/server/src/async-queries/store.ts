/** The deployment's async event store: Redis streams when REDIS_URL is set (shared), else in this process. */
import type { Config } from '../config.js';
import { MemoryAsyncEventStore, type AsyncEventStore } from './events.js';
import { RedisAsyncEventStore } from './redis-events.js';

export function createAsyncEventStore(config: Config): AsyncEventStore {
  if (!config.redisUrl) return new MemoryAsyncEventStore();
  return new RedisAsyncEventStore(config.redisUrl, config.redisKeyPrefix);
}
