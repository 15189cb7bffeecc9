/**
 * The `query` table: SQL Lab's history. One row per run, keyed by the client's id. The spec's Query
 * fields without a column of their own (templateParams, runAsync, errors, columns, the engine's
 * cancel id…) live in `extra_json`. Two shapes go out: Superset's `Query.to_dict()` (camelCase, used
 * by execute, results, updated_since and the SQL Lab bootstrap) and QueryRestApi's (snake_case).
 */
import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { MetaDb } from '../meta/db.js';
import type { QueryTable } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';

export type QueryRow = Selectable<QueryTable>;
export type QueryPatch = Partial<Omit<QueryRow, 'id' | 'client_id'>>;

export const QueryStatus = {
  STARTED: 'started',
  PENDING: 'pending',
  RUNNING: 'running',
  SCHEDULED: 'scheduled',
  FETCHING: 'fetching',
  SUCCESS: 'success',
  FAILED: 'failed',
  STOPPED: 'stopped',
  TIMED_OUT: 'timed_out',
} as const;
export type QueryStatus = (typeof QueryStatus)[keyof typeof QueryStatus];

export const FINISHED: ReadonlySet<string> = new Set(['success', 'failed', 'stopped', 'timed_out']);

export interface QueryExtra {
  templateParams?: string | null;
  runAsync?: boolean;
  errors?: unknown[];
  columns?: unknown[];
  /** The engine's id of the running statement (connector.cancel); Superset's `cancel_query`. */
  cancel_query?: string;
  /** The limiting factor if the result reaches the limit (set before the run). */
  planned_limiting_factor?: string;
  expand_data?: boolean;
  isDataPreview?: boolean;
  [key: string]: unknown;
}

export const extraOf = (row: Pick<QueryRow, 'extra_json'>): QueryExtra => {
  try {
    const v = JSON.parse(row.extra_json ?? '{}') as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as QueryExtra) : {};
  } catch {
    return {};
  }
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** An 11-character id, as the web app's nanoid(11). */
export function newClientId(): string {
  return [...randomBytes(11)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

export async function insertQuery(
  db: MetaDb,
  values: Omit<Insertable<QueryTable>, 'changed_on'>,
): Promise<QueryRow> {
  const row = await db
    .insertInto('query')
    .values({ ...values, changed_on: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}

export async function updateQuery(db: MetaDb, id: number, patch: QueryPatch): Promise<void> {
  await db
    .updateTable('query')
    .set({ ...patch, changed_on: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Merges keys into extra_json. */
export async function updateQueryExtra(db: MetaDb, id: number, extra: QueryExtra): Promise<void> {
  const row = await db.selectFrom('query').select('extra_json').where('id', '=', id).executeTakeFirst();
  if (!row) return;
  await updateQuery(db, id, { extra_json: JSON.stringify({ ...extraOf(row), ...extra }) });
}

export const findQuery = (db: MetaDb, id: number) =>
  db.selectFrom('query').selectAll().where('id', '=', id).executeTakeFirst();

export const findQueryByClientId = (db: MetaDb, clientId: string) =>
  db.selectFrom('query').selectAll().where('client_id', '=', clientId).executeTakeFirst();

export interface QueryNames {
  databaseName: string | null;
  user: { first_name: string; last_name: string } | null;
}

/** Database names and user names for serializing rows. */
export async function namesOf(
  db: MetaDb,
  rows: Pick<QueryRow, 'id' | 'database_id' | 'user_id'>[],
): Promise<Map<number, QueryNames>> {
  const dbIds = [...new Set(rows.map((r) => r.database_id))];
  const userIds = [...new Set(rows.map((r) => r.user_id).filter((v): v is number => v !== null))];
  const dbs = dbIds.length
    ? await db.selectFrom('dbs').select(['id', 'database_name']).where('id', 'in', dbIds).execute()
    : [];
  const users = userIds.length
    ? await db
        .selectFrom('ab_user')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', userIds)
        .execute()
    : [];
  const dbName = new Map(dbs.map((d) => [d.id, d.database_name]));
  const user = new Map(users.map((u) => [u.id, { first_name: u.first_name, last_name: u.last_name }]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        databaseName: dbName.get(r.database_id) ?? null,
        user: r.user_id === null ? null : (user.get(r.user_id) ?? null),
      },
    ]),
  );
}

/** Superset's Query.to_dict(): the SQL Lab client's shape. */
export function queryToDict(row: QueryRow, names?: QueryNames) {
  const extra = extraOf(row);
  const { cancel_query: _cancel, planned_limiting_factor: _planned, ...publicExtra } = extra;
  const duration =
    row.start_time !== null && row.end_time !== null ? Math.max(0, row.end_time - row.start_time) : null;
  return {
    changedOn: Date.parse(row.changed_on),
    changed_on: row.changed_on,
    dbId: row.database_id,
    db: names?.databaseName ?? null,
    endDttm: row.end_time,
    errorMessage: row.error_message,
    errors: extra.errors ?? null,
    executedSql: row.executed_sql,
    id: row.client_id,
    queryId: row.id,
    limit: row.limit,
    limitingFactor: row.limiting_factor,
    progress: row.progress,
    rows: row.rows,
    catalog: row.catalog,
    schema: row.schema,
    ctas: row.select_as_cta === 1,
    ctas_method: row.ctas_method,
    serverId: row.id,
    sql: row.sql,
    sqlEditorId: row.sql_editor_id,
    startDttm: row.start_time,
    duration,
    state: row.status.toLowerCase(),
    tab: row.tab_name,
    tempSchema: row.tmp_schema_name,
    tempTable: row.tmp_table_name,
    templateParams: extra.templateParams ?? null,
    runAsync: extra.runAsync ?? false,
    isDataPreview: extra.isDataPreview ?? false,
    cached: false,
    userId: row.user_id,
    user: names?.user ? `${names.user.first_name} ${names.user.last_name}` : null,
    resultsKey: row.results_key,
    trackingUrl: row.tracking_url,
    extra: publicExtra,
  };
}

export type QueryDict = ReturnType<typeof queryToDict>;

/** QueryRestApi's show columns (GET /api/v1/query/{id}). */
export function queryToApi(row: QueryRow, names?: QueryNames) {
  return {
    id: row.id,
    changed_on: row.changed_on,
    client_id: row.client_id,
    database: { id: row.database_id, database_name: names?.databaseName ?? null },
    end_result_backend_time: row.end_result_backend_time,
    end_time: row.end_time,
    error_message: row.error_message,
    executed_sql: row.executed_sql,
    limit: row.limit,
    limiting_factor: row.limiting_factor,
    progress: row.progress,
    results_key: row.results_key,
    rows: row.rows,
    catalog: row.catalog,
    schema: row.schema,
    select_as_cta: row.select_as_cta === 1,
    select_as_cta_used: row.select_as_cta_used === 1,
    select_sql: row.select_sql,
    sql: row.sql,
    sql_editor_id: row.sql_editor_id,
    start_running_time: row.start_running_time,
    start_time: row.start_time,
    status: row.status,
    tab_name: row.tab_name,
    tmp_schema_name: row.tmp_schema_name,
    tmp_table_name: row.tmp_table_name,
    tracking_url: row.tracking_url,
    user_id: row.user_id,
  };
}
