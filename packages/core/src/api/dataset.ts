/**
 * The wire contract of Superset's `/api/v1/dataset/`: request bodies (the server adds its text caps
 * and JSON checks) and answers (its serializers satisfy them); the web takes `z.infer`.
 */
import { z } from 'zod';
import { userRefSchema } from './list.js';

const id = z.number().int().positive();
const ids = z.array(z.number().int());

/** Empty text means "none" for optional formats (spec §5: sent as null when empty). */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Spec §5: a column or metric id counts only when numeric; anything else (a client-side key) means new. */
const childId = z.preprocess(
  (v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined),
  id.optional(),
);

const nonEmpty = 'Field cannot be empty.';
const tableName = z.string().trim().min(1, nonEmpty).max(250);

// ---- answers ----

/** Certification and warning read from a column's or metric's `extra` JSON. */
const certificationFields = {
  is_certified: z.boolean(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  warning_markdown: z.string().nullable(),
};

/** One column of `GET /api/v1/dataset/{id}` (also explore's dataset and the dashboard datasets). */
export const datasetColumnSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  column_name: z.string(),
  verbose_name: z.string().nullable(),
  description: z.string().nullable(),
  expression: z.string().nullable(),
  filterable: z.boolean(),
  groupby: z.boolean(),
  is_active: z.boolean(),
  is_dttm: z.boolean(),
  python_date_format: z.string().nullable(),
  type: z.string().nullable(),
  /** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic: z.literal([0, 1, 2, 3]).nullable(),
  advanced_data_type: z.string().nullable(),
  extra: z.string().nullable(),
  ...certificationFields,
  changed_on: z.string(),
  created_on: z.string(),
});
export type DatasetColumn = z.infer<typeof datasetColumnSchema>;

/** One metric of `GET /api/v1/dataset/{id}`. */
export const datasetMetricSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  metric_name: z.string(),
  verbose_name: z.string().nullable(),
  metric_type: z.string().nullable(),
  expression: z.string(),
  description: z.string().nullable(),
  d3format: z.string().nullable(),
  /** `{symbol, symbolPosition}` as stored (parsed JSON), or null. */
  currency: z.unknown(),
  warning_text: z.string().nullable(),
  extra: z.string().nullable(),
  ...certificationFields,
  changed_on: z.string(),
  created_on: z.string(),
});
export type DatasetMetric = z.infer<typeof datasetMetricSchema>;

export const datasetKindSchema = z.enum(['physical', 'virtual']);
export type DatasetKind = z.infer<typeof datasetKindSchema>;

const databaseRef = z.object({ id: z.number().int(), uuid: z.string(), database_name: z.string() });

/** One row of `GET /api/v1/dataset/`. */
export const datasetListItemSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  table_name: z.string(),
  kind: datasetKindSchema,
  datasource_type: z.literal('table'),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  description: z.string().nullable(),
  default_endpoint: z.string().nullable(),
  explore_url: z.string(),
  extra: z.string().nullable(),
  database: databaseRef.nullable(),
  owners: z.array(userRefSchema),
  changed_by: userRefSchema.nullable(),
  changed_by_name: z.string(),
  changed_on_utc: z.string(),
  changed_on_delta_humanized: z.string(),
});
export type DatasetListItem = z.infer<typeof datasetListItemSchema>;

const userName = z.object({ first_name: z.string(), last_name: z.string() }).nullable();
/** `[value, label]` pairs of the explore controls. */
const choices = z.array(z.tuple([z.string(), z.string()]));

/** The `result` of `GET /api/v1/dataset/{id}` (and of a save). */
export const datasetDetailSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  uid: z.string(),
  table_name: z.string(),
  datasource_name: z.string(),
  name: z.string(),
  datasource_type: z.literal('table'),
  kind: datasetKindSchema,
  url: z.string(),
  explore_url: z.string(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  description: z.string().nullable(),
  main_dttm_col: z.string().nullable(),
  default_endpoint: z.string().nullable(),
  offset: z.number().nullable(),
  cache_timeout: z.number().nullable(),
  is_sqllab_view: z.boolean(),
  template_params: z.string().nullable(),
  extra: z.string().nullable(),
  filter_select_enabled: z.boolean(),
  fetch_values_predicate: z.string().nullable(),
  normalize_columns: z.boolean(),
  always_filter_main_dttm: z.boolean(),
  is_managed_externally: z.boolean(),
  external_url: z.string().nullable(),
  currency_code_column: z.string().nullable(),
  folders: z.unknown(),
  database: databaseRef.extend({ backend: z.string(), allow_multi_catalog: z.boolean() }),
  owners: z.array(userRefSchema),
  columns: z.array(datasetColumnSchema),
  metrics: z.array(datasetMetricSchema),
  select_star: z.string().nullable(),
  verbose_map: z.record(z.string(), z.string()),
  column_formats: z.record(z.string(), z.string().nullable()),
  currency_formats: z.record(z.string(), z.unknown()),
  granularity_sqla: choices,
  time_grain_sqla: choices,
  order_by_choices: choices,
  created_by: userName,
  changed_by: userName,
  created_on: z.string(),
  changed_on: z.string(),
  created_on_humanized: z.string(),
  changed_on_humanized: z.string(),
});
export type DatasetDetail = z.infer<typeof datasetDetailSchema>;

