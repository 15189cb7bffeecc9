/**
 * Field groups and answer builders the wire schemas share. Spread a group into `z.object({...})`
 * at the place its fields stand, so the inferred types and the key order stay as Superset's.
 */
import { z } from 'zod';
import { userRefSchema } from './list.js';

/** A row's numeric id and its uuid. */
export const idUuidFields = { id: z.number().int(), uuid: z.string() };

/** A person's first and last name, as users are shown. */
export const userNameFields = { first_name: z.string(), last_name: z.string() };

/** A user by name only (the dataset and database detail answers), null once the user is gone. */
export const userNameSchema = z.object(userNameFields).nullable();

/** The catalog and schema a SQL Lab query or editor works in (either may be left out). */
export const catalogSchemaFields = { catalog: z.string().nullish(), schema: z.string().nullish() };

/** The names a dataset answers with: its table's, and Superset's `datasource_name` and `name`. */
export const datasetNameFields = { table_name: z.string(), datasource_name: z.string(), name: z.string() };

/** What a database lets SQL Lab write: CREATE TABLE AS, CREATE VIEW AS, DML and file uploads. */
export const databaseWriteFields = {
  allow_ctas: z.boolean(),
  allow_cvas: z.boolean(),
  allow_dml: z.boolean(),
  allow_file_upload: z.boolean(),
};

/** Who created and who last changed a row (null once the user is gone). */
export const createdChangedByFields = {
  created_by: userRefSchema.nullable(),
  changed_by: userRefSchema.nullable(),
};

/** A chart's or dashboard's certification and whether an outside tool manages it. */
export const certifiedManagedFields = {
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  is_managed_externally: z.boolean(),
};

/** Whether an outside tool (e.g. an import) manages the row, and where. */
export const externallyManagedFields = {
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
};

/** `GET _info?q=(keys:!(permissions))`: the permissions the user holds on the resource. */
export function infoResponseSchema() {
  return z.object({ permissions: z.array(z.string()) });
}

/** `{id, result}`: the answer of a show, a create or an update. */
export function idResultSchema<T extends z.ZodType>(result: T) {
  return z.object({ id: z.number().int(), result });
}
