/**
 * Query history: `GET /api/v1/query/` (the list machinery), `GET /api/v1/query/{id}`,
 * `GET /api/v1/query/updated_since` (the SQL Lab client's polling) and `POST /api/v1/query/stop`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import type { SqlLab } from '../../sqllab/service.js';
import { registerResourceRoutes } from '../resource.js';
import { getQuery, queriesUpdatedSince } from './get.js';
import { querySpec } from './spec.js';
import { stopQuery } from './stop.js';

export function registerQueryRoutes(app: FastifyInstance, ctx: AppContext, lab: SqlLab) {
  const read = { preHandler: requirePermission('can_read', 'Query') };
  registerResourceRoutes(app, ctx, querySpec);
  app.get('/api/v1/query/updated_since', read, queriesUpdatedSince(ctx));
  app.get('/api/v1/query/:pk', read, getQuery(ctx));
  app.post('/api/v1/query/stop', read, stopQuery(ctx, lab));
}
