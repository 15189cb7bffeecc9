/**
 * The tags the server keeps (Superset's after_insert/after_update/after_delete listeners and the
 * favourite listener): `type:dashboard` (chart, query) on every object, `owner:<user id>` for each
 * owner, `favorited_by:<user id>` for each star. Services call these inside their write transaction.
 */
import type { MetaDb } from '../../meta/db.js';
import { getOrCreateTag, linkObjects, unlinkTagsOfType } from './store.js';
import { FAVORITE_CLASS_OBJECT, type ObjectTypeName } from './vocabulary.js';

async function linkOwners(db: MetaDb, type: ObjectTypeName, id: number, ownerIds: readonly number[]) {
  for (const owner of new Set(ownerIds)) {
    const tag = await getOrCreateTag(db, `owner:${owner}`, 'owner', null);
    await linkObjects(db, tag.id, type, [id]);
  }
}

/** A new object: its type tag and its owners' tags. */
export async function tagNewObject(
  db: MetaDb,
  type: ObjectTypeName,
  id: number,
  ownerIds: readonly number[],
) {
  const tag = await getOrCreateTag(db, `type:${type}`, 'type', null);
  await linkObjects(db, tag.id, type, [id]);
  await linkOwners(db, type, id, ownerIds);
}

/** The owners changed: the owner tags follow. */
export async function retagOwners(db: MetaDb, type: ObjectTypeName, id: number, ownerIds: readonly number[]) {
  await unlinkTagsOfType(db, type, id, ['owner']);
  await linkOwners(db, type, id, ownerIds);
}

/** Objects deleted: every tag link of theirs goes. */
export async function untagObjects(db: MetaDb, type: ObjectTypeName, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('tagged_object')
    .where('object_type', '=', type)
    .where('object_id', 'in', [...ids])
    .execute();
}

/** A user starred an object (favstar class name: 'Dashboard', 'slice', …). */
export async function tagFavorite(db: MetaDb, userId: number, favClass: string, objectId: number) {
  const type = FAVORITE_CLASS_OBJECT[favClass.toLowerCase()];
  if (!type) return;
  const tag = await getOrCreateTag(db, `favorited_by:${userId}`, 'favorited_by', null);
  await linkObjects(db, tag.id, type, [objectId]);
}

/** A user removed a star. */
export async function untagFavorite(db: MetaDb, userId: number, favClass: string, objectId: number) {
  const type = FAVORITE_CLASS_OBJECT[favClass.toLowerCase()];
  if (!type) return;
  await db
    .deleteFrom('tagged_object')
    .where('object_type', '=', type)
    .where('object_id', '=', objectId)
    .where('tag_id', 'in', (eb) =>
      eb.selectFrom('tag').select('id').where('name', '=', `favorited_by:${userId}`),
    )
    .execute();
}
