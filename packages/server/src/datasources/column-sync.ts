/**
 * A dataset's columns read from its source (Superset's fetch_metadata): a physical dataset's table
 * metadata, or the result columns of a virtual dataset's query run with LIMIT 1. Syncing keeps what
 * users set on columns that still exist (verbose names, expressions, flags), updates types, adds new
 * columns and drops physical columns that are gone; SQL-expression columns always stay.
 */
import type { Kysely } from 'kysely';
import type { Connector, ExecuteOptions, ResultColumn, TableMetadata } from '../engines/engine.js';
import { EngineError, ErrorType } from '../engines/errors.js';
import { GenericDataType } from '../engines/generic-types.js';
import type { MetaSchema } from '../meta/schema.js';
import { singleSelect } from './virtual-sql.js';

/** A virtual dataset's probe query must not hold a request for long. */
const PROBE_TIMEOUT_MS = 60_000;

export interface SourceColumn {
  column_name: string;
  type: string | null;
  is_dttm: boolean;
  description: string | null;
}

export interface DatasetSource {
  table_name: string;
  schema: string | null;
  catalog: string | null;
  sql: string | null;
}

export class TableNotFoundError extends Error {
  constructor(readonly table: string) {
    super(
      `Table [${table}] could not be found, please double check your database connection, schema, and table name`,
    );
  }
}

const MISSING_TYPES = new Set<string>([
  ErrorType.TABLE_DOES_NOT_EXIST_ERROR,
  ErrorType.OBJECT_DOES_NOT_EXIST_ERROR,
  ErrorType.SCHEMA_DOES_NOT_EXIST_ERROR,
]);

export const tableLabel = (s: Pick<DatasetSource, 'table_name' | 'schema' | 'catalog'>) =>
  [s.catalog, s.schema, s.table_name].filter(Boolean).join('.');

export function columnsFromMetadata(meta: TableMetadata): SourceColumn[] {
  return meta.columns.map((c) => ({
    column_name: c.name,
    type: c.engineType,
    is_dttm: c.genericType === GenericDataType.Temporal,
    description: c.comment,
  }));
}

export function columnsFromResult(columns: readonly ResultColumn[]): SourceColumn[] {
  return columns.map((c) => ({
    column_name: c.name,
    type: c.type,
    is_dttm: c.genericType === GenericDataType.Temporal,
    description: null,
  }));
}

/** The source's columns; TableNotFoundError when a physical table does not exist. */
export async function fetchSourceColumns(
  connector: Connector,
  source: DatasetSource,
  options: Pick<ExecuteOptions, 'timeoutMs'> = {},
): Promise<SourceColumn[]> {
  if (source.sql && source.sql.trim() !== '') {
    const statement = singleSelect(source.sql);
    const dialect = connector.spec.dialect;
    // The newline keeps a trailing `--` comment from swallowing the closing parenthesis.
    const probe = `SELECT * FROM (\n${statement}\n) AS virtual_table ${dialect.limitClause(1)}`;
    const result = await connector.execute(probe, [], {
      rowLimit: 1,
      schema: source.schema,
      catalog: source.catalog,
      timeoutMs: options.timeoutMs ?? PROBE_TIMEOUT_MS,
    });
    return columnsFromResult(result.columns);
  }
  let meta: TableMetadata;
  try {
    meta = await connector.getTableMetadata(source.schema, source.table_name, source.catalog);
  } catch (err) {
    if (err instanceof EngineError && MISSING_TYPES.has(err.errorType))
      throw new TableNotFoundError(tableLabel(source));
    throw err;
  }
  if (meta.columns.length === 0) throw new TableNotFoundError(tableLabel(source));
  return columnsFromMetadata(meta);
}

export interface ExistingColumn {
  id: number;
  column_name: string;
  type: string | null;
  expression: string | null;
}

export interface SyncPlan {
  insert: SourceColumn[];
  update: { id: number; column: SourceColumn }[];
  remove: number[];
  added: string[];
  modified: string[];
  removed: string[];
}

