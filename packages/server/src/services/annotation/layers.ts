/**
 * Annotation layer commands with Superset's rules: a name unique among layers ("Name must be
 * unique", 422), and no deleting a layer that still has annotations ("Annotation layer has
 * associated annotations.", 422). Checks and writes share one transaction.
 */
import type { MetaDb } from '../../meta/db.js';
import { createdBy } from '../../meta/repositories/audit.js';
import { Conflict, invalidField, NotFound } from '../../domain-errors.js';
import type { AnnotationLayerPost, AnnotationLayerPut } from './schemas.js';
import { findLayer, findLayers, layerNameTaken, layersWithAnnotations } from './store.js';

export const LAYER_NOT_FOUND = 'Annotation layer not found.';
export const NAME_TAKEN = 'Name must be unique';
export const HAS_ANNOTATIONS = 'Annotation layer has associated annotations.';

export async function createLayer(
  db: MetaDb,
  body: AnnotationLayerPost,
  userId: number,
  now: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (await layerNameTaken(trx, body.name)) throw invalidField('name', NAME_TAKEN, 422);
    const row = await trx
      .insertInto('annotation_layers')
      .values({ name: body.name, descr: body.descr ?? null, ...createdBy(userId, now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateLayer(
  db: MetaDb,
  id: number,
  body: AnnotationLayerPut,
  userId: number,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findLayer(trx, id))) throw new NotFound(LAYER_NOT_FOUND);
    if (body.name !== undefined && (await layerNameTaken(trx, body.name, id)))
      throw invalidField('name', NAME_TAKEN, 422);
    await trx
      .updateTable('annotation_layers')
      .set({ ...body, changed_on: now, changed_by_fk: userId })
      .where('id', '=', id)
      .execute();
  });
}

/** Deletes the layers, all or none: every id must exist and have no annotations. */
export async function deleteLayers(db: MetaDb, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if ((await findLayers(trx, ids)).length !== new Set(ids).size) throw new NotFound(LAYER_NOT_FOUND);
    if ((await layersWithAnnotations(trx, ids)).length > 0)
      throw new Conflict(HAS_ANNOTATIONS, { message: HAS_ANNOTATIONS }, 422);
    await trx.deleteFrom('annotation_layers').where('id', 'in', ids).execute();
  });
}
