/**
 * Cache invalidation (Superset's CacheRestApi.invalidate): the datasets named by uid ("3__table") or
 * by database, schema and table name have every cached chart-data query dropped; explicit cache keys
 * (a payload's `cache_key`) are dropped too.
 */
import type { MetaDb } from '../../meta/db.js';
import { datasourceUid } from '../../query/chart-data/cache.js';
import type { ResultCache } from '../../query/cache.js';

export interface NamedDatasource {
  datasource_type: string;
  datasource_name?: string | undefined;
  database_name?: string | undefined;
  schema?: string | undefined;
  catalog?: string | null | undefined;
}

export interface InvalidationRequest {
  datasource_uids?: string[] | undefined;
  datasources?: NamedDatasource[] | undefined;
  cache_keys?: string[] | undefined;
}

/** Table-backed datasource types; the others (queries, saved queries) are never cached by dataset. */
const TABLE_TYPES = new Set(['table', 'dataset', 'view']);

/** The uid of the dataset named like Superset's DatasourceDAO.get_datasource_by_name; null if none. */
async function uidByName(db: MetaDb, ds: NamedDatasource): Promise<string | null> {
  if (!TABLE_TYPES.has(ds.datasource_type) || !ds.datasource_name || !ds.database_name) return null;
  let query = db
    .selectFrom('tables as t')
    .innerJoin('dbs as d', 'd.id', 't.database_id')
    .select('t.id')
    .where('t.table_name', '=', ds.datasource_name)
    .where('d.database_name', '=', ds.database_name);
  if (ds.schema !== undefined) query = query.where('t.schema', '=', ds.schema);
  const row = await query.executeTakeFirst();
  return row ? datasourceUid(row.id) : null;
}

export async function invalidateCache(db: MetaDb, cache: ResultCache, body: InvalidationRequest) {
  const uids = new Set(body.datasource_uids ?? []);
  for (const ds of body.datasources ?? []) {
    const uid = await uidByName(db, ds);
    if (uid) uids.add(uid);
  }
  await cache.invalidate(body.cache_keys ?? [], [...uids]);
}
