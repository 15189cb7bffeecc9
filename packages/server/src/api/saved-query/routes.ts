/**
 * Saved queries: `/api/v1/saved_query/` list (generic machinery: filters, order, related
 * database/created_by/changed_by, distinct), `_info`, get, create, update, delete and bulk delete.
 * A user sees and edits their own saved queries; admins see all. Tags are Superset's custom tags
 * (tag.type 'custom', tagged_object.object_type 'query').
 */
import { isAdmin } from '@meridian/core';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Selectable, type SqlBool } from 'kysely';
import { z } from 'zod';
import { sqlText } from '../sql-safety/text-caps.js';
import type { AppContext } from '../context.js';
import type { SavedQueryTable } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';
import type { AuthUser } from '../security/auth.js';
import { requirePermission } from '../security/auth.js';
import { HttpError, notFound } from './errors.js';
import { naturalTime } from './humanize.js';
import { parseIdList, validated } from './list-query.js';
import { sqlTables } from './query.js';
import { registerResourceRoutes, type ResourceSpec } from './resource.js';
import { parsePk, pathPk } from './path-params.js';
import { usersById } from './users-by-id.js';

type SavedQuery = Selectable<SavedQueryTable>;

const TAG_OBJECT = 'query';

const savedQueryBody = z
  .object({
    db_id: z.coerce.number().int().positive(),
    label: z.string().max(256).nullish(),
    description: z.string().nullish(),
    sql: sqlText().nullish(),
    schema: z.string().max(128).nullish(),
    catalog: z.string().max(256).nullish(),
    template_parameters: sqlText().nullish(),
    extra_json: z.string().nullish(),
  })
  .strict();

const visibleTo = (user: AuthUser) => (isAdmin(user) ? null : user.id);

async function serializeSavedQueries(rows: SavedQuery[], ctx: AppContext) {
  const ids = rows.map((r) => r.id);
  const dbIds = [...new Set(rows.map((r) => r.db_id))].filter((v): v is number => v !== null);
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk, r.user_id]),
  );
  const dbs = dbIds.length
    ? await ctx.db
        .selectFrom('dbs')
        .select(['id', 'database_name', 'sqlalchemy_uri'])
        .where('id', 'in', dbIds)
        .execute()
    : [];
  const tags = ids.length
    ? await ctx.db
        .selectFrom('tagged_object as o')
        .innerJoin('tag as t', 't.id', 'o.tag_id')
        .select(['o.object_id', 't.id', 't.name', 't.type'])
        .where('o.object_type', '=', TAG_OBJECT)
        .where('t.type', '=', 'custom')
        .where('o.object_id', 'in', ids)
        .execute()
    : [];
  const user = (id: number | null) => (id === null ? null : (users.get(id) ?? null));
  return rows.map((r) => {
    const database = dbs.find((d) => d.id === r.db_id);
    const spec = database ? ctx.connections.engineOf(database.sqlalchemy_uri) : null;
    return {
      id: r.id,
      uuid: r.uuid,
      label: r.label,
      description: r.description,
      sql: r.sql,
      sql_tables: sqlTables(r.sql, spec?.parserDialect),
      schema: r.schema,
      catalog: r.catalog,
      db_id: r.db_id,
      database: database ? { id: database.id, database_name: database.database_name } : null,
      template_parameters: r.template_parameters,
      extra_json: r.extra_json,
      extra: {},
      rows: r.rows,
      last_run: r.last_run,
      last_run_delta_humanized: r.last_run ? naturalTime(r.last_run) : null,
      created_on: r.created_on,
      changed_on: r.changed_on,
      changed_on_delta_humanized: naturalTime(r.changed_on),
      created_by: user(r.created_by_fk),
      changed_by: user(r.changed_by_fk),
      tags: tags.filter((t) => t.object_id === r.id).map((t) => ({ id: t.id, name: t.name, type: t.type })),
    };
  });
}

