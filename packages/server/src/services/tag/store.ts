/** The tag and tagged_object rows: find or create a tag, link and unlink objects. */
import type { MetaDb } from '../../meta/db.js';
import { nowIso } from '../../meta/time.js';
import { tagTypeId, type ObjectTypeName, type TagTypeName } from './vocabulary.js';

export interface TagRef {
  id: number;
  name: string;
  type: string;
}

export const findTagByName = (db: MetaDb, name: string) =>
  db.selectFrom('tag').selectAll().where('name', '=', name).executeTakeFirst();

export const findTagById = (db: MetaDb, id: number) =>
  db.selectFrom('tag').selectAll().where('id', '=', id).executeTakeFirst();

/** The tag named so, created with this type when missing (a concurrent creator wins quietly). */
export async function getOrCreateTag(
  db: MetaDb,
  name: string,
  type: TagTypeName,
  userId: number | null,
): Promise<TagRef> {
  const found = await findTagByName(db, name);
  if (found) return found;
  const now = nowIso();
  await db
    .insertInto('tag')
    .values({ name, type, created_on: now, changed_on: now, created_by_fk: userId, changed_by_fk: userId })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await findTagByName(db, name))!;
}

/** Links the tag to the objects (links that exist already stay). */
export async function linkObjects(db: MetaDb, tagId: number, type: ObjectTypeName, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .insertInto('tagged_object')
    .values(ids.map((id) => ({ tag_id: tagId, object_id: id, object_type: type })))
    .onConflict((oc) => oc.columns(['tag_id', 'object_id', 'object_type']).doNothing())
    .execute();
}

/** Unlinks the tags of these types from one object. */
export async function unlinkTagsOfType(
  db: MetaDb,
  type: ObjectTypeName,
  objectId: number,
  tagTypes: readonly TagTypeName[],
  keepTagIds: readonly number[] = [],
) {
  let q = db
    .deleteFrom('tagged_object')
    .where('object_type', '=', type)
    .where('object_id', '=', objectId)
    .where('tag_id', 'in', (eb) =>
      eb
        .selectFrom('tag')
        .select('id')
        .where('type', 'in', [...tagTypes]),
    );
  if (keepTagIds.length) q = q.where('tag_id', 'not in', [...keepTagIds]);
  await q.execute();
}

/** Every tag of these objects, keyed by object id, ordered by name. */
export async function tagsOf(db: MetaDb, type: ObjectTypeName, ids: readonly number[]) {
  const out = new Map<number, TagRef[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('tagged_object as o')
    .innerJoin('tag as t', 't.id', 'o.tag_id')
    .select(['o.object_id', 't.id', 't.name', 't.type'])
    .where('o.object_type', '=', type)
    .where('o.object_id', 'in', [...ids])
    .orderBy('t.name')
    .execute();
  for (const r of rows) {
    const list = out.get(r.object_id) ?? [];
    list.push({ id: r.id, name: r.name, type: r.type });
    out.set(r.object_id, list);
  }
  return out;
}

/** The tags of these objects as answers carry them ({id, name, type} with Superset's type number). */
export async function tagRefsOf(db: MetaDb, type: ObjectTypeName, ids: readonly number[]) {
  const tags = await tagsOf(db, type, ids);
  return new Map(
    [...tags].map(([id, list]) => [
      id,
      list.map((t) => ({ id: t.id, name: t.name, type: tagTypeId(t.type) })),
    ]),
  );
}

/** Deletes tags with their links and stars. */
export async function dropTags(db: MetaDb, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .deleteFrom('tagged_object')
    .where('tag_id', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('user_favorite_tag')
    .where('tag_id', 'in', [...ids])
    .execute();
  await db
    .deleteFrom('tag')
    .where('id', 'in', [...ids])
    .execute();
}
