/**
 * Execute's rules before the run: the database and its engine, the client id (another user's is
 * refused; the user's own unfinished run is answered again), catalog and SQL access, CTAS/CVAS
 * target, the prepared statements, and the query row that the executor then runs.
 */
import type { ExecuteBody } from '@meridian/core';
import type { AppContext } from '../context.js';
import type { DatabaseRow } from '../datasources/connections.js';
import { errorEnvelope, invalidField, NotFound } from '../domain-errors.js';
import type { EngineSpec } from '../engines/engine.js';
import { deleteQuery, findDatabaseRow } from '../meta/repositories/query.js';
import { assertCatalogAccess } from '../security/access/catalog.js';
import { checkSqlAccess } from '../security/access/sql.js';
import type { AuthUser } from '../security/auth.js';
import { prepareQuery, sqlLabError, type PreparedQuery } from './prepare.js';
import { withSqlLabRls } from '../security/rls/sqllab-prepared.js';
import {
  findQueryByClientId,
  FINISHED,
  insertQuery,
  newClientId,
  QueryStatus,
  type QueryRow,
} from './query-record.js';

/** A database row, or Superset's DATABASE_NOT_FOUND_ERROR (404). */
export async function sqlLabDatabase(ctx: AppContext, id: number): Promise<DatabaseRow> {
  const row = await findDatabaseRow(ctx.db, id);
  const message = 'The database could not be found';
  if (!row) throw new NotFound('Database not found', errorEnvelope('DATABASE_NOT_FOUND_ERROR', message));
  return row;
}

/** The template's view of the user. */
export const templateUser = (user: AuthUser) => ({ id: user.id, username: user.username, email: user.email });

export type Submitted =
  /** The user's run of this client id is still going: answered as it is. */
  { kind: 'running'; row: QueryRow } | { kind: 'new'; row: QueryRow; runAsync: boolean };

export async function submitQuery(
  ctx: AppContext,
  user: AuthUser,
  body: ExecuteBody,
  urlParams: Record<string, unknown>,
): Promise<Submitted> {
  const database = await sqlLabDatabase(ctx, body.database_id);
  const spec = ctx.connections.engineOf(database.sqlalchemy_uri);
  if (!spec) throw sqlLabError('GENERIC_DB_ENGINE_ERROR', 'No engine serves this database.');
  const clientId = body.client_id ?? newClientId();
  const existing = await findQueryByClientId(ctx.db, clientId);
  if (existing && existing.user_id !== user.id)
    throw invalidField('client_id', 'This client id is already used.');
  if (existing && !FINISHED.has(existing.status)) return { kind: 'running', row: existing };

  const connector = await ctx.connections.connector(database);
  assertCatalogAccess(user, database, connector, body.catalog);
  const ctas = body.select_as_cta ? ctasTarget(database, body, user.id) : null;
  const prepared = await withSqlLabRls(
    ctx,
    user,
    { database, spec, connector, body, urlParams },
    await prepare(ctx, user, { body, database, spec, ctas, urlParams }),
  );
  await checkSqlAccess(ctx.db, user, database, {
    connector,
    statements: prepared.checkedStatements,
    schema: body.schema ?? null,
    catalog: body.catalog ?? null,
  });
  const runAsync = body.runAsync === true && database.allow_run_async === 1;
  if (existing) await deleteQuery(ctx.db, existing.id);
  const row = await insertQuery(ctx.db, {
    ...queryValues(body, prepared, ctas),
    client_id: clientId,
    database_id: database.id,
    user_id: user.id,
    status: runAsync ? QueryStatus.PENDING : QueryStatus.RUNNING,
    extra_json: JSON.stringify({
      templateParams: templateParamsText(body.templateParams),
      runAsync,
      planned_limiting_factor: prepared.plannedFactor,
      ...(body.expand_data != null && { expand_data: body.expand_data }),
    }),
  });
  return { kind: 'new', row, runAsync };
}

type CtasTarget = ReturnType<typeof ctasTarget>;

interface PrepareArgs {
  body: ExecuteBody;
  database: DatabaseRow;
  spec: EngineSpec;
  ctas: CtasTarget | null;
  urlParams: Record<string, unknown>;
}

const prepare = (ctx: AppContext, user: AuthUser, a: PrepareArgs): Promise<PreparedQuery> =>
  prepareQuery({
    sql: a.body.sql,
    database: a.database,
    spec: a.spec,
    template: {
      user: templateUser(user),
      urlParams: a.urlParams,
      templateParams: a.body.templateParams ?? null,
    },
    queryLimit: a.body.queryLimit ?? null,
    sqlMaxRow: ctx.config.sqlMaxRow,
    schema: a.body.schema ?? null,
    ctas: a.ctas,
  });

const templateParamsText = (params: ExecuteBody['templateParams']) =>
  typeof params === 'string' || params == null ? (params ?? null) : JSON.stringify(params);

/** The row's columns taken from the body and the prepared statements. */
const queryValues = (body: ExecuteBody, prepared: PreparedQuery, ctas: CtasTarget | null) => ({
  tab_name: body.tab ?? null,
  sql_editor_id: body.sql_editor_id == null ? null : String(body.sql_editor_id),
  catalog: body.catalog ?? null,
  schema: body.schema ?? null,
  sql: body.sql,
  select_sql: prepared.selectSql,
  executed_sql: prepared.executedSql,
  limit: prepared.limit,
  limiting_factor: 'UNKNOWN',
  select_as_cta: ctas ? 1 : 0,
  select_as_cta_used: 0,
  ctas_method: ctas?.method ?? 'TABLE',
  tmp_table_name: ctas?.table ?? null,
  tmp_schema_name: ctas?.schema ?? null,
  progress: 0,
  start_time: Date.now(),
});

function ctasTarget(
  database: { allow_ctas: number; allow_cvas: number; force_ctas_schema: string | null },
  body: ExecuteBody,
  userId: number,
) {
  const method = body.ctas_method ?? 'TABLE';
  if (method === 'TABLE' && database.allow_ctas !== 1)
    throw sqlLabError('INVALID_CTAS_QUERY_ERROR', 'This database does not allow CREATE TABLE AS SELECT.');
  if (method === 'VIEW' && database.allow_cvas !== 1)
    throw sqlLabError('INVALID_CVAS_QUERY_ERROR', 'This database does not allow CREATE VIEW AS SELECT.');
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-T:]/g, '_');
  const table = body.tmp_table_name?.trim() || `tmp_${userId}_table_${stamp}`;
  return { method, table, schema: database.force_ctas_schema ?? body.schema ?? null } as const;
}
