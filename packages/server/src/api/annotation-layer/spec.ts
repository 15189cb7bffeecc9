/**
 * List specs of `/api/v1/annotation_layer/` and `/api/v1/annotation_layer/{pk}/annotation/`:
 * layers are shared (everyone with can_read on Annotation sees all); annotations are listed within
 * their layer. The "All Text" filters are Superset's (name/descr; short/long description).
 */
import { sql, type SqlBool } from 'kysely';
import type { AnnotationLayerRow, AnnotationRow } from '../../services/annotation/store.js';
import { listColumns } from '../database/list.js';
import { containsPattern } from '../resource/filters.js';
import { AUDIT_RELATIONS, type ResourceSpec } from '../resource/spec.js';
import { serializeAnnotations, serializeLayers } from './serialize.js';

export const annotationLayerSpec: ResourceSpec = {
  name: 'annotation_layer',
  view: 'Annotation',
  table: 'annotation_layers',
  columns: listColumns({
    id: 'number',
    name: 'string',
    descr: 'string',
    changed_on: 'datetime',
    created_on: 'datetime',
  }),
  relations: { ...AUDIT_RELATIONS },
  customFilters: {
    annotation_layer_all_text: (_eb, value) => {
      const text = containsPattern(value);
      return sql<SqlBool>`(lower(t.name) like ${text} escape '\\' or lower(coalesce(t.descr, '')) like ${text} escape '\\')`;
    },
  },
  sortAliases: { changed_on_delta_humanized: 'changed_on' },
  defaultOrder: ['changed_on', 'desc'],
  visible: () => null,
  serialize: (rows, ctx) => serializeLayers(rows as AnnotationLayerRow[], ctx),
};

/** The annotations of one layer, as a list resource. */
export const annotationSpec = (layerId: number): ResourceSpec => ({
  name: 'annotation_layer',
  view: 'Annotation',
  table: 'annotations',
  columns: listColumns({
    id: 'number',
    short_descr: 'string',
    long_descr: 'string',
    start_dttm: 'datetime',
    end_dttm: 'datetime',
    changed_on: 'datetime',
    created_on: 'datetime',
  }),
  relations: { ...AUDIT_RELATIONS },
  customFilters: {
    annotation_all_text: (_eb, value) => {
      const text = containsPattern(value);
      return sql<SqlBool>`(lower(coalesce(t.short_descr, '')) like ${text} escape '\\' or lower(coalesce(t.long_descr, '')) like ${text} escape '\\')`;
    },
  },
  sortAliases: { changed_on_delta_humanized: 'changed_on' },
  defaultOrder: ['start_dttm', 'desc'],
  visible: (eb) => eb('t.layer_id', '=', layerId),
  serialize: (rows, ctx) => serializeAnnotations(rows as AnnotationRow[], ctx),
});
