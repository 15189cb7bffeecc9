/**
 * SQL Lab's editor tabs kept on the server (Superset's TabStateView, outside /api/v1):
 * `POST /tabstateview/`, `GET|PUT|DELETE /tabstateview/{id}`, `POST /tabstateview/{id}/activate`,
 * `POST /tabstateview/{id}/migrate_query` and `DELETE /tabstateview/{id}/query/{client_id}`.
 * A tab belongs to its user: anyone else gets 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sqlText } from '../sql-safety/text-caps.js';
import type { AppContext } from '../context.js';
import { nowIso } from '../meta/time.js';
import { requirePermission } from '../security/auth.js';
import { HttpError } from './errors.js';
import { validated } from './list-query.js';
import { jsonObjectField, jsonValue, legacyBody } from './sqllab-common.js';
import { ownTab, tabToDict } from './tabstate-record.js';

const text = z
  .union([sqlText(), z.record(z.string(), z.unknown())])
  .transform((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
const flag = z.union([z.boolean(), z.number()]).transform((v) => (v ? 1 : 0));

const queryEditorSchema = z
  .object({
    name: z.string().nullish(),
    title: z.string().nullish(),
    dbId: z.number().int().nullish(),
    catalog: z.string().nullish(),
    schema: z.string().nullish(),
    sql: sqlText().nullish(),
    queryLimit: z.number().int().positive().nullish(),
    hideLeftBar: z.boolean().nullish(),
    remoteId: z.number().int().nullish(),
    templateParams: text.nullish(),
    autorun: z.boolean().nullish(),
  })
  .loose();

const putSchema = z
  .object({
    database_id: z.number().int().nullable(),
    catalog: z.string().nullable(),
    schema: z.string().nullable(),
    sql: sqlText().nullable(),
    label: z.string(),
    query_limit: z.number().int().positive().nullable(),
    latest_query_id: z.string().nullable(),
    template_params: text.nullable(),
    hide_left_bar: flag,
    autorun: flag,
    extra_json: text.nullable(),
    saved_query_id: z.number().int().nullable(),
  })
  .partial()
  .strict();

async function checkReferences(
  ctx: AppContext,
  userId: number,
  databaseId?: number | null,
  savedQueryId?: number | null,
) {
  if (databaseId != null) {
    const found = await ctx.db.selectFrom('dbs').select('id').where('id', '=', databaseId).executeTakeFirst();
    if (!found)
      throw new HttpError(400, 'invalid', { message: { database_id: ['Database does not exist'] } });
  }
  if (savedQueryId != null) {
    const found = await ctx.db
      .selectFrom('saved_query')
      .select(['id', 'user_id'])
      .where('id', '=', savedQueryId)
      .executeTakeFirst();
    if (!found || found.user_id !== userId)
      throw new HttpError(400, 'invalid', { message: { saved_query_id: ['Saved query does not exist'] } });
  }
}

const idParam = (request: FastifyRequest) => (request.params as { id: string }).id;

export function registerTabStateRoutes(app: FastifyInstance, ctx: AppContext) {
  const pre = (perm: string) => ({ preHandler: requirePermission(perm, 'TabStateView') });

  app.post('/tabstateview/', pre('can_post'), async (request) => {
    const user = request.user!;
    const editor = validated(
      queryEditorSchema,
      jsonObjectField(legacyBody(request), 'queryEditor'),
      'queryEditor',
    );
    await checkReferences(ctx, user.id, editor.dbId, editor.remoteId);
    const now = nowIso();
    const id = await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', user.id).execute();
      const row = await trx
        .insertInto('tab_state')
        .values({
          user_id: user.id,
          label: editor.name || editor.title || 'Untitled Query',
          active: 1,
          database_id: editor.dbId ?? null,
          catalog: editor.catalog ?? null,
          schema: editor.schema ?? null,
          sql: editor.sql ?? 'SELECT ...',
          query_limit: editor.queryLimit ?? null,
          hide_left_bar: editor.hideLeftBar ? 1 : 0,
          saved_query_id: editor.remoteId ?? null,
          template_params: editor.templateParams ?? null,
          autorun: editor.autorun ? 1 : 0,
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

  app.get('/tabstateview/:id', pre('can_get'), async (request) => {
    return tabToDict(ctx, await ownTab(ctx.db, request.user!.id, idParam(request)));
  });

  app.put('/tabstateview/:id', pre('can_put'), async (request, reply) => {
    const user = request.user!;
    const tab = await ownTab(ctx.db, user.id, idParam(request));
    const fields = validated(putSchema, legacyBody(request), '');
    await checkReferences(ctx, user.id, fields.database_id, fields.saved_query_id);
    if (fields.latest_query_id) {
      const query = await ctx.db
        .selectFrom('query')
        .select('user_id')
        .where('client_id', '=', fields.latest_query_id)
        .executeTakeFirst();
      if (!query || query.user_id !== user.id)
        throw new HttpError(400, 'invalid', { message: { latest_query_id: ['Query does not exist'] } });
    }
    if (Object.keys(fields).length > 0)
      await ctx.db
        .updateTable('tab_state')
        .set({ ...fields, changed_on: nowIso(), changed_by_fk: user.id })
        .where('id', '=', tab.id)
        .execute();
    return jsonValue(reply, tab.id);
  });

  app.delete('/tabstateview/:id', pre('can_delete'), async (request, reply) => {
    const tab = await ownTab(ctx.db, request.user!.id, idParam(request));
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('table_schema').where('tab_state_id', '=', tab.id).execute();
      await trx.deleteFrom('tab_state').where('id', '=', tab.id).execute();
    });
    return jsonValue(reply, 'OK');
  });

  app.post('/tabstateview/:id/activate', pre('can_activate'), async (request, reply) => {
    const user = request.user!;
    const tab = await ownTab(ctx.db, user.id, idParam(request));
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', user.id).execute();
      await trx.updateTable('tab_state').set({ active: 1 }).where('id', '=', tab.id).execute();
    });
    return jsonValue(reply, tab.id);
  });

  app.post('/tabstateview/:id/migrate_query', pre('can_migrate_query'), async (request, reply) => {
    const user = request.user!;
    const tab = await ownTab(ctx.db, user.id, idParam(request));
    const body = legacyBody(request);
    const clientId = body.queryId;
    if (typeof clientId !== 'string' || !clientId)
      throw new HttpError(400, 'invalid', { message: { queryId: ['Missing data for required field.'] } });
    await ctx.db
      .updateTable('query')
      .set({ sql_editor_id: String(tab.id), changed_on: nowIso() })
      .where('client_id', '=', clientId)
      .where('user_id', '=', user.id)
      .execute();
    return jsonValue(reply, tab.id);
  });

  app.delete('/tabstateview/:id/query/:client_id', pre('can_delete_query'), async (request, reply) => {
    const user = request.user!;
    const tab = await ownTab(ctx.db, user.id, idParam(request));
    const clientId = (request.params as { client_id: string }).client_id;
    await ctx.db.transaction().execute(async (trx) => {
      if (tab.latest_query_id === clientId) {
        // The tab's latest query becomes the previous one of the tab.
        const previous = await trx
          .selectFrom('query')
          .select('client_id')
          .where('client_id', '!=', clientId)
          .where('user_id', '=', user.id)
          .where('sql_editor_id', '=', String(tab.id))
          .orderBy('id', 'desc')
          .executeTakeFirst();
        await trx
          .updateTable('tab_state')
          .set({ latest_query_id: previous?.client_id ?? null })
          .where('id', '=', tab.id)
          .execute();
      }
      await trx
        .deleteFrom('query')
        .where('client_id', '=', clientId)
        .where('user_id', '=', user.id)
        .where('sql_editor_id', '=', String(tab.id))
        .execute();
    });
    return jsonValue(reply, 'OK');
  });
}
