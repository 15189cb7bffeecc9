/**
 * The answers of Superset's `/api/v1/dataset/` (list item, `GET {id}` with its columns and metrics,
 * related objects): the server's serializers satisfy them; the web takes `z.infer`.
 */
import { z } from 'zod';
import {
  datasetNameFields,
  externallyManagedFields,
  idResultSchema,
  idUuidFields,
  infoResponseSchema,
  userNameSchema,
} from './fields.js';
import { userRefSchema } from './list.js';

/** Certification and warning read from a column's or metric's `extra` JSON. */
const certificationFields = {
  is_certified: z.boolean(),
  certified_by: z.string().nullable(),
  certification_details: z.string().nullable(),
  warning_markdown: z.string().nullable(),
};

/** One column of `GET /api/v1/dataset/{id}` (also explore's dataset and the dashboard datasets). */
export const datasetColumnSchema = z.object({
  ...idUuidFields,
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
  ...idUuidFields,
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

/** Where a dataset reads from (a table, or a virtual dataset's SQL) and its description. */
const datasetSourceFields = {
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  sql: z.string().nullable(),
  description: z.string().nullable(),
};

/** One row of `GET /api/v1/dataset/`. */
export const datasetListItemSchema = z.object({
  ...idUuidFields,
  table_name: z.string(),
  kind: datasetKindSchema,
  datasource_type: z.literal('table'),
  ...datasetSourceFields,
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

/** `[value, label]` pairs of the explore controls. */
const choices = z.array(z.tuple([z.string(), z.string()]));

/** The `result` of `GET /api/v1/dataset/{id}` (and of a save). */
export const datasetDetailSchema = z.object({
  ...idUuidFields,
  uid: z.string(),
  ...datasetNameFields,
  datasource_type: z.literal('table'),
  kind: datasetKindSchema,
  url: z.string(),
  explore_url: z.string(),
  ...datasetSourceFields,
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
  ...externallyManagedFields,
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
  created_by: userNameSchema,
  changed_by: userNameSchema,
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
    z.object({
      id: z.number().int(),
      json_metadata: z.string().nullable(),
      slug: z.string().nullable(),
      title: z.string().nullable(),
    }),
  ),
});
export type DatasetRelatedObjects = z.infer<typeof datasetRelatedObjectsSchema>;

/** `GET /api/v1/dataset/_info?q=(keys:!(permissions))`: the caller's permissions on datasets. */
export const datasetInfoResponseSchema = infoResponseSchema();

/** `GET {id}` and the answer of a save: `{id, result}`. */
export const datasetResponseSchema = idResultSchema(datasetDetailSchema);
export type DatasetResponse = z.infer<typeof datasetResponseSchema>;

/** `POST /api/v1/dataset/`: the stored values, echoed. */
export const datasetCreateResponseSchema = z.object({
  id: z.number().int(),
  result: z.object({
    database: z.number().int(),
    catalog: z.string().nullable(),
    schema: z.string().nullable(),
    sql: z.string().nullable(),
    table_name: z.string(),
    owners: z.array(z.number().int()),
    template_params: z.string().nullable(),
    normalize_columns: z.boolean(),
    always_filter_main_dttm: z.boolean(),
    is_managed_externally: z.boolean().nullable(),
    external_url: z.string().nullable(),
  }),
});
export type DatasetCreateResponse = z.infer<typeof datasetCreateResponseSchema>;

/** `POST get_or_create/`: the dataset found or made. */
export const datasetGetOrCreateResponseSchema = z.object({
  result: z.object({ table_id: z.number().int() }),
});
export type DatasetGetOrCreateResponse = z.infer<typeof datasetGetOrCreateResponseSchema>;

/** `POST duplicate`. */
export const datasetDuplicateResponseSchema = z.object({
  id: z.number().int(),
  result: z.object({ base_model_id: z.number().int(), table_name: z.string() }),
});
export type DatasetDuplicateResponse = z.infer<typeof datasetDuplicateResponseSchema>;