export function planColumnSync(
  existing: readonly ExistingColumn[],
  source: readonly SourceColumn[],
): SyncPlan {
  const byName = new Map(existing.map((c) => [c.column_name, c]));
  const plan: SyncPlan = { insert: [], update: [], remove: [], added: [], modified: [], removed: [] };
  const seen = new Set<string>();
  for (const col of source) {
    if (seen.has(col.column_name)) continue;
    seen.add(col.column_name);
    const old = byName.get(col.column_name);
    if (!old) {
      plan.insert.push(col);
      plan.added.push(col.column_name);
    } else if (!old.expression && (old.type ?? '') !== (col.type ?? '')) {
      plan.update.push({ id: old.id, column: col });
      plan.modified.push(col.column_name);
    }
  }
  for (const old of existing) {
    if (!seen.has(old.column_name) && !old.expression) {
      plan.remove.push(old.id);
      plan.removed.push(old.column_name);
    }
  }
  return plan;
}

type Db = Kysely<MetaSchema>;

export function newColumnRow(tableId: number, col: SourceColumn, userId: number | null, now: string) {
  return {
    uuid: crypto.randomUUID(),
    table_id: tableId,
    column_name: col.column_name,
    verbose_name: null,
    is_dttm: col.is_dttm ? 1 : 0,
    is_active: 1,
    type: col.type,
    advanced_data_type: null,
    groupby: 1,
    filterable: 1,
    expression: null,
    description: col.description,
    python_date_format: null,
    extra: null,
    created_on: now,
    changed_on: now,
    created_by_fk: userId,
    changed_by_fk: userId,
  };
}

/** Applies a plan; a changed type also re-derives is_dttm (the old flag described the old type). */
export async function applyColumnSync(
  db: Db,
  tableId: number,
  plan: SyncPlan,
  userId: number | null,
  now: string,
) {
  if (plan.remove.length) await db.deleteFrom('table_columns').where('id', 'in', plan.remove).execute();
  for (const { id, column } of plan.update) {
    await db
      .updateTable('table_columns')
      .set({ type: column.type, is_dttm: column.is_dttm ? 1 : 0, changed_on: now, changed_by_fk: userId })
      .where('id', '=', id)
      .execute();
  }
  if (plan.insert.length) {
    await db
      .insertInto('table_columns')
      .values(plan.insert.map((c) => newColumnRow(tableId, c, userId, now)))
      .execute();
  }
}

/** Superset's default saved metric, added to every dataset that lacks a `count` metric. */
export async function ensureCountMetric(db: Db, tableId: number, userId: number | null, now: string) {
  const found = await db
    .selectFrom('sql_metrics')
    .select('id')
    .where('table_id', '=', tableId)
    .where('metric_name', '=', 'count')
    .executeTakeFirst();
  if (found) return;
  await db
    .insertInto('sql_metrics')
    .values({
      uuid: crypto.randomUUID(),
      table_id: tableId,
      metric_name: 'count',
      verbose_name: 'COUNT(*)',
      metric_type: 'count',
      expression: 'COUNT(*)',
      description: null,
      d3format: null,
      currency: null,
      warning_text: null,
      extra: null,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    })
    .execute();
}

/**
 * Syncs a stored dataset's columns with `source` and fills main_dttm_col when empty: the first
 * temporal column, as Superset does. Run inside the caller's transaction.
 */
export async function syncDatasetColumns(
  db: Db,
  tableId: number,
  source: readonly SourceColumn[],
  userId: number | null,
  now: string,
): Promise<SyncPlan> {
  const existing = await db
    .selectFrom('table_columns')
    .select(['id', 'column_name', 'type', 'expression'])
    .where('table_id', '=', tableId)
    .execute();
  const plan = planColumnSync(existing, source);
  await applyColumnSync(db, tableId, plan, userId, now);
  const dataset = await db
    .selectFrom('tables')
    .select('main_dttm_col')
    .where('id', '=', tableId)
    .executeTakeFirst();
  const firstTemporal = source.find((c) => c.is_dttm)?.column_name;
  if (dataset && !dataset.main_dttm_col && firstTemporal) {
    await db.updateTable('tables').set({ main_dttm_col: firstTemporal }).where('id', '=', tableId).execute();
  }
  await ensureCountMetric(db, tableId, userId, now);
  return plan;
}