/** `GET /api/v1/dataset/{id}/related_objects`. */
/** `{count, result}` of related objects and table lists. */
export const countedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), result: z.array(item) });
export const datasetRelatedObjectsSchema = z.object({
  charts: countedSchema(z.object({ id: z.number().int(), slice_name: z.string(), viz_type: z.string() })),
  dashboards: countedSchema(
    z.object({ id: z.number().int(), title: z.string(), slug: z.string().nullable() }),
  ),
});
export type DatasetRelatedObjects = z.infer<typeof datasetRelatedObjectsSchema>;

// ---- request bodies ----

const currency = z
  .union([
    z
      .object({ symbol: z.string().max(128).optional(), symbolPosition: z.string().max(128).optional() })
      .loose(),
    z.string(),
  ])
  .nullable()
  .optional();

/** One column of a save (`PUT {id}` `columns`). */
export const datasetColumnBodySchema = z
  .object({
    id: childId,
    uuid: z.uuid().nullable().optional(),
    column_name: z.string().trim().min(1, nonEmpty).max(255),
    type: z.string().nullable().optional(),
    advanced_data_type: optionalText(255),
    verbose_name: z.string().max(1024).nullable().optional(),
    description: z.string().nullable().optional(),
    expression: z.string().nullable().optional(),
    filterable: z.boolean().optional(),
    groupby: z.boolean().optional(),
    is_active: z.boolean().nullable().optional(),
    is_dttm: z.boolean().nullable().optional(),
    python_date_format: optionalText(255),
    datetime_format: optionalText(100),
    extra: z.string().nullable().optional(),
  })
  // The explore datasource editor sends read-only fields back (type_generic, certified_by…).
  .loose();
export type DatasetColumnBody = z.input<typeof datasetColumnBodySchema>;

/** One metric of a save (`PUT {id}` `metrics`). */
export const datasetMetricBodySchema = z
  .object({
    id: childId,
    uuid: z.uuid().nullable().optional(),
    metric_name: z.string().trim().min(1, nonEmpty).max(255),
    expression: z.string().trim().min(1, nonEmpty),
    metric_type: optionalText(32),
    verbose_name: z.string().max(1024).nullable().optional(),
    description: z.string().nullable().optional(),
    d3format: optionalText(128),
    currency,
    warning_text: z.string().nullable().optional(),
    extra: z.string().nullable().optional(),
  })
  .loose();
export type DatasetMetricBody = z.input<typeof datasetMetricBodySchema>;

/** `POST /api/v1/dataset/`. */
export const datasetPostBodySchema = z.strictObject({
  database: id,
  table_name: tableName,
  catalog: z.string().max(250).nullable().optional(),
  schema: z.string().max(250).nullable().optional(),
  sql: z.string().nullable().optional(),
  owners: ids.optional(),
  template_params: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  uuid: z.uuid().nullable().optional(),
});
export type DatasetPostBody = z.input<typeof datasetPostBodySchema>;

/** `PUT /api/v1/dataset/{id}`: left out keeps the stored value. */
export const datasetPutBodySchema = z.strictObject({
  table_name: tableName.nullable().optional(),
  database_id: id.optional(),
  catalog: z.string().max(250).nullable().optional(),
  schema: z.string().max(255).nullable().optional(),
  sql: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  main_dttm_col: z.string().nullable().optional(),
  currency_code_column: z.string().max(250).nullable().optional(),
  filter_select_enabled: z.boolean().nullable().optional(),
  fetch_values_predicate: z.string().max(1000).nullable().optional(),
  normalize_columns: z.boolean().nullable().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  offset: z.number().int().nullable().optional(),
  default_endpoint: z.string().nullable().optional(),
  // Spec §5: an empty cache timeout is sent as null; accept '' from older clients too.
  cache_timeout: z
    .union([z.number().int().min(0), z.literal('')])
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v)),
  is_sqllab_view: z.boolean().nullable().optional(),
  template_params: z.string().nullable().optional(),
  extra: z.string().nullable().optional(),
  owners: ids.optional(),
  columns: z.array(datasetColumnBodySchema).optional(),
  metrics: z.array(datasetMetricBodySchema).optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  folders: z.unknown().optional(),
  uuid: z.uuid().nullable().optional(),
});
export type DatasetPutBody = z.input<typeof datasetPutBodySchema>;

/** `POST /api/v1/dataset/get_or_create/`. */
export const datasetGetOrCreateBodySchema = z.strictObject({
  table_name: tableName,
  database_id: id,
  schema: z.string().max(250).nullable().optional(),
  catalog: z.string().max(250).nullable().optional(),
  template_params: z.string().nullable().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
});

/** `POST /api/v1/dataset/duplicate`. */
export const datasetDuplicateBodySchema = z.strictObject({ base_model_id: id, table_name: tableName });

/** `?override_columns=true` of a save. */
export const datasetOverrideColumnsQuerySchema = z
  .object({ override_columns: z.enum(['true', 'false', '1', '0']).optional() })
  .loose();
