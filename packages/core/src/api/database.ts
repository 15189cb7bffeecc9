/**
 * The wire contract of Superset's `/api/v1/database/`: the bodies of create, update,
 * `test_connection` and `validate_parameters`, and the answers (list item, `GET {id}`, `available/`,
 * catalogs, schemas, tables, table metadata, select star, related objects). The server parses bodies
 * with these (adding its JSON depth checks) and its serializers satisfy the answers; the web takes
 * `z.infer`.
 */
import { z } from 'zod';
import {
  databaseWriteFields,
  externallyManagedFields,
  idResultSchema,
  infoResponseSchema,
  userNameSchema,
} from './fields.js';
import { countedSchema, datasetRelatedObjectsSchema } from './dataset.js';

const nonEmpty = 'Field cannot be empty.';
const configurationMethod = z.enum(['sqlalchemy_form', 'dynamic_form']);

// ---- request bodies ----

/** Superset validates the parts of a database's `extra` it reads; so do we, naming the key. */
export const databaseExtraSchema = z
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

/** How a body names its connection: a SQLAlchemy URI, or engine + driver + parameters. */
export const databaseConnectionFields = {
  sqlalchemy_uri: z.string().trim().min(1, nonEmpty).max(1024).optional(),
  engine: z.string().nullable().optional(),
  driver: z.string().nullable().optional(),
  parameters: z.record(z.string(), z.unknown()).optional(),
  configuration_method: configurationMethod.optional(),
  /** JSON text of an object (see databaseExtraSchema); '' counts as '{}'. */
  extra: z.string().optional(),
  /** JSON text of an object, stored encrypted. */
  masked_encrypted_extra: z.string().nullable().optional(),
  impersonate_user: z.boolean().optional(),
  server_cert: z.string().nullable().optional(),
  ssh_tunnel: z.unknown().optional(),
};

