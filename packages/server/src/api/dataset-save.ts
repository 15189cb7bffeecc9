/**
 * Saving a dataset (PUT), with the save rules of spec §5: columns and metrics carrying a numeric
 * id update that row, the others are created, rows left out are deleted; names must be unique
 * within the request; empty formats are stored as null. Runs in one transaction.
 */
import type { Kysely } from 'kysely';
import type { MetaSchema } from '../meta/schema.js';
import type { ColumnRow, DatasetRow, MetricRow } from '../datasources/dataset-repository.js';
import type { ColumnBody, DatasetPutBody, MetricBody } from './dataset-schema.js';
import { fieldError } from './database-errors.js';
import { HttpError } from './errors.js';

type Db = Kysely<MetaSchema>;

const duplicates = (names: string[]) => [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];

/** 400 naming the duplicated column and metric names; 422 for ids that are not this dataset's. */
export function checkChildren(
  body: Pick<DatasetPutBody, 'columns' | 'metrics'>,
  existingColumns: readonly ColumnRow[],
  existingMetrics: readonly MetricRow[],
): void {
  const message: Record<string, string[]> = {};
  if (body.columns) {
    const dup = duplicates(body.columns.map((c) => c.column_name));
    if (dup.length) message.columns = [`One or more columns are duplicated: ${dup.join(', ')}`];
  }
  if (body.metrics) {
    const dup = duplicates(body.metrics.map((m) => m.metric_name));
    if (dup.length) message.metrics = [`One or more metrics are duplicated: ${dup.join(', ')}`];
  }
  if (Object.keys(message).length) throw new HttpError(400, 'invalid', { message });
  const colIds = new Set(existingColumns.map((c) => c.id));
  if (body.columns?.some((c) => c.id !== undefined && !colIds.has(c.id))) {
    throw fieldError(422, 'columns', 'One or more columns do not exist');
  }
  const metricIds = new Set(existingMetrics.map((m) => m.id));
  if (body.metrics?.some((m) => m.id !== undefined && !metricIds.has(m.id))) {
    throw fieldError(422, 'metrics', 'One or more metrics do not exist');
  }
}

const b = (v: boolean | null | undefined, fallback: number) =>
  v === undefined || v === null ? fallback : v ? 1 : 0;
const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

function columnValues(c: ColumnBody, old: ColumnRow | undefined) {
  return {
    column_name: c.column_name,
    type: c.type !== undefined ? c.type : (old?.type ?? null),
    advanced_data_type:
      c.advanced_data_type !== undefined ? c.advanced_data_type : (old?.advanced_data_type ?? null),
    verbose_name: c.verbose_name !== undefined ? emptyToNull(c.verbose_name)! : (old?.verbose_name ?? null),
    description: c.description !== undefined ? c.description : (old?.description ?? null),
    expression: c.expression !== undefined ? emptyToNull(c.expression)! : (old?.expression ?? null),
    filterable: b(c.filterable, old?.filterable ?? 1),
    groupby: b(c.groupby, old?.groupby ?? 1),
    is_active: b(c.is_active, old?.is_active ?? 1),
    is_dttm: b(c.is_dttm, old?.is_dttm ?? 0),
    python_date_format:
      c.python_date_format !== undefined ? c.python_date_format : (old?.python_date_format ?? null),
    extra: c.extra !== undefined ? emptyToNull(c.extra)! : (old?.extra ?? null),
  };
}

function currencyText(value: MetricBody['currency']): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  return value.symbol ? JSON.stringify(value) : null;
}

function metricValues(m: MetricBody, old: MetricRow | undefined) {
  return {
    metric_name: m.metric_name,
    expression: m.expression,
    metric_type: m.metric_type !== undefined ? m.metric_type : (old?.metric_type ?? null),
    verbose_name: m.verbose_name !== undefined ? emptyToNull(m.verbose_name)! : (old?.verbose_name ?? null),
    description: m.description !== undefined ? m.description : (old?.description ?? null),
    d3format: m.d3format !== undefined ? m.d3format : (old?.d3format ?? null),
    currency: m.currency !== undefined ? currencyText(m.currency) : (old?.currency ?? null),
    warning_text: m.warning_text !== undefined ? m.warning_text : (old?.warning_text ?? null),
    extra: m.extra !== undefined ? emptyToNull(m.extra)! : (old?.extra ?? null),
  };
}

interface Audit {
  userId: number;
  now: string;
}

