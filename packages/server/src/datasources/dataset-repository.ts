/**
 * Datasets in the metadata store: a dataset row with its columns, metrics, owners and database,
 * loaded in a few queries, and the inserts that create one (row, columns, default metric, owners).
 */
import type { Kysely, Selectable } from 'kysely';
import type { MetaDb } from '../meta/db.js';
import type { DatasetColumnTable, DatasetMetricTable, DatasetTable, MetaSchema } from '../meta/schema.js';
import type { DatabaseRow } from './connections.js';
import { ensureCountMetric, newColumnRow, type SourceColumn } from './column-sync.js';

export type DatasetRow = Selectable<DatasetTable>;
export type ColumnRow = Selectable<DatasetColumnTable>;
export type MetricRow = Selectable<DatasetMetricTable>;

export interface UserRef {
  id: number;
  first_name: string;
  last_name: string;
}

export interface DatasetBundle {
  dataset: DatasetRow;
  database: DatabaseRow;
  columns: ColumnRow[];
  metrics: MetricRow[];
  owners: UserRef[];
}

type Db = Kysely<MetaSchema>;

/** Columns, metrics and owners of many datasets, keyed by dataset id. */
export async function loadChildren(db: MetaDb, ids: number[]) {
  const columns = new Map<number, ColumnRow[]>();
  const metrics = new Map<number, MetricRow[]>();
  const owners = new Map<number, UserRef[]>();
  if (ids.length === 0) return { columns, metrics, owners };
  const [cols, mets, own] = await Promise.all([
    db.selectFrom('table_columns').selectAll().where('table_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('sql_metrics').selectAll().where('table_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('sqlatable_user as o')
      .innerJoin('ab_user as u', 'u.id', 'o.user_id')
      .select(['o.table_id', 'u.id', 'u.first_name', 'u.last_name'])
      .where('o.table_id', 'in', ids)
      .orderBy('u.id')
      .execute(),
  ]);
  const push = <T>(map: Map<number, T[]>, key: number, value: T) => {
    const list = map.get(key) ?? [];
    list.push(value);
    map.set(key, list);
  };
  for (const c of cols) push(columns, c.table_id, c);
  for (const m of mets) push(metrics, m.table_id, m);
  for (const o of own)
    push(owners, o.table_id, { id: o.id, first_name: o.first_name, last_name: o.last_name });
  return { columns, metrics, owners };
}

export async function loadDatasetBundle(db: MetaDb, dataset: DatasetRow): Promise<DatasetBundle> {
  const database = await db
    .selectFrom('dbs')
    .selectAll()
    .where('id', '=', dataset.database_id)
    .executeTakeFirstOrThrow();
  const children = await loadChildren(db, [dataset.id]);
  return {
    dataset,
    database,
    columns: children.columns.get(dataset.id) ?? [],
    metrics: children.metrics.get(dataset.id) ?? [],
    owners: children.owners.get(dataset.id) ?? [],
  };
}

/** Another dataset of the database with the same catalog, schema and name, if any. */
export async function findSameTable(
  db: MetaDb,
  where: { database_id: number; catalog: string | null; schema: string | null; table_name: string },
  exceptId?: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('tables')
    .select('id')
    .where('database_id', '=', where.database_id)
    .where('table_name', '=', where.table_name)
    .where((eb) => (where.schema === null ? eb('schema', 'is', null) : eb('schema', '=', where.schema)))
    .where((eb) => (where.catalog === null ? eb('catalog', 'is', null) : eb('catalog', '=', where.catalog)))
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
}

export interface NewDataset {
  uuid?: string | null | undefined;
  table_name: string;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  template_params?: string | null | undefined;
  normalize_columns?: boolean | undefined;
  always_filter_main_dttm?: boolean | undefined;
  is_managed_externally?: boolean | null | undefined;
  external_url?: string | null | undefined;
}

/**
 * Inserts a dataset with columns from its source, main_dttm_col set to the first temporal column,
 * the default `count` metric and its owners. Run inside a transaction.
 */
export async function insertDataset(
  db: Db,
  values: NewDataset,
  columns: readonly SourceColumn[],
  owners: readonly number[],
  userId: number | null,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('tables')
    .values({
      uuid: values.uuid ?? crypto.randomUUID(),
      table_name: values.table_name,
      database_id: values.database_id,
      catalog: values.catalog,
      schema: values.schema,
      sql: values.sql,
      description: null,
      main_dttm_col: columns.find((c) => c.is_dttm)?.column_name ?? null,
      default_endpoint: null,
      offset: 0,
      cache_timeout: null,
      is_sqllab_view: 0,
      template_params: values.template_params ?? null,
      extra: null,
      filter_select_enabled: 1,
      fetch_values_predicate: null,
      normalize_columns: values.normalize_columns ? 1 : 0,
      always_filter_main_dttm: values.always_filter_main_dttm ? 1 : 0,
      is_managed_externally: values.is_managed_externally ? 1 : 0,
      external_url: values.external_url ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const seen = new Set<string>();
  const unique = columns.filter((c) => !seen.has(c.column_name) && seen.add(c.column_name));
  if (unique.length) {
    await db
      .insertInto('table_columns')
      .values(unique.map((c) => newColumnRow(row.id, c, userId, now)))
      .execute();
  }
  await ensureCountMetric(db, row.id, userId, now);
  if (owners.length) {
    await db
      .insertInto('sqlatable_user')
      .values(owners.map((user_id) => ({ table_id: row.id, user_id })))
      .execute();
  }
  return row.id;
}
