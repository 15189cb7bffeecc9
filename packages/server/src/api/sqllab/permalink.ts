/**
 * SQL Lab permalinks: `POST /api/v1/sqllab/permalink` stores the editor state (dbId, catalog,
 * schema, sql, name, templateParams, autorun) and answers `{key, url}`; `GET
 * /api/v1/sqllab/permalink/{key}` (also `kv:{key}`) gives the state back.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sqlText } from '../sql-safety/text-caps.js';
import type { AppContext } from '../context.js';
import { requirePermission } from '../security/auth.js';
import { notFound } from './errors.js';
import { createEntry, getEntry, KV } from './key-value.js';
import { validated } from './list-query.js';

const stateSchema = z
  .object({
    dbId: z.number().int(),
    sql: sqlText(),
    name: z.string().nullish(),
    catalog: z.string().nullish(),
    schema: z.string().nullish(),
    templateParams: sqlText().nullish(),
    autorun: z.boolean().nullish(),
  })
  .loose();

function publicOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/\s]+$/.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

export function registerSqlLabPermalinkRoutes(app: FastifyInstance, ctx: AppContext) {
  const read = { preHandler: requirePermission('can_read', 'SqlLabPermalinkRestApi') };
  const write = { preHandler: requirePermission('can_write', 'SqlLabPermalinkRestApi') };

  app.post('/api/v1/sqllab/permalink', write, async (request, reply) => {
    const state = validated(stateSchema, request.body ?? {}, '');
    const key = await createEntry(ctx.db, KV.sqllabPermalink, state, { ownerId: request.user!.id });
    return reply.code(201).send({ key, url: `${publicOrigin(request)}/sqllab/p/${key}` });
  });

  app.get('/api/v1/sqllab/permalink/:key', read, async (request) => {
    const key = (request.params as { key: string }).key.replace(/^kv:/, '');
    const entry = await getEntry<Record<string, unknown>>(ctx.db, KV.sqllabPermalink, key);
    if (!entry) throw notFound();
    return entry.value;
  });
}
