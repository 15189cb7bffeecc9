/** Annotation layers and annotations in the metadata store: reads and single-statement writes. */
import type { Selectable } from 'kysely';
import type { MetaDb } from '../../meta/db.js';
import type { AnnotationLayerTable, AnnotationTable } from '../../meta/schema/annotations.js';

export type AnnotationLayerRow = Selectable<AnnotationLayerTable>;
export type AnnotationRow = Selectable<AnnotationTable>;

export const findLayer = (db: MetaDb, id: number): Promise<AnnotationLayerRow | undefined> =>
  db.selectFrom('annotation_layers').selectAll().where('id', '=', id).executeTakeFirst();

export const findLayers = (db: MetaDb, ids: readonly number[]): Promise<AnnotationLayerRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('annotation_layers').selectAll().where('id', 'in', ids).execute();

/** Whether another layer (not `exceptId`) already has the name. */
export async function layerNameTaken(db: MetaDb, name: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('annotation_layers').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Layers among the ids that have annotations. */
export async function layersWithAnnotations(db: MetaDb, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('annotations')
    .select('layer_id')
    .distinct()
    .where('layer_id', 'in', ids)
    .execute();
  return rows.map((r) => r.layer_id);
}

/** The annotation `id` of the layer (an annotation of another layer is not found). */
export const findAnnotation = (db: MetaDb, layerId: number, id: number): Promise<AnnotationRow | undefined> =>
  db
    .selectFrom('annotations')
    .selectAll()
    .where('id', '=', id)
    .where('layer_id', '=', layerId)
    .executeTakeFirst();

/** Whether another annotation of the layer already has the short description. */
export async function shortDescrTaken(
  db: MetaDb,
  layerId: number,
  shortDescr: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom('annotations')
    .select('id')
    .where('layer_id', '=', layerId)
    .where('short_descr', '=', shortDescr);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/**
 * The layer's annotations that overlap [from, to] (ISO strings; either end open when null), in
 * start order. An annotation without an end is an event at its start.
 */
export function annotationsInRange(
  db: MetaDb,
  layerId: number,
  from: string | null,
  to: string | null,
): Promise<AnnotationRow[]> {
  let q = db.selectFrom('annotations').selectAll().where('layer_id', '=', layerId);
  if (to !== null) q = q.where('start_dttm', '<=', to);
  if (from !== null)
    q = q.where((eb) =>
      eb.or([eb('end_dttm', '>=', from), eb.and([eb('end_dttm', 'is', null), eb('start_dttm', '>=', from)])]),
    );
  return q.orderBy('start_dttm').orderBy('id').execute();
}