export const savedQuerySpec: ResourceSpec = {
  name: 'saved_query',
  view: 'SavedQuery',
  table: 'saved_query',
  columns: {
    id: { column: 'id', type: 'number' },
    label: { column: 'label', type: 'string' },
    description: { column: 'description', type: 'string' },
    sql: { column: 'sql', type: 'string' },
    schema: { column: 'schema', type: 'string' },
    catalog: { column: 'catalog', type: 'string' },
    rows: { column: 'rows', type: 'number' },
    last_run: { column: 'last_run', type: 'datetime' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    created_on: { column: 'created_on', type: 'datetime' },
  },
  relations: {
    database: { kind: 'o2m', column: 'db_id', target: 'dbs' },
    created_by: { kind: 'o2m', column: 'created_by_fk', target: 'ab_user' },
    changed_by: { kind: 'o2m', column: 'changed_by_fk', target: 'ab_user' },
  },
  customFilters: {
    saved_query_all_text: (eb, value) => {
      const text = `%${String(value)
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return sql<SqlBool>`(lower(t.label) like ${text} escape '\\' or lower(coalesce(t.description, '')) like ${text} escape '\\' or lower(t.sql) like ${text} escape '\\')`;
    },
    saved_query_tags: (eb, value) => {
      const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
      return eb.exists(
        eb
          .selectFrom('tagged_object as o')
          .select(sql.lit(1).as('one'))
          .whereRef('o.object_id', '=', 't.id')
          .where('o.object_type', '=', TAG_OBJECT)
          .where('o.tag_id', 'in', ids.length ? ids : [-1]),
      );
    },
  },
  sortAliases: {
    changed_on_delta_humanized: 'changed_on',
    last_run_delta_humanized: 'last_run',
  },
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => {
    const owner = visibleTo(user);
    return owner === null ? null : eb.or([eb('t.user_id', '=', owner), eb('t.created_by_fk', '=', owner)]);
  },
  serialize: (rows, ctx) => serializeSavedQueries(rows as SavedQuery[], ctx),
};

export function registerSavedQueryRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, savedQuerySpec);
  const read = { preHandler: requirePermission('can_read', 'SavedQuery') };
  const write = { preHandler: requirePermission('can_write', 'SavedQuery') };

  async function findOwn(request: FastifyRequest, rawId?: string): Promise<SavedQuery> {
    const id = rawId === undefined ? pathPk(request) : parsePk(rawId);
    const row = await ctx.db.selectFrom('saved_query').selectAll().where('id', '=', id).executeTakeFirst();
    const owner = visibleTo(request.user!);
    if (!row || (owner !== null && row.user_id !== owner && row.created_by_fk !== owner)) throw notFound();
    return row;
  }

  async function checkDatabase(id: number) {
    const found = await ctx.db.selectFrom('dbs').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw new HttpError(400, 'invalid', { message: { db_id: ['Database does not exist'] } });
  }

  const respond = async (id: number) => {
    const row = await ctx.db
      .selectFrom('saved_query')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const [result] = await serializeSavedQueries([row], ctx);
    return result!;
  };

  app.get('/api/v1/saved_query/:pk', read, async (request) => {
    const row = await findOwn(request);
    return { id: row.id, result: await respond(row.id) };
  });

  app.post('/api/v1/saved_query/', write, async (request, reply) => {
    const user = request.user!;
    const body = validated(savedQueryBody, request.body ?? {}, '');
    await checkDatabase(body.db_id);
    const now = nowIso();
    const row = await ctx.db
      .insertInto('saved_query')
      .values({
        uuid: randomUUID(),
        user_id: user.id,
        db_id: body.db_id,
        label: body.label ?? '',
        description: body.description ?? null,
        sql: body.sql ?? '',
        schema: body.schema ?? null,
        catalog: body.catalog ?? null,
        template_parameters: body.template_parameters ?? null,
        extra_json: body.extra_json ?? null,
        created_on: now,
        changed_on: now,
        created_by_fk: user.id,
        changed_by_fk: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.code(201).send({ id: row.id, result: await respond(row.id) });
  });

  app.put('/api/v1/saved_query/:pk', write, async (request) => {
    const existing = await findOwn(request);
    const body = validated(savedQueryBody.partial(), request.body ?? {}, '');
    if (body.db_id !== undefined) await checkDatabase(body.db_id);
    const patch = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (patch.label === null) patch.label = '';
    if (patch.sql === null) patch.sql = '';
    await ctx.db
      .updateTable('saved_query')
      .set({ ...patch, changed_on: nowIso(), changed_by_fk: request.user!.id })
      .where('id', '=', existing.id)
      .execute();
    return { id: existing.id, result: await respond(existing.id) };
  });

  app.delete('/api/v1/saved_query/:pk', write, async (request) => {
    const row = await findOwn(request);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('tagged_object')
        .where('object_type', '=', TAG_OBJECT)
        .where('object_id', '=', row.id)
        .execute();
      await trx.deleteFrom('saved_query').where('id', '=', row.id).execute();
    });
    return { message: 'OK' };
  });

  app.delete('/api/v1/saved_query/', write, async (request) => {
    const ids = parseIdList((request.query as Record<string, unknown>).q);
    for (const id of ids) await findOwn(request, String(id));
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('tagged_object')
        .where('object_type', '=', TAG_OBJECT)
        .where('object_id', 'in', ids)
        .execute();
      await trx.deleteFrom('saved_query').where('id', 'in', ids).execute();
    });
    return { message: `Deleted ${ids.length} saved quer${ids.length === 1 ? 'y' : 'ies'}` };
  });
}
