/**
 * The example datasets belong to the admin who loaded them (or the first admin), as the example
 * dashboards do: the Datasets list shows an owner, and the owner may edit them. Only examples that
 * have no owner get one, so owners users chose are kept and a second run writes nothing.
 */
import { EXAMPLE_DATASETS } from '../examples/index.js';
import type { MetaDb } from '../meta/db.js';

/** Makes `userId` the owner of each example dataset without owners; answers their ids. */
export async function ownUnownedExampleDatasets(db: MetaDb, userId: number): Promise<number[]> {
  const uuids = EXAMPLE_DATASETS.map((d) => d.uuid);
  const unowned = await db
    .selectFrom('tables as t')
    .select('t.id')
    .where('t.uuid', 'in', uuids)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('sqlatable_user as o').select('o.id').whereRef('o.table_id', '=', 't.id')),
      ),
    )
    .orderBy('t.id')
    .execute();
  const ids = unowned.map((r) => r.id);
  if (ids.length) {
    await db
      .insertInto('sqlatable_user')
      .values(ids.map((table_id) => ({ table_id, user_id: userId })))
      .execute();
  }
  return ids;
}
