/** Reads a dataset with its columns, metrics and database from the metadata store. */
import { LRUCache } from 'lru-cache';
import type { MetaDb } from '../meta/db.js';
import type { Datasource } from './datasource.js';

export interface LoadedDatasource {
  datasource: Datasource;
  database: { id: number; database_name: string; cache_timeout: number | null };
  cacheTimeout: number | null;
  changedOn: string;
  ownerIds: number[];
  /** Shown in access errors, so users know whom to ask. */
  ownerNames: string[];
}

export async function loadDatasource(db: MetaDb, id: number): Promise<LoadedDatasource | null> {
  const t = await db
    .selectFrom('tables as t')
    .innerJoin('dbs as d', 'd.id', 't.database_id')
    .selectAll('t')
    .select(['d.database_name', 'd.cache_timeout as db_cache_timeout'])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!t) return null;
  const [columns, metrics, owners] = await Promise.all([
    db
      .selectFrom('table_columns')
      .selectAll()
      .where('table_id', '=', id)
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute(),
    db.selectFrom('sql_metrics').selectAll().where('table_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('sqlatable_user as o')
      .innerJoin('ab_user as u', 'u.id', 'o.user_id')
      .select(['o.user_id', 'u.first_name', 'u.last_name'])
      .where('o.table_id', '=', id)
      .execute(),
  ]);
  return {
    datasource: {
      id: t.id,
      database_id: t.database_id,
      table_name: t.table_name,
      schema: t.schema,
      catalog: t.catalog,
      sql: t.sql,
      main_dttm_col: t.main_dttm_col,
      fetch_values_predicate: t.fetch_values_predicate,
      always_filter_main_dttm: t.always_filter_main_dttm === 1,
      columns: columns.map((c) => ({
        column_name: c.column_name,
        expression: c.expression || null,
        type: c.type,
        is_dttm: c.is_dttm === 1,
        python_date_format: c.python_date_format,
        filterable: c.filterable === 1,
        groupby: c.groupby === 1,
        verbose_name: c.verbose_name,
      })),
      metrics: metrics.map((m) => ({
        metric_name: m.metric_name,
        expression: m.expression,
        verbose_name: m.verbose_name,
      })),
    },
    database: { id: t.database_id, database_name: t.database_name, cache_timeout: t.db_cache_timeout },
    cacheTimeout: t.cache_timeout ?? t.db_cache_timeout,
    changedOn: t.changed_on,
    ownerIds: owners.map((o) => o.user_id),
    ownerNames: owners.map((o) => `${o.first_name} ${o.last_name}`),
  };
}

/**
 * Loaded datasets for a few seconds: the chart-data hot path (and its cache hits) then costs no
 * metadata queries. Edits through this process invalidate at once; other processes see them within
 * the TTL.
 */
export class DatasourceCache {
  // Bounded in entries: a server with thousands of datasets keeps only the ones in use.
  private readonly entries: LRUCache<number, { value: Promise<LoadedDatasource | null> }>;

  constructor(
    private readonly db: MetaDb,
    ttlMs = 5_000,
    maxEntries = 500,
  ) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  get(id: number): Promise<LoadedDatasource | null> {
    const hit = this.entries.get(id);
    if (hit) return hit.value;
    const value = loadDatasource(this.db, id);
    const entry = { value };
    this.entries.set(id, entry);
    // A failed load is not kept (unless a newer load has replaced it meanwhile).
    value.catch(() => {
      if (this.entries.peek(id) === entry) this.entries.delete(id);
    });
    return value;
  }

  /** Entries held now (expired ones may linger until touched or evicted). */
  get size(): number {
    return this.entries.size;
  }

  invalidate(id?: number): void {
    if (id === undefined) this.entries.clear();
    else this.entries.delete(id);
  }
}
