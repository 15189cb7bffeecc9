/** The owner links of imported datasets, charts and dashboards (`<object>_user` tables). */
import type { MetaDb } from '../../meta/db.js';
import type { KindName } from '../configs/index.js';

type Owned = Extract<KindName, 'dataset' | 'chart' | 'dashboard'>;

const LINKS = {
  dataset: { table: 'sqlatable_user', column: 'table_id' },
  chart: { table: 'slice_user', column: 'slice_id' },
  dashboard: { table: 'dashboard_user', column: 'dashboard_id' },
} as const;

const isOwned = (kind: KindName): kind is Owned => kind in LINKS;

/** The ids of the object's owners (none for kinds without owners). */
export async function ownerIds(db: MetaDb, kind: KindName, id: number): Promise<number[]> {
  if (!isOwned(kind)) return [];
  const { table, column } = LINKS[kind] as { table: 'slice_user'; column: 'slice_id' };
  const rows = await db.selectFrom(table).select('user_id').where(column, '=', id).execute();
  return rows.map((r) => r.user_id);
}

/** Makes the user one of the object's owners, unless they are already. */
export async function addOwner(db: MetaDb, kind: Owned, id: number, userId: number): Promise<void> {
  if ((await ownerIds(db, kind, id)).includes(userId)) return;
  const { table, column } = LINKS[kind] as { table: 'slice_user'; column: 'slice_id' };
  await db
    .insertInto(table)
    .values({ [column]: id, user_id: userId })
    .execute();
}
