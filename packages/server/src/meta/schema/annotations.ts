/** Annotation layers and their annotations (Superset's `annotation_layer` and `annotation`). */
import type { Audit, Id, Ts } from './columns.js';

export interface AnnotationLayerTable extends Audit {
  id: Id;
  name: string;
  descr: string | null;
}

export interface AnnotationTable extends Audit {
  id: Id;
  layer_id: number;
  short_descr: string | null;
  long_descr: string | null;
  start_dttm: Ts | null;
  end_dttm: Ts | null;
  /** JSON text, as the user typed it. */
  json_metadata: string | null;
}