/** Replaces a dataset's columns with `columns` (update by id, create, delete the rest). */
export async function saveColumns(
  db: Db,
  tableId: number,
  columns: ColumnBody[],
  existing: ColumnRow[],
  a: Audit,
) {
  const byId = new Map(existing.map((c) => [c.id, c]));
  const kept = new Set(columns.flatMap((c) => (c.id !== undefined ? [c.id] : [])));
  const removed = existing.filter((c) => !kept.has(c.id)).map((c) => c.id);
  if (removed.length) await db.deleteFrom('table_columns').where('id', 'in', removed).execute();
  // Renames go through a temporary name so swapping two names never trips the unique index.
  const renamed = columns.filter((c) => c.id !== undefined && byId.get(c.id)!.column_name !== c.column_name);
  for (const c of renamed) {
    await db
      .updateTable('table_columns')
      .set({ column_name: `__renaming_${c.id}` })
      .where('id', '=', c.id!)
      .execute();
  }
  for (const c of columns) {
    if (c.id === undefined) continue;
    await db
      .updateTable('table_columns')
      .set({ ...columnValues(c, byId.get(c.id)), changed_on: a.now, changed_by_fk: a.userId })
      .where('id', '=', c.id)
      .execute();
  }
  const created = columns.filter((c) => c.id === undefined);
  if (created.length) {
    await db
      .insertInto('table_columns')
      .values(
        created.map((c) => ({
          ...columnValues(c, undefined),
          uuid: c.uuid ?? crypto.randomUUID(),
          table_id: tableId,
          created_on: a.now,
          changed_on: a.now,
          created_by_fk: a.userId,
          changed_by_fk: a.userId,
        })),
      )
      .execute();
  }
}

/** Replaces a dataset's metrics with `metrics` (update by id, create, delete the rest). */
export async function saveMetrics(
  db: Db,
  tableId: number,
  metrics: MetricBody[],
  existing: MetricRow[],
  a: Audit,
) {
  const byId = new Map(existing.map((m) => [m.id, m]));
  const kept = new Set(metrics.flatMap((m) => (m.id !== undefined ? [m.id] : [])));
  const removed = existing.filter((m) => !kept.has(m.id)).map((m) => m.id);
  if (removed.length) await db.deleteFrom('sql_metrics').where('id', 'in', removed).execute();
  const renamed = metrics.filter((m) => m.id !== undefined && byId.get(m.id)!.metric_name !== m.metric_name);
  for (const m of renamed) {
    await db
      .updateTable('sql_metrics')
      .set({ metric_name: `__renaming_${m.id}` })
      .where('id', '=', m.id!)
      .execute();
  }
  for (const m of metrics) {
    if (m.id === undefined) continue;
    await db
      .updateTable('sql_metrics')
      .set({ ...metricValues(m, byId.get(m.id)), changed_on: a.now, changed_by_fk: a.userId })
      .where('id', '=', m.id)
      .execute();
  }
  const created = metrics.filter((m) => m.id === undefined);
  if (created.length) {
    await db
      .insertInto('sql_metrics')
      .values(
        created.map((m) => ({
          ...metricValues(m, undefined),
          uuid: m.uuid ?? crypto.randomUUID(),
          table_id: tableId,
          created_on: a.now,
          changed_on: a.now,
          created_by_fk: a.userId,
          changed_by_fk: a.userId,
        })),
      )
      .execute();
  }
}

/** The dataset row's own fields from a PUT body (only those present). */
export function datasetValues(body: DatasetPutBody, allowMultiCatalog: boolean, a: Audit) {
  const flag = (v: boolean | null | undefined) => (v ? 1 : 0);
  return {
    ...(body.table_name !== undefined && body.table_name !== null && { table_name: body.table_name }),
    ...(body.catalog !== undefined && allowMultiCatalog && { catalog: body.catalog || null }),
    ...(body.schema !== undefined && { schema: body.schema || null }),
    ...(body.sql !== undefined && { sql: body.sql && body.sql.trim() !== '' ? body.sql : null }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.main_dttm_col !== undefined && { main_dttm_col: body.main_dttm_col || null }),
    ...(body.filter_select_enabled !== undefined && {
      filter_select_enabled: flag(body.filter_select_enabled),
    }),
    ...(body.fetch_values_predicate !== undefined && {
      fetch_values_predicate: body.fetch_values_predicate || null,
    }),
    ...(body.normalize_columns !== undefined && { normalize_columns: flag(body.normalize_columns) }),
    ...(body.always_filter_main_dttm !== undefined && {
      always_filter_main_dttm: flag(body.always_filter_main_dttm),
    }),
    ...(body.offset !== undefined && { offset: body.offset ?? 0 }),
    ...(body.default_endpoint !== undefined && { default_endpoint: body.default_endpoint || null }),
    ...(body.cache_timeout !== undefined && { cache_timeout: body.cache_timeout }),
    ...(body.is_sqllab_view !== undefined && { is_sqllab_view: flag(body.is_sqllab_view) }),
    ...(body.template_params !== undefined && { template_params: body.template_params || null }),
    ...(body.extra !== undefined && { extra: body.extra || null }),
    ...(body.is_managed_externally !== undefined && {
      is_managed_externally: flag(body.is_managed_externally),
    }),
    ...(body.external_url !== undefined && { external_url: body.external_url }),
    changed_on: a.now,
    changed_by_fk: a.userId,
  };
}

/** The row after the update, for checks that span fields (name clash, main_dttm_col). */
export function mergedTarget(existing: DatasetRow, values: ReturnType<typeof datasetValues>) {
  return {
    database_id: existing.database_id,
    table_name: values.table_name ?? existing.table_name,
    schema: values.schema !== undefined ? values.schema : existing.schema,
    catalog: values.catalog !== undefined ? values.catalog : existing.catalog,
    sql: values.sql !== undefined ? values.sql : existing.sql,
  };
}
