/**
 * Row-level security rules as stored (Superset's row_level_security_filters with their roles and
 * datasets), read per dataset and kept briefly, so the chart-data hot path (and its cache hits)
 * costs no metadata query. Rule edits call `invalidateRls()`; other server processes see them within
 * the TTL.
 */
import type { MetaDb } from '../../meta/db.js';

export type RlsFilterType = 'Regular' | 'Base';

/** A stored rule linked to a dataset: what it adds, and the roles it names. */
export interface StoredRlsRule {
  id: number;
  filterType: RlsFilterType;
  /** Rules with the same (non-empty) key are ORed; null: a group of its own. */
  groupKey: string | null;
  clause: string;
  /** Names of the roles the rule lists (Regular: applies to them; Base: to everyone else). */
  roles: string[];
}

/** How long a dataset's rules are kept (milliseconds). */
export const RLS_CACHE_MS = 10_000;

interface Entry {
  value: Promise<StoredRlsRule[]>;
  until: number;
}

/** Per metadata store (tests run several in one process), per dataset id. */
let caches = new WeakMap<MetaDb, Map<number, Entry>>();

/**
 * Drops every cached rule list (of every metadata store): call after creating, editing or deleting
 * a rule, or changing its roles or datasets.
 */
export function invalidateRls(): void {
  caches = new WeakMap();
}

/** The rules linked to dataset `datasetId`, in id order. */
export async function loadDatasetRules(db: MetaDb, datasetId: number): Promise<StoredRlsRule[]> {
  const rules = await db
    .selectFrom('row_level_security_filters as f')
    .innerJoin('rls_filter_tables as t', 't.rls_filter_id', 'f.id')
    .select(['f.id', 'f.filter_type', 'f.group_key', 'f.clause'])
    .where('t.table_id', '=', datasetId)
    .orderBy('f.id')
    .execute();
  if (rules.length === 0) return [];
  const links = await db
    .selectFrom('rls_filter_roles as l')
    .innerJoin('ab_role as r', 'r.id', 'l.role_id')
    .select(['l.rls_filter_id', 'r.name'])
    .where(
      'l.rls_filter_id',
      'in',
      rules.map((r) => r.id),
    )
    .execute();
  const seen = new Set<number>();
  return rules.flatMap((r) => {
    // A rule linked twice to the dataset is one rule.
    if (seen.has(r.id)) return [];
    seen.add(r.id);
    return [
      {
        id: r.id,
        // Anything but 'Base' is read as Regular: it then applies only to the roles it names.
        filterType: r.filter_type === 'Base' ? 'Base' : 'Regular',
        groupKey: r.group_key ? r.group_key : null,
        clause: r.clause,
        roles: links.filter((l) => l.rls_filter_id === r.id).map((l) => l.name),
      },
    ];
  });
}

/** The rules of dataset `datasetId`, cached for RLS_CACHE_MS. */
export function datasetRules(db: MetaDb, datasetId: number): Promise<StoredRlsRule[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(datasetId);
  if (hit && hit.until > Date.now()) return hit.value;
  const value = loadDatasetRules(db, datasetId);
  const store = cache;
  store.set(datasetId, { value, until: Date.now() + RLS_CACHE_MS });
  value.catch(() => store.delete(datasetId));
  return value;
}
