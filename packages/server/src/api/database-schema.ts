/** Request bodies and query arguments of the Database resource, as Superset's schemas accept them. */
import { z } from 'zod';
import { shallowJson, tooDeepMessage } from './json-depth.js';

/** JSON text holding an object (`extra`, `masked_encrypted_extra`); '' counts as '{}'. */
export const jsonObjectText = (field: string) =>
  z
    .string()
    .refine(shallowJson, `${field}: ${tooDeepMessage}`)
    .refine(
      (s) => {
        if (s.trim() === '') return true;
        try {
          const v: unknown = JSON.parse(s);
          return v !== null && typeof v === 'object' && !Array.isArray(v);
        } catch {
          return false;
        }
      },
      { message: `${field} is not valid JSON` },
    );

/** Superset validates the parts of `extra` it reads; so do we, naming the key. */
export const extraSchema = z
  .object({
    allow_multi_catalog: z.boolean().optional(),
    disable_data_preview: z.boolean().optional(),
    disable_drill_to_detail: z.boolean().optional(),
    allows_virtual_table_explore: z.boolean().optional(),
    cost_estimate_enabled: z.boolean().optional(),
    metadata_cache_timeout: z
      .object({
        schema_cache_timeout: z.number().int().min(0).optional(),
        table_cache_timeout: z.number().int().min(0).optional(),
        catalog_cache_timeout: z.number().int().min(0).optional(),
      })
      .loose()
      .optional(),
    schemas_allowed_for_file_upload: z.array(z.string()).optional(),
    engine_params: z.record(z.string(), z.unknown()).optional(),
    metadata_params: z.record(z.string(), z.unknown()).optional(),
    version: z.string().nullable().optional(),
    explore_database_id: z.number().int().optional(),
  })
  .loose();

/** A database's `extra`: JSON text of an object whose known keys have the right types. */
export const databaseExtra = z.string().superRefine((text, ctx) => {
  if (text.trim() === '') return;
  if (!shallowJson(text)) {
    ctx.addIssue({ code: 'custom', message: `extra: ${tooDeepMessage}` });
    return;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'extra is not valid JSON' });
    return;
  }
  const parsed = extraSchema.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
});

const connectionFields = {
  sqlalchemy_uri: z.string().trim().min(1, 'Field cannot be empty.').max(1024).optional(),
  engine: z.string().nullable().optional(),
  driver: z.string().nullable().optional(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']).optional(),
  extra: databaseExtra.optional(),
  masked_encrypted_extra: jsonObjectText('masked_encrypted_extra').nullable().optional(),
  impersonate_user: z.boolean().optional(),
  server_cert: z.string().nullable().optional(),
  ssh_tunnel: z.unknown().optional(),
};

const flagFields = {
  expose_in_sqllab: z.boolean().optional(),
  allow_run_async: z.boolean().optional(),
  allow_ctas: z.boolean().optional(),
  allow_cvas: z.boolean().optional(),
  allow_dml: z.boolean().optional(),
  allow_file_upload: z.boolean().optional(),
  cache_timeout: z.number().int().min(0).nullable().optional(),
  force_ctas_schema: z.string().max(250).nullable().optional(),
  external_url: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  uuid: z.uuid().optional(),
};

const databaseName = z.string().trim().min(1, 'Field cannot be empty.').max(250);

export const databasePostBody = z.strictObject({
  database_name: databaseName,
  ...connectionFields,
  ...flagFields,
});
export const databasePutBody = z.strictObject({
  database_name: databaseName.optional(),
  ...connectionFields,
  ...flagFields,
});
export type DatabaseBody = z.infer<typeof databasePutBody>;

export const testConnectionBody = z.strictObject({
  database_name: z.string().max(250).nullable().optional(),
  ...connectionFields,
});
export type TestConnectionBody = z.infer<typeof testConnectionBody>;

export const validateParametersBody = z.strictObject({
  id: z.number().int().nullable().optional(),
  database_name: z.string().max(250).nullable().optional(),
  engine: z.string().min(1),
  driver: z.string().nullable().optional(),
  parameters: z.record(z.string(), z.unknown()).default({}),
  configuration_method: z.enum(['sqlalchemy_form', 'dynamic_form']),
  catalog: z.record(z.string(), z.unknown()).optional(),
  extra: databaseExtra.optional(),
  masked_encrypted_extra: jsonObjectText('masked_encrypted_extra').nullable().optional(),
  impersonate_user: z.boolean().optional(),
  server_cert: z.string().nullable().optional(),
});
export type ValidateParametersBody = z.infer<typeof validateParametersBody>;

/** Superset's BasicParametersSchema (host, port, username, password, database, query, encryption). */
export const basicParameters = z
  .object({
    host: z.string().optional(),
    port: z
      .union([z.number(), z.string().regex(/^\d+$/, 'Not a valid integer.').transform(Number)])
      .pipe(z.number().int('Not a valid integer.').min(0).max(65535))
      .optional(),
    username: z.string().nullable().optional(),
    password: z.string().nullable().optional(),
    database: z.string().optional(),
    query: z.record(z.string(), z.string()).optional(),
    encryption: z.boolean().optional(),
    ssh: z.boolean().optional(),
  })
  .loose();
export type BasicParameters = z.infer<typeof basicParameters>;

const bool = z.boolean().optional();

/** `/schemas/?q=(force:!t,catalog:x,upload_allowed:!t)` */
export const schemasQuery = z
  .object({ force: bool, catalog: z.string().nullable().optional(), upload_allowed: bool })
  .loose();
/** `/catalogs/?q=(force:!t)` */
export const catalogsQuery = z.object({ force: bool }).loose();
/** `/tables/?q=(schema_name:x,force:!f,catalog_name:y)` */
export const tablesQuery = z
  .object({
    schema_name: z.string({ error: 'Missing data for required field.' }),
    force: bool,
    catalog_name: z.string().nullable().optional(),
  })
  .loose();
