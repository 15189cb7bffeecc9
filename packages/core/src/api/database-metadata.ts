/**
 * The wire contract of browsing a database (`/api/v1/database/{id}/...`): the query arguments of
 * catalogs, schemas, tables and table metadata, and their answers (with select star).
 */
import { z } from 'zod';
import { countedSchema } from './dataset.js';

const nonEmpty = 'Field cannot be empty.';
const flag = z.boolean().optional();

/** `/schemas/?q=(force:!t,catalog:x,upload_allowed:!t)` */
export const schemasQuerySchema = z
  .object({ force: flag, catalog: z.string().nullable().optional(), upload_allowed: flag })
  .loose();
/** `/catalogs/?q=(force:!t)` */
export const catalogsQuerySchema = z.object({ force: flag }).loose();
/** `/tables/?q=(schema_name:x,force:!f,catalog_name:y)` */
export const tablesQuerySchema = z
  .object({
    schema_name: z.string({ error: 'Missing data for required field.' }),
    force: flag,
    catalog_name: z.string().nullable().optional(),
  })
  .loose();
/** `/table_metadata/?name=t&schema=s&catalog=c` */
export const tableMetadataQuerySchema = z
  .object({
    name: z.string({ error: 'Missing data for required field.' }).min(1, nonEmpty),
    schema: z.string().optional(),
    catalog: z.string().optional(),
  })
  .loose();

/** `catalogs/` and `schemas/`: `{result: [name]}`. */
export const databaseNamesResponseSchema = z.object({ result: z.array(z.string()) });

/** An entry of `tables/`. */
export const tableOptionSchema = z.object({
  value: z.string(),
  /** 'table' or 'view'. */
  type: z.string(),
  extra: z.record(z.string(), z.unknown()).nullable(),
});
export type TableOption = z.infer<typeof tableOptionSchema>;
export const tablesResponseSchema = countedSchema(tableOptionSchema);

const tableKeySchema = z
  .object({ name: z.string().nullable(), column_names: z.array(z.string()), type: z.string() })
  .loose();

export const tableColumnMetadataSchema = z.object({
  name: z.string(),
  type: z.string(),
  longType: z.string(),
  keys: z.array(tableKeySchema),
  comment: z.string().nullable().optional(),
});
export type TableColumnMetadata = z.infer<typeof tableColumnMetadataSchema>;

/** `table_metadata/` and `table/{table}/{schema}/`. */
export const tableMetadataSchema = z.object({
  name: z.string(),
  columns: z.array(tableColumnMetadataSchema),
  selectStar: z.string(),
  primaryKey: tableKeySchema.nullable(),
  foreignKeys: z.array(tableKeySchema),
  indexes: z.array(tableKeySchema),
  comment: z.string().nullable().optional(),
});
export type TableMetadata = z.infer<typeof tableMetadataSchema>;

/** `select_star/{table}/{schema}/`. */
export const selectStarResponseSchema = z.object({ result: z.string() });