const databaseFlagFields = {
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

const databaseName = z.string().trim().min(1, nonEmpty).max(250);

/** `POST /api/v1/database/`. */
export const databasePostBodySchema = z.strictObject({
  database_name: databaseName,
  ...databaseConnectionFields,
  ...databaseFlagFields,
});
/** `PUT /api/v1/database/{id}`: fields left out keep their stored value. */
export const databasePutBodySchema = z.strictObject({
  database_name: databaseName.optional(),
  ...databaseConnectionFields,
  ...databaseFlagFields,
});
export type DatabasePutBody = z.input<typeof databasePutBodySchema>;

/** `POST /api/v1/database/test_connection/`. */
export const testConnectionBodySchema = z.strictObject({
  database_name: z.string().max(250).nullable().optional(),
  ...databaseConnectionFields,
});
export type TestConnectionBody = z.input<typeof testConnectionBodySchema>;

/** `POST /api/v1/database/validate_parameters/`. */
export const validateParametersBodySchema = z.strictObject({
  id: z.number().int().nullable().optional(),
  database_name: z.string().max(250).nullable().optional(),
  engine: z.string().min(1),
  driver: z.string().nullable().optional(),
  parameters: z.record(z.string(), z.unknown()).default({}),
  configuration_method: configurationMethod,
  catalog: z.record(z.string(), z.unknown()).optional(),
  extra: databaseConnectionFields.extra,
  masked_encrypted_extra: databaseConnectionFields.masked_encrypted_extra,
  impersonate_user: z.boolean().optional(),
  server_cert: z.string().nullable().optional(),
});
export type ValidateParametersBody = z.input<typeof validateParametersBodySchema>;

/** Superset's BasicParametersSchema (host, port, username, password, database, query, encryption). */
export const basicParametersSchema = z
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
export type BasicParameters = z.infer<typeof basicParametersSchema>;

// ---- answers ----

export const engineInformationSchema = z.object({
  supports_file_upload: z.boolean(),
  disable_ssh_tunneling: z.boolean(),
  supports_dynamic_catalog: z.boolean(),
  supports_oauth2: z.boolean(),
  /** The SQL editor's dialect: a @codemirror/lang-sql export name ('PostgreSQL', 'MySQL'…). */
  editor_dialect: z.string().optional(),
});
export type EngineInformation = z.infer<typeof engineInformationSchema>;

/** A JSON schema property of an engine's connection parameters. */
export const parameterPropertySchema = z
  .object({
    type: z.string().optional(),
    description: z.string().optional(),
    nullable: z.boolean().optional(),
    format: z.string().optional(),
    minimum: z.number().optional(),
    exclusiveMaximum: z.number().optional(),
    maximum: z.number().optional(),
    default: z.unknown().optional(),
    enum: z.array(z.unknown()).optional(),
    additionalProperties: z.unknown().optional(),
  })
  .loose();
export type ParameterProperty = z.infer<typeof parameterPropertySchema>;

export const parametersSchemaSchema = z
  .object({
    type: z.literal('object'),
    properties: z.record(z.string(), parameterPropertySchema),
    required: z.array(z.string()).optional(),
  })
  .loose();
export type ParametersSchema = z.infer<typeof parametersSchemaSchema>;

/** An entry of `available/`. Engines without `parameters` connect by SQLAlchemy URI only. */
export const availableEngineSchema = z.object({
  engine: z.string(),
  name: z.string(),
  default_driver: z.string(),
  available_drivers: z.array(z.string()),
  sqlalchemy_uri_placeholder: z.string(),
  preferred: z.boolean(),
  engine_information: engineInformationSchema,
  parameters: parametersSchemaSchema.optional(),
  supports_oauth2: z.boolean().optional(),
});
export type AvailableEngine = z.infer<typeof availableEngineSchema>;
export const availableEnginesResponseSchema = z.object({ databases: z.array(availableEngineSchema) });

/** One row of `GET /api/v1/database/`. */
export const databaseListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  database_name: z.string(),
  backend: z.string(),
  driver: z.string().nullable(),
  ...databaseWriteFields,
  allow_multi_catalog: z.boolean(),
  allow_run_async: z.boolean(),
  allows_cost_estimate: z.boolean(),
  allows_subquery: z.boolean(),
  allows_virtual_table_explore: z.boolean(),
  disable_data_preview: z.boolean(),
  disable_drill_to_detail: z.boolean(),
  explore_database_id: z.number().int(),
  expose_in_sqllab: z.boolean(),
  /** 'sqlalchemy_form' or 'dynamic_form'. */
  configuration_method: z.string(),
  engine_information: engineInformationSchema,
  extra: z.string().nullable(),
  force_ctas_schema: z.string().nullable(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_by: userNameSchema,
  created_by: userNameSchema,
});
export type DatabaseListItem = z.infer<typeof databaseListItemSchema>;

/** The `result` of `GET /api/v1/database/{id}` (and of create and update). */
export const databaseDetailSchema = databaseListItemSchema.extend({
  sqlalchemy_uri: z.string(),
  parameters: z.record(z.string(), z.unknown()),
  parameters_schema: z.union([parametersSchemaSchema, z.record(z.string(), z.never())]),
  cache_timeout: z.number().nullable(),
  impersonate_user: z.boolean(),
  ...externallyManagedFields,
  server_cert: z.string().nullable(),
  masked_encrypted_extra: z.null(),
  ssh_tunnel: z.null(),
  created_on: z.string(),
  created_on_delta_humanized: z.string(),
});
export type DatabaseDetail = z.infer<typeof databaseDetailSchema>;

/** `GET /api/v1/database/{id}/related_objects/`: a dataset's, with the SQL Lab tabs on it. */
export const databaseRelatedObjectsSchema = datasetRelatedObjectsSchema.extend({
  sqllab_tab_states: countedSchema(
    z.object({ id: z.number().int(), label: z.string(), active: z.boolean() }),
  ),
});
export type DatabaseRelatedObjects = z.infer<typeof databaseRelatedObjectsSchema>;

/** `GET /api/v1/database/_info?q=(keys:!(permissions))`: the caller's permissions on databases. */
export const databaseInfoResponseSchema = infoResponseSchema();

/** `GET {id}`, `GET {id}/connection` and the answer of create and update: `{id, result}`. */
export const databaseResponseSchema = idResultSchema(databaseDetailSchema);
export type DatabaseResponse = z.infer<typeof databaseResponseSchema>;
