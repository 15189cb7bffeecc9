/**
 * Annotation commands with Superset's rules: the layer must exist, the short description is unique
 * within the layer ("Short description must be unique for this layer") and the end is not before
 * the start ("End date must be after start date", on start_dttm); both answer 422 as Superset's
 * AnnotationInvalidError. Dates are stored as ISO-8601 UTC so they compare as text.
 */
import type { MetaDb } from '../../meta/db.js';
import { createdBy } from '../../meta/repositories/audit.js';
import { Invalid, NotFound } from '../../domain-errors.js';
import { LAYER_NOT_FOUND } from './layers.js';
import { parseDateTime, type AnnotationPost, type AnnotationPut } from './schemas.js';
import { findAnnotation, findLayer, shortDescrTaken } from './store.js';

export const ANNOTATION_NOT_FOUND = 'Annotation not found.';
export const SHORT_DESCR_TAKEN = 'Short description must be unique for this layer';
export const END_BEFORE_START = 'End date must be after start date';

const stored = (s: string | null | undefined) =>
  s === undefined ? undefined : s === null ? null : new Date(parseDateTime(s)).toISOString();

/** Superset's 422 with every broken rule by field. */
async function checkRules(
  db: MetaDb,
  layerId: number,
  fields: { short_descr: string | null; start: string | null; end: string | null },
  exceptId?: number,
) {
  const errors: Record<string, string[]> = {};
  if (fields.short_descr !== null && (await shortDescrTaken(db, layerId, fields.short_descr, exceptId)))
    errors.short_descr = [SHORT_DESCR_TAKEN];
  if (fields.start !== null && fields.end !== null && fields.end < fields.start)
    errors.start_dttm = [END_BEFORE_START];
  if (Object.keys(errors).length > 0) throw new Invalid('invalid', { message: errors }, 422);
}

export async function createAnnotation(
  db: MetaDb,
  layerId: number,
  body: AnnotationPost,
  userId: number,
  now: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // Superset answers an unknown layer on create with 400 and its message.
    if (!(await findLayer(trx, layerId))) throw new Invalid(LAYER_NOT_FOUND, { message: LAYER_NOT_FOUND });
    const start = stored(body.start_dttm)!;
    const end = stored(body.end_dttm)!;
    await checkRules(trx, layerId, { short_descr: body.short_descr, start, end });
    const row = await trx
      .insertInto('annotations')
      .values({
        layer_id: layerId,
        short_descr: body.short_descr,
        long_descr: body.long_descr ?? null,
        start_dttm: start,
        end_dttm: end,
        json_metadata: body.json_metadata ?? null,
        ...createdBy(userId, now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function updateAnnotation(
  db: MetaDb,
  layerId: number,
  id: number,
  body: AnnotationPut,
  userId: number,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findLayer(trx, layerId))) throw new NotFound(LAYER_NOT_FOUND);
    const row = await findAnnotation(trx, layerId, id);
    if (!row) throw new NotFound(ANNOTATION_NOT_FOUND);
    const start = stored(body.start_dttm);
    const end = stored(body.end_dttm);
    await checkRules(
      trx,
      layerId,
      {
        short_descr: body.short_descr ?? null,
        start: start ?? row.start_dttm,
        end: end === undefined ? row.end_dttm : end,
      },
      id,
    );
    await trx
      .updateTable('annotations')
      .set({
        ...body,
        ...(start !== undefined && { start_dttm: start }),
        ...(end !== undefined && { end_dttm: end }),
        changed_on: now,
        changed_by_fk: userId,
      })
      .where('id', '=', id)
      .execute();
  });
}

/** Deletes annotations of the layer, all or none: every id must be one of the layer's. */
export async function deleteAnnotations(db: MetaDb, layerId: number, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findLayer(trx, layerId))) throw new NotFound(LAYER_NOT_FOUND);
    const found = await trx
      .selectFrom('annotations')
      .select('id')
      .where('layer_id', '=', layerId)
      .where('id', 'in', ids)
      .execute();
    if (found.length !== new Set(ids).size) throw new NotFound(ANNOTATION_NOT_FOUND);
    await trx.deleteFrom('annotations').where('id', 'in', ids).execute();
  });
}
