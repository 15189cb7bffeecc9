/**
 * Custom tags on objects: a dashboard's or chart's tag list replaced from its save body (ids), tags
 * added to one object by name, one tag removed from one object.
 */
import { invalidField, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { getOrCreateTag, linkObjects, unlinkTagsOfType } from './store.js';
import { validCustomTagName, type ObjectTypeName } from './vocabulary.js';

/**
 * The object's custom tags become these (Superset's update_tags): the others are unlinked, system
 * tags stay. Every id must be a custom tag (400 naming `tags`).
 */
export async function replaceCustomTags(
  db: MetaDb,
  type: ObjectTypeName,
  id: number,
  tagIds: readonly number[],
) {
  const wanted = [...new Set(tagIds)];
  if (wanted.length) {
    const found = await db
      .selectFrom('tag')
      .select('id')
      .where('id', 'in', wanted)
      .where('type', '=', 'custom')
      .execute();
    if (found.length !== wanted.length)
      throw invalidField('tags', 'Some tags do not exist or are not custom tags');
  }
  await unlinkTagsOfType(db, type, id, ['custom'], wanted);
  for (const tagId of wanted) await linkObjects(db, tagId, type, [id]);
}

/** Adds custom tags by name to one object, creating the tags that do not exist. */
export async function addCustomTags(
  db: MetaDb,
  type: ObjectTypeName,
  id: number,
  names: readonly string[],
  userId: number,
) {
  for (const raw of names) {
    const name = raw.trim();
    if (!validCustomTagName(name))
      throw invalidField('tags', "Invalid Tag Name (cannot contain ':' or ',')", 422);
    const tag = await getOrCreateTag(db, name, 'custom', userId);
    if (tag.type !== 'custom') throw invalidField('tags', `${name} is not a custom tag`, 422);
    await linkObjects(db, tag.id, type, [id]);
  }
}

/** Removes the tag named so from one object; 404 when the tag or the link does not exist. */
export async function removeObjectTag(db: MetaDb, type: ObjectTypeName, id: number, name: string) {
  const tag = await db.selectFrom('tag').select('id').where('name', '=', name.trim()).executeTakeFirst();
  if (!tag) throw new NotFound(`Tag with name ${name} does not exist.`);
  const removed = await db
    .deleteFrom('tagged_object')
    .where('tag_id', '=', tag.id)
    .where('object_type', '=', type)
    .where('object_id', '=', id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new NotFound('Tagged object not found');
}
