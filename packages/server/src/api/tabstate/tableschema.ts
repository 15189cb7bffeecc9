/**
 * Tables opened in a SQL Lab tab (Superset's TableSchemaView): `POST /tableschemaview/`,
 * `DELETE /tableschemaview/{id}` and `POST /tableschemaview/{id}/expanded`. Only the owner of the
 * tab reaches its tables (404 otherwise).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { nowIso } from '../meta/time.js';
import { requirePermission } from '../security/auth.js';
import { HttpError, notFound } from './errors.js';
import { validated } from './list-query.js';
import { jsonObjectField, jsonValue, legacyBody } from './sqllab-common.js';
import { ownTab } from './tabstate-record.js';
import { parsePk } from './path-params.js';

const tableSchema = z
  .object({
    queryEditorId: z.union([z.string(), z.number()]).transform(String),
    dbId: z.number().int(),
    catalog: z.string().nullish(),
    schema: z.string().nullish(),
    name: z.string().min(1),
  })
  .loose();

async function ownTableSchema(ctx: AppContext, userId: number, rawId: string) {
  const row = await ctx.db
    .selectFrom('table_schema as ts')
    .innerJoin('tab_state as t', 't.id', 'ts.tab_state_id')
    .select(['ts.id', 't.user_id'])
    .where('ts.id', '=', parsePk(rawId))
    .executeTakeFirst();
  if (!row || row.user_id !== userId) throw notFound();
  return row.id;
}

const idParam = (request: FastifyRequest) => (request.params as { id: string }).id;

export function registerTableSchemaRoutes(app: FastifyInstance, ctx: AppContext) {
  const pre = (perm: string) => ({ preHandler: requirePermission(perm, 'TableSchemaView') });

  app.post('/tableschemaview/', pre('can_post'), async (request) => {
    const user = request.user!;
    const raw = jsonObjectField(legacyBody(request), 'table');
    const table = validated(tableSchema, raw, 'table');
    const tab = await ownTab(ctx.db, user.id, table.queryEditorId);
    const database = await ctx.db
      .selectFrom('dbs')
      .select('id')
      .where('id', '=', table.dbId)
      .executeTakeFirst();
    if (!database)
      throw new HttpError(400, 'invalid', { message: { 'table.dbId': ['Database does not exist'] } });
    const now = nowIso();
    const id = await ctx.db.transaction().execute(async (trx) => {
      // One entry per table and tab: a re-added table replaces the old one.
      let del = trx
        .deleteFrom('table_schema')
        .where('tab_state_id', '=', tab.id)
        .where('database_id', '=', table.dbId)
        .where('table', '=', table.name);
      del = table.schema ? del.where('schema', '=', table.schema) : del.where('schema', 'is', null);
      del = table.catalog ? del.where('catalog', '=', table.catalog) : del.where('catalog', 'is', null);
      await del.execute();
      const row = await trx
        .insertInto('table_schema')
        .values({
          tab_state_id: tab.id,
          database_id: table.dbId,
          catalog: table.catalog ?? null,
          schema: table.schema ?? null,
          table: table.name,
          description: JSON.stringify(raw),
          expanded: 1,
          created_on: now,
          changed_on: now,
          created_by_fk: user.id,
          changed_by_fk: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return { id };
  });

  app.delete('/tableschemaview/:id', pre('can_delete'), async (request, reply) => {
    const id = await ownTableSchema(ctx, request.user!.id, idParam(request));
    await ctx.db.deleteFrom('table_schema').where('id', '=', id).execute();
    return jsonValue(reply, 'OK');
  });

  app.post('/tableschemaview/:id/expanded', pre('can_expanded'), async (request) => {
    const id = await ownTableSchema(ctx, request.user!.id, idParam(request));
    const expanded = legacyBody(request).expanded;
    if (typeof expanded !== 'boolean')
      throw new HttpError(400, 'invalid', { message: { expanded: ['Must be true or false.'] } });
    await ctx.db
      .updateTable('table_schema')
      .set({ expanded: expanded ? 1 : 0, changed_on: nowIso() })
      .where('id', '=', id)
      .execute();
    return { id, expanded };
  });
}
