/**
 * Annotation layers (Superset's `annotation_layer`) and their annotations (`annotation`): named
 * layers of events and intervals drawn over time-series charts. The tables are plural like the
 * other metadata tables (decision 0002); an index on (layer_id, start_dttm) serves the chart-data
 * lookup of a layer's annotations within a time range.
 */
import type { Kysely } from 'kysely';
import type { TableHelper } from './builder.js';

export function annotationsMigration(h: TableHelper) {
  return {
    async up(db: Kysely<unknown>) {
      await h
        .table(db, 'annotation_layers')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('descr', h.text)
        .$call((t) => h.audit(t))
        .execute();
      await h
        .table(db, 'annotations')
        .addColumn('layer_id', 'integer', (c) =>
          c.notNull().references('annotation_layers.id').onDelete('cascade'),
        )
        .addColumn('short_descr', 'text')
        .addColumn('long_descr', h.text)
        .addColumn('start_dttm', 'text')
        .addColumn('end_dttm', 'text')
        .addColumn('json_metadata', h.text)
        .$call((t) => h.audit(t))
        .execute();
      await db.schema
        .createIndex('ix_annotations_layer_start')
        .on('annotations')
        .columns(['layer_id', 'start_dttm'])
        .execute();
    },
  };
}
