/** Redis for tests: whether it runs (skip or fail under CI, see services.ts), unique prefixes, cleanup. */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { REDIS_URL, serviceAvailable } from './services.js';

export { REDIS_URL };

export const HAS_REDIS = await serviceAvailable('Redis', REDIS_URL);

/** A key prefix no other test run uses, e.g. "mtest-jobs-1a2b3c4d". */
export const uniquePrefix = (label: string) => `mtest-${label}-${randomBytes(4).toString('hex')}`;

/** Deletes every key under `prefix` (the prefix and a colon). */
export async function deleteKeys(prefix: string): Promise<number> {
  const redis = new Redis(REDIS_URL);
  try {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) deleted += await redis.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}
