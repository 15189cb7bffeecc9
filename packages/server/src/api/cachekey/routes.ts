/**
 * `POST /api/v1/cachekey/invalidate` (Superset's CacheRestApi, `can_invalidate` on CacheRestApi):
 * drops the cached chart-data queries of the datasets named by uid (`datasource_uids`, "3__table")
 * or by names (`datasources`), and — a Meridian addition — the entries under `cache_keys` (the
 * `cache_key` of a chart-data payload). 201 with no body, as Superset; 400 naming the field.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { invalidateCache } from '../../services/cache/invalidate.js';
import { validated } from '../list-query.js';

const MAX_ITEMS = 10_000;
const text = z.string().max(1_000);

const datasourceSchema = z.strictObject({
  datasource_type: z.enum(['table', 'dataset', 'query', 'saved_query', 'view']),
  datasource_name: text.optional(),
  database_name: text.optional(),
  schema: text.optional(),
  catalog: text.nullable().optional(),
});

const invalidationSchema = z.strictObject({
  datasource_uids: z.array(text).max(MAX_ITEMS).optional(),
  datasources: z.array(datasourceSchema).max(MAX_ITEMS).optional(),
  cache_keys: z.array(text).max(MAX_ITEMS).optional(),
});

export function registerCacheKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post(
    '/api/v1/cachekey/invalidate',
    { preHandler: requirePermission('can_invalidate', 'CacheRestApi') },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = validated(invalidationSchema, request.body, '');
      await invalidateCache(ctx.db, ctx.resultCache, body);
      return reply.code(201).send();
    },
  );
}
