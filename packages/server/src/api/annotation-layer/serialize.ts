/** Annotation layers and annotations as Superset's REST API answers them (list and get). */
import type { AppContext } from '../../context.js';
import type { AnnotationLayerRow, AnnotationRow } from '../../services/annotation/store.js';
import { naturalTime } from '../humanize.js';
import { usersById } from '../users-by-id.js';

/** Superset answers naive date-times (UTC, no zone): `2024-01-01T00:00:00`. */
export const naiveDateTime = (iso: string | null) => (iso === null ? null : iso.slice(0, 19));

async function auditUsers(
  ctx: AppContext,
  rows: { created_by_fk: number | null; changed_by_fk: number | null }[],
) {
  const users = await usersById(
    ctx,
    rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
  );
  return (id: number | null) => (id === null ? null : (users.get(id) ?? null));
}

export async function serializeLayers(rows: AnnotationLayerRow[], ctx: AppContext) {
  const user = await auditUsers(ctx, rows);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    descr: r.descr,
    created_on: r.created_on,
    changed_on: r.changed_on,
    changed_on_delta_humanized: naturalTime(r.changed_on),
    created_by: user(r.created_by_fk),
    changed_by: user(r.changed_by_fk),
  }));
}

export async function serializeAnnotations(rows: AnnotationRow[], ctx: AppContext) {
  const user = await auditUsers(ctx, rows);
  return rows.map((r) => ({
    id: r.id,
    short_descr: r.short_descr,
    long_descr: r.long_descr,
    start_dttm: naiveDateTime(r.start_dttm),
    end_dttm: naiveDateTime(r.end_dttm),
    changed_on_delta_humanized: naturalTime(r.changed_on),
    created_by: user(r.created_by_fk),
    changed_by: user(r.changed_by_fk),
  }));
}

/** `GET …/annotation/{id}`: Superset's show columns, with the layer's id and name. */
export const annotationShow = (r: AnnotationRow, layer: AnnotationLayerRow) => ({
  id: r.id,
  short_descr: r.short_descr,
  long_descr: r.long_descr,
  start_dttm: naiveDateTime(r.start_dttm),
  end_dttm: naiveDateTime(r.end_dttm),
  json_metadata: r.json_metadata,
  layer: { id: layer.id, name: layer.name },
});
