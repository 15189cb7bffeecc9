/**
 * SQL Lab's editor state kept on the server (Superset's TabStateView and TableSchemaView, outside
 * /api/v1) and the bootstrap `GET /api/v1/sqllab/` that opens the editor with it.
 */
import { z } from 'zod';
import { catalogSchemaFields, databaseWriteFields } from './fields.js';
import { serverQuerySchema, sqlTextSchema } from './sqllab.js';

/** Text fields that may arrive as an object: kept as JSON text. */
const textOrObject = z
  .union([sqlTextSchema(), z.record(z.string(), z.unknown())])
  .transform((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
const flag = z.union([z.boolean(), z.number()]).transform((v) => (v ? 1 : 0));
const REQUIRED = 'Missing data for required field.';

/** `POST /tabstateview/`: the `queryEditor` field (an object, or its JSON text). */
export const queryEditorSchema = z
  .object({
    name: z.string().nullish(),
    title: z.string().nullish(),
    dbId: z.number().int().nullish(),
    ...catalogSchemaFields,
    sql: sqlTextSchema().nullish(),
    queryLimit: z.number().int().positive().nullish(),
    hideLeftBar: z.boolean().nullish(),
    remoteId: z.number().int().nullish(),
    templateParams: textOrObject.nullish(),
    autorun: z.boolean().nullish(),
  })
  .loose();

/** `PUT /tabstateview/{id}`: the editor fields to change (a JSON body, or Superset's form post). */
export const tabStatePutSchema = z
  .object({
    database_id: z.number().int().nullable(),
    catalog: z.string().nullable(),
    schema: z.string().nullable(),
    sql: sqlTextSchema().nullable(),
    label: z.string(),
    query_limit: z.number().int().positive().nullable(),
    latest_query_id: z.string().nullable(),
    template_params: textOrObject.nullable(),
    hide_left_bar: flag,
    autorun: flag,
    extra_json: textOrObject.nullable(),
    saved_query_id: z.number().int().nullable(),
  })
  .partial()
  .strict();

/** `POST /tabstateview/{id}/migrate_query`. */
export const migrateQueryBodySchema = z
  .object({ queryId: z.string({ error: REQUIRED }).min(1, REQUIRED) })
  .loose();

/** `POST /tableschemaview/`: the `table` field (an object, or its JSON text). */
export const tableSchemaBodySchema = z
  .object({
    queryEditorId: z.union([z.string(), z.number()]).transform(String),
    dbId: z.number().int(),
    ...catalogSchemaFields,
    name: z.string().min(1),
  })
  .loose();

/** `POST /tableschemaview/{id}/expanded`. */
export const tableSchemaExpandedBodySchema = z
  .object({ expanded: z.boolean({ error: 'Must be true or false.' }) })
  .loose();
export const tableSchemaExpandedResponseSchema = z.object({ id: z.number().int(), expanded: z.boolean() });

/** The `{id}` answer of the create calls. */
export const sqlLabCreatedResponseSchema = z.object({ id: z.number().int() });

/** One entry of a tab's `table_schemas`. */
export const tableSchemaSchema = z.object({
  id: z.number().int(),
  tab_state_id: z.number().int().optional(),
  database_id: z.number().int(),
  catalog: z.string().nullish(),
  schema: z.string().nullable(),
  table: z.string(),
  description: z.record(z.string(), z.unknown()).nullable(),
  expanded: z.boolean(),
});

/** `GET /tabstateview/{id}`: Superset's TabState.to_dict(). */
export const tabStateSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().optional(),
  label: z.string(),
  active: z.boolean().optional(),
  database_id: z.number().int().nullable(),
  catalog: z.string().nullish(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  query_limit: z.number().int().nullable(),
  latest_query: serverQuerySchema.nullable(),
  autorun: z.boolean(),
  template_params: z.string().nullable(),
  hide_left_bar: z.boolean(),
  saved_query: z
    .object({
      id: z.number().int(),
      label: z.string().optional(),
      sql: z.string().optional(),
      db_id: z.number().int().nullish(),
      schema: z.string().nullish(),
      catalog: z.string().nullish(),
    })
    .nullable(),
  extra_json: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
  table_schemas: z.array(tableSchemaSchema),
});

/** A database as SQL Lab's bootstrap lists it. */
export const sqlLabDatabaseSchema = z.object({
  id: z.number().int(),
  database_name: z.string(),
  backend: z.string(),
  ...databaseWriteFields,
  allow_run_async: z.boolean(),
  allows_subquery: z.boolean(),
  allows_cost_estimate: z.boolean(),
  allow_multi_catalog: z.boolean(),
  expose_in_sqllab: z.boolean(),
  force_ctas_schema: z.string().nullable(),
  disable_data_preview: z.boolean(),
  disable_drill_to_detail: z.boolean(),
});

/** The configuration SQL Lab reads (Superset's `common.conf` entries). */
export const sqlLabConfSchema = z.object({
  SQL_MAX_ROW: z.number().int(),
  DISPLAY_MAX_ROW: z.number().int(),
  DEFAULT_SQLLAB_LIMIT: z.number().int(),
  SQLLAB_ASYNC_TIME_LIMIT_SEC: z.number().int().optional(),
});

/** `GET /api/v1/sqllab/`: Superset's bootstrap_sqllab_data. */
export const sqlLabBootstrapResponseSchema = z.object({
  result: z.object({
    tab_state_ids: z.array(z.object({ id: z.number().int(), label: z.string() })),
    active_tab: tabStateSchema.nullable(),
    databases: z.record(z.string(), sqlLabDatabaseSchema),
    queries: z.record(z.string(), serverQuerySchema),
    common: z.object({ conf: sqlLabConfSchema }),
  }),
});

export type QueryEditorBody = z.output<typeof queryEditorSchema>;
export type TabStatePutInput = z.input<typeof tabStatePutSchema>;
export type TabStatePut = z.output<typeof tabStatePutSchema>;
export type TableSchemaBodyInput = z.input<typeof tableSchemaBodySchema>;
export type TableSchemaBody = z.output<typeof tableSchemaBodySchema>;
export type SqlLabCreatedResponse = z.infer<typeof sqlLabCreatedResponseSchema>;
export type TableSchemaExpandedResponse = z.infer<typeof tableSchemaExpandedResponseSchema>;
export type ServerTableSchema = z.infer<typeof tableSchemaSchema>;
export type ServerTabState = z.infer<typeof tabStateSchema>;
export type SqlLabDatabase = z.infer<typeof sqlLabDatabaseSchema>;
export type SqlLabConf = z.infer<typeof sqlLabConfSchema>;
export type SqlLabBootstrapResponse = z.infer<typeof sqlLabBootstrapResponseSchema>;
