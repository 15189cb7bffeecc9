/**
 * A custom tag with the objects it is on (Superset's CreateCustomTagWithRelationshipsCommand and
 * UpdateTagCommand): objects the user may not edit are skipped and reported, never tagged.
 */
import type { AppContext } from '../../context.js';
import { invalidField, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { nowIso } from '../../meta/time.js';
import type { AuthUser } from '../../security/auth.js';
import { editableIds } from './editable.js';
import { findTagById, getOrCreateTag, linkObjects } from './store.js';
import { objectTypeOf, validCustomTagName, type ObjectTypeName } from './vocabulary.js';

/** One `[object type, id]` pair of `objects_to_tag`, as the caller wrote it. */
export type ObjectPair = [string | number, number];

export interface TagBody {
  name: string;
  description?: string | null;
  objects_to_tag?: ObjectPair[];
}

interface Split {
  allowed: Map<ObjectTypeName, number[]>;
  skipped: ObjectPair[];
}

/** The pairs grouped by type, less the ones the user may not edit (400 naming the field for a bad type). */
async function splitEditable(db: MetaDb, user: AuthUser, pairs: readonly ObjectPair[]): Promise<Split> {
  const byType = new Map<ObjectTypeName, ObjectPair[]>();
  for (const pair of pairs) {
    const type = objectTypeOf(pair[0]);
    if (!type) throw invalidField('objects_to_tag', `invalid object type ${String(pair[0])}`);
    byType.set(type, [...(byType.get(type) ?? []), pair]);
  }
  const allowed = new Map<ObjectTypeName, number[]>();
  const skipped: ObjectPair[] = [];
  for (const [type, list] of byType) {
    const ok = await editableIds(
      db,
      user,
      type,
      list.map((p) => p[1]),
    );
    allowed.set(type, [...new Set(list.filter((p) => ok.has(p[1])).map((p) => p[1]))]);
    skipped.push(...list.filter((p) => !ok.has(p[1])));
  }
  return { allowed, skipped };
}

function checkName(name: string) {
  if (!validCustomTagName(name)) throw invalidField('name', "Invalid Tag Name (cannot contain ':' or ',')");
}

/** Creates the custom tag (or takes the existing one) and tags the objects; answers what was tagged and skipped. */
export async function createTagWithObjects(db: MetaDb, user: AuthUser, body: TagBody) {
  const name = body.name.trim();
  checkName(name);
  return db.transaction().execute(async (trx) => {
    const { allowed, skipped } = await splitEditable(trx, user, body.objects_to_tag ?? []);
    const tag = await getOrCreateTag(trx, name, 'custom', user.id);
    if (tag.type !== 'custom') throw invalidField('name', 'A system tag has this name');
    if (body.description !== undefined)
      await trx.updateTable('tag').set({ description: body.description }).where('id', '=', tag.id).execute();
    const tagged: [ObjectTypeName, number][] = [];
    for (const [type, ids] of allowed) {
      await linkObjects(trx, tag.id, type, ids);
      tagged.push(...ids.map((id): [ObjectTypeName, number] => [type, id]));
    }
    return { id: tag.id, tagged, skipped };
  });
}

/**
 * Renames or re-describes a custom tag; with `objects_to_tag`, the tag ends up on exactly those of
 * the listed objects the user may edit (links to objects the user may not edit stay).
 */
export async function updateTag(ctx: AppContext, user: AuthUser, id: number, body: TagBody) {
  const name = body.name.trim();
  checkName(name);
  await ctx.db.transaction().execute(async (trx) => {
    const tag = await findTagById(trx, id);
    if (!tag) throw new NotFound('Not found');
    if (tag.type !== 'custom') throw invalidField('name', 'Only custom tags can be changed', 422);
    const clash = await trx
      .selectFrom('tag')
      .select('id')
      .where('name', '=', name)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (clash) throw invalidField('name', 'A tag with this name already exists', 422);
    await trx
      .updateTable('tag')
      .set({
        name,
        ...(body.description !== undefined && { description: body.description }),
        changed_on: nowIso(),
        changed_by_fk: user.id,
      })
      .where('id', '=', id)
      .execute();
    if (body.objects_to_tag === undefined) return;
    const { allowed } = await splitEditable(trx, user, body.objects_to_tag);
    await replaceTaggedObjects(trx, user, id, allowed);
  });
}

/** The tag's links become `allowed`, except links to objects the user may not edit. */
async function replaceTaggedObjects(
  db: MetaDb,
  user: AuthUser,
  tagId: number,
  allowed: Map<ObjectTypeName, number[]>,
) {
  const current = await db
    .selectFrom('tagged_object')
    .select(['object_type', 'object_id'])
    .where('tag_id', '=', tagId)
    .execute();
  for (const type of ['query', 'chart', 'dashboard'] as const) {
    const keep = new Set(allowed.get(type) ?? []);
    const linked = current.filter((c) => c.object_type === type).map((c) => c.object_id);
    const editable = await editableIds(db, user, type, linked);
    const drop = linked.filter((o) => !keep.has(o) && editable.has(o));
    if (drop.length)
      await db
        .deleteFrom('tagged_object')
        .where('tag_id', '=', tagId)
        .where('object_type', '=', type)
        .where('object_id', 'in', drop)
        .execute();
    await linkObjects(db, tagId, type, [...keep]);
  }
}
