/**
 * What the metadata store already holds, by uuid, per kind of bundle object: the ids an import
 * reuses or updates, and the uuids `loadConfigs` checks references and overwrites against.
 */
import type { MetaDb } from '../../meta/db.js';
import { KIND_NAMES, type KindName } from '../configs/index.js';
import type { ExistingUuids } from '../configs/load.js';

/** uuid → id, per kind. */
export type IdsByUuid = Record<KindName, Map<string, number>>;

/** The metadata table each kind is stored in. */
export const KIND_TABLES = {
  database: 'dbs',
  dataset: 'tables',
  chart: 'slices',
  dashboard: 'dashboards',
  saved_query: 'saved_query',
} as const satisfies Record<KindName, string>;

/** Every stored object's uuid → id, per kind. */
export async function existingIds(db: MetaDb): Promise<IdsByUuid> {
  const entries = await Promise.all(
    KIND_NAMES.map(async (kind) => {
      const table = KIND_TABLES[kind] as 'dbs';
      const rows = await db.selectFrom(table).select(['id', 'uuid']).execute();
      return [kind, new Map(rows.map((r) => [r.uuid, r.id]))] as const;
    }),
  );
  return Object.fromEntries(entries) as IdsByUuid;
}

/** The uuids of `ids`, as `loadConfigs` wants them. */
export function existingUuids(ids: IdsByUuid): ExistingUuids {
  return Object.fromEntries(KIND_NAMES.map((k) => [k, new Set(ids[k].keys())])) as unknown as ExistingUuids;
}
