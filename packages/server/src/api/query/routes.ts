/**
 * Query history: `GET /api/v1/query/` (list with the generic machinery), `GET /api/v1/query/{id}`,
 * `GET /api/v1/query/updated_since` (the SQL Lab client's polling) and `POST /api/v1/query/stop`.
 * A user sees only their own queries; admins and holders of all_query_access see everyone's list.
 */
import { can, isAdmin } from '@meridian/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { QueryTable } from '../meta/schema.js';
import type { AuthUser } from '../security/auth.js';
import { requirePermission } from '../security/auth.js';
import { namesOf, queryToApi, queryToDict, type QueryRow } from '../sqllab/query-record.js';
import type { SqlLab } from '../sqllab/service.js';
import { analyzeStatement, lexOptionsOf, type ParserDialect } from '../sqllab/sql-parse.js';
import { splitStatements } from '../sqllab/sql-scan.js';
import { HttpError, notFound } from './errors.js';
import { parseQ, validated } from './list-query.js';
import { registerResourceRoutes, type ResourceSpec } from './resource.js';
import type { Selectable } from 'kysely';
import { pathPk } from './path-params.js';

const seesAll = (user: AuthUser) => isAdmin(user) || can(user, 'all_query_access', 'all_query_access');

/** Tables a query's SQL reads, for `sql_tables` (best effort: unparseable statements add none). */
export function sqlTables(sql: string, dialect: ParserDialect = 'PostgresQL') {
  return splitStatements(sql, lexOptionsOf(dialect)).flatMap((s) =>
    (analyzeStatement(s, dialect).tables ?? []).map((t) => ({
      table: t.table,
      schema: t.schema,
      catalog: null,
    })),
  );
}

async function serializeList(rows: Selectable<QueryTable>[], ctx: AppContext) {
  const names = await namesOf(ctx.db, rows);
  return rows.map((r) => {
    const n = names.get(r.id);
    return {
      id: r.id,
      changed_on: r.changed_on,
      database: { id: r.database_id, database_name: n?.databaseName ?? null },
      executed_sql: r.executed_sql,
      rows: r.rows,
      schema: r.schema,
      sql: r.sql,
      sql_tables: sqlTables(r.sql),
      status: r.status,
      tab_name: r.tab_name,
      user: n?.user ? { id: r.user_id, first_name: n.user.first_name, last_name: n.user.last_name } : null,
      start_time: r.start_time,
      end_time: r.end_time,
      tmp_table_name: r.tmp_table_name,
      tracking_url: r.tracking_url,
    };
  });
}

export const querySpec: ResourceSpec = {
  name: 'query',
  view: 'Query',
  table: 'query',
  columns: {
    id: { column: 'id', type: 'number' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    status: { column: 'status', type: 'string' },
    sql: { column: 'sql', type: 'string' },
    schema: { column: 'schema', type: 'string' },
    tab_name: { column: 'tab_name', type: 'string' },
    rows: { column: 'rows', type: 'number' },
    start_time: { column: 'start_time', type: 'number' },
    end_time: { column: 'end_time', type: 'number' },
  },
  relations: {
    user: { kind: 'o2m', column: 'user_id', target: 'ab_user' },
    database: { kind: 'o2m', column: 'database_id', target: 'dbs' },
  },
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => (seesAll(user) ? null : eb('t.user_id', '=', user.id)),
  serialize: (rows, ctx) => serializeList(rows as Selectable<QueryTable>[], ctx),
};

const updatedSince = z.object({ last_updated_ms: z.number().min(0) }).loose();
const stopBody = z.object({ client_id: z.string().min(1) }).loose();

export function registerQueryRoutes(app: FastifyInstance, ctx: AppContext, lab: SqlLab) {
  const read = { preHandler: requirePermission('can_read', 'Query') };
  registerResourceRoutes(app, ctx, querySpec);

  app.get('/api/v1/query/updated_since', read, async (request) => {
    const q = validated(updatedSince, parseQ((request.query as Record<string, unknown>).q), 'q');
    const since = new Date(q.last_updated_ms).toISOString();
    const rows: QueryRow[] = await ctx.db
      .selectFrom('query')
      .selectAll()
      .where('user_id', '=', request.user!.id)
      .where('changed_on', '>', since)
      .orderBy('changed_on')
      .execute();
    const names = await namesOf(ctx.db, rows);
    return { result: rows.map((r) => queryToDict(r, names.get(r.id))) };
  });

  app.get('/api/v1/query/:pk', read, async (request) => {
    const id = pathPk(request);
    const user = request.user!;
    const row = await ctx.db.selectFrom('query').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || (row.user_id !== user.id && !seesAll(user))) throw notFound();
    const names = await namesOf(ctx.db, [row]);
    return { id: row.id, result: queryToApi(row, names.get(row.id)) };
  });

  app.post('/api/v1/query/stop', read, async (request) => {
    const body = validated(stopBody, request.body ?? {}, '');
    const row = await ctx.db
      .selectFrom('query')
      .selectAll()
      .where('client_id', '=', body.client_id)
      .executeTakeFirst();
    if (!row || row.user_id !== request.user!.id) throw notFound();
    if (!(await lab.stop(row))) throw new HttpError(400, 'Could not cancel query');
    return { result: 'OK' };
  });
}
