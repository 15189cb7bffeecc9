/**
 * The wire contract of explore: `GET /api/v1/explore/` (dataset, form data, slice, permissions), the
 * form_data cache behind `form_data_key` and explore permalinks. Request bodies are parsed by the
 * server with these; its serializers satisfy the answers; the web takes `z.infer`.
 */
import { z } from 'zod';
import { certifiedManagedFields } from './fields.js';
import { chartDashboardRefSchema, chartDatasourceTypeSchema } from './chart.js';
import { datasetColumnSchema, datasetDetailSchema, datasetMetricSchema } from './dataset.js';
import { userRefSchema } from './list.js';

const jsonObject = z.record(z.string(), z.unknown());

/** `GET /api/v1/explore/?…`: where explore starts from; other keys become form_data.url_params. */
export const exploreQuerySchema = z
  .object({
    form_data_key: z.string().min(1).optional(),
    permalink_key: z.string().min(1).optional(),
    slice_id: z.coerce.number().int().positive().optional(),
    datasource_id: z.coerce.number().int().positive().optional(),
    datasource_type: z.string().min(1).optional(),
    form_data: z.string().optional(),
  })
  .loose();
/** What the web sends to open explore. */
export type ExploreParams = Pick<
  z.output<typeof exploreQuerySchema>,
  'slice_id' | 'datasource_id' | 'datasource_type' | 'form_data_key' | 'permalink_key'
>;

/** The dataset as explore needs it (Superset's `datasource.data`). */
export const exploreDatasetSchema = datasetDetailSchema.extend({
  type: z.literal('table'),
  edit_url: z.string(),
  filter_select: z.boolean(),
  perm: z.string(),
  params: z.null(),
  health_check_message: z.null(),
  database: datasetDetailSchema.shape.database.extend({
    name: z.string(),
    allows_subquery: z.boolean(),
    allows_virtual_table_explore: z.boolean(),
    disable_data_preview: z.boolean(),
    disable_drill_to_detail: z.boolean(),
    parameters: jsonObject,
  }),
});
export type ExploreDatasetAnswer = z.infer<typeof exploreDatasetSchema>;

/** A column of a SQL Lab query's results, as a query datasource offers it (Superset's Query.columns). */
export const queryDatasourceColumnSchema = z.object({
  column_name: z.string(),
  verbose_name: z.null(),
  expression: z.null(),
  type: z.string().nullable(),
  type_generic: z.number().int().nullable(),
  is_dttm: z.boolean(),
  groupby: z.literal(true),
  filterable: z.literal(true),
});

/**
 * A SQL Lab query as explore's datasource (`datasource_type=query`, Superset's Query.data): its SQL
 * and result columns, no saved metrics. Charted through the query as a subquery; saving the chart
 * first saves it as a virtual dataset.
 */
export const exploreQueryDatasourceSchema = z.object({
  type: z.literal('query'),
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  table_name: z.string(),
  sql: z.string(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  template_params: z.string().nullable(),
  main_dttm_col: z.string().nullable(),
  filter_select: z.literal(true),
  columns: z.array(queryDatasourceColumnSchema),
  metrics: z.array(z.never()),
  verbose_map: z.record(z.string(), z.string()),
  order_by_choices: z.array(z.tuple([z.string(), z.string()])),
  owners: z.array(z.number().int()),
  database: z.object({
    id: z.number().int(),
    database_name: z.string(),
    name: z.string(),
    backend: z.string(),
    allows_subquery: z.literal(true),
  }),
});
export type ExploreQueryDatasourceAnswer = z.infer<typeof exploreQueryDatasourceSchema>;

/** Superset's placeholder when the chart's dataset no longer exists (or none was asked for). */
export const missingDatasetSchema = z.object({
  type: z.string(),
  name: z.literal('[Missing Dataset]'),
  columns: z.array(z.never()),
  metrics: z.array(z.never()),
  database: z.object({ id: z.literal(0), backend: z.literal('') }),
});

/** Superset's Slice.data: the chart as explore shows it; owners are ids. */
export const exploreSliceSchema = z.object({
  slice_id: z.number().int(),
  slice_name: z.string(),
  slice_url: z.string(),
  edit_url: z.string(),
  viz_type: z.string(),
  datasource: z.string().nullable(),
  description: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  ...certifiedManagedFields,
  changed_on: z.string(),
  changed_on_humanized: z.string(),
  modified: z.string(),
  owners: z.array(z.number().int()),
  form_data: jsonObject,
  query_context: z.unknown(),
});
export type ExploreSliceAnswer = z.infer<typeof exploreSliceSchema>;

/** The `result` of `GET /api/v1/explore/`, with spec §6's explore permissions. */
export const exploreContextSchema = z.object({
  dataset: z.union([exploreDatasetSchema, exploreQueryDatasourceSchema, missingDatasetSchema]),
  form_data: jsonObject,
  slice: exploreSliceSchema.nullable(),
  message: z.string().nullable(),
  can_add: z.boolean(),
  can_download: z.boolean(),
  can_overwrite: z.boolean(),
});
export const exploreResponseSchema = z.object({ result: exploreContextSchema });

/** Text holding a JSON object. */
const jsonObjectText = z.string().refine(
  (s) => {
    try {
      const v = JSON.parse(s) as unknown;
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    } catch {
      return false;
    }
  },
  { message: 'Not a valid JSON object' },
);

/** `POST /api/v1/explore/form_data` and `PUT …/form_data/{key}`: explore's unsaved state. */
export const formDataBodySchema = z.object({
  datasource_id: z.number().int(),
  datasource_type: chartDatasourceTypeSchema,
  chart_id: z.number().int().nullable().optional(),
  form_data: jsonObjectText,
});
export type FormDataBody = z.infer<typeof formDataBodySchema>;
/** POST and PUT answer the key. */
export const stateKeyResponseSchema = z.object({ key: z.string() });
/** `GET /api/v1/explore/form_data/{key}`: the form data as JSON text. */
export const formDataResponseSchema = z.object({ form_data: z.string() });

/** `POST /api/v1/explore/permalink`: the state a link restores. */
export const explorePermalinkStateSchema = z.object({
  formData: jsonObject,
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .nullable()
    .optional(),
});
export type ExplorePermalinkState = z.infer<typeof explorePermalinkStateSchema>;

/** `GET /api/v1/explore/permalink/{key}`: the stored value. */
export const explorePermalinkValueSchema = z.object({
  chartId: z.number().int().nullable(),
  datasourceId: z.number().int(),
  datasourceType: z.string(),
  datasource: z.string(),
  state: explorePermalinkStateSchema,
});
export type ExplorePermalinkValue = z.infer<typeof explorePermalinkValueSchema>;

/** `POST /api/v1/explore/permalink`: the key and the link that opens it. */
export const explorePermalinkResponseSchema = z.object({ key: z.string(), url: z.string() });

// ---- explore's client state ----
// The answers above as explore's page holds and edits them: most fields optional (a dataset may come
// from `GET /api/v1/dataset/{id}` or be edited in place), new columns and metrics keyed on the client.

const clientKey = z.union([z.number().int(), z.string()]).optional();

/** A dataset column in explore (a new, unsaved one has a client-side key or none). */
export const exploreColumnSchema = datasetColumnSchema.partial().extend({
  id: clientKey,
  column_name: z.string(),
  uuid: z.string().nullish(),
  /** GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  type_generic: z.number().int().nullish(),
});
export type ExploreColumn = z.infer<typeof exploreColumnSchema>;

/** A dataset metric in explore. */
export const exploreMetricSchema = datasetMetricSchema.partial().extend({
  id: clientKey,
  metric_name: z.string(),
  expression: z.string(),
  uuid: z.string().nullish(),
});
export type ExploreMetric = z.infer<typeof exploreMetricSchema>;

/** The dataset explore works on. */
export const exploreDatasetStateSchema = exploreDatasetSchema.partial().extend({
  /** "query": a SQL Lab query explored before it is saved as a dataset. */
  type: z.enum(['table', 'query']).optional(),
  id: z.number().int(),
  table_name: z.string(),
  columns: z.array(exploreColumnSchema),
  metrics: z.array(exploreMetricSchema),
  kind: z.string().optional(),
  database: exploreDatasetSchema.shape.database
    .partial()
    .extend({ id: z.number().int(), database_name: z.string() })
    .optional(),
  owners: z.array(z.union([userRefSchema, z.number().int()])).optional(),
});
export type ExploreDatasetState = z.infer<typeof exploreDatasetStateSchema>;

/** The saved chart explore works on (after a save, its dashboards too). */
export const exploreSliceStateSchema = exploreSliceSchema.partial().extend({
  slice_id: z.number().int(),
  slice_name: z.string(),
  owners: z.array(z.union([userRefSchema, z.number().int()])).optional(),
  dashboards: z.array(chartDashboardRefSchema).optional(),
});
export type ExploreSliceState = z.infer<typeof exploreSliceStateSchema>;

/** What explore opens with, as the page keeps it. */
export const exploreContextStateSchema = exploreContextSchema
  .extend({ dataset: exploreDatasetStateSchema.nullable(), slice: exploreSliceStateSchema.nullable() })
  .partial({ message: true, can_add: true, can_download: true, can_overwrite: true });
export type ExploreContextState = z.infer<typeof exploreContextStateSchema>;
/** `GET /api/v1/explore/` as explore keeps it. */
export const exploreContextStateResponseSchema = z.object({ result: exploreContextStateSchema });
export type ExploreContextStateResponse = z.infer<typeof exploreContextStateResponseSchema>;
/** `GET /api/v1/dataset/{id}` and `PUT` (with the id) as explore keeps the dataset. */
export const exploreDatasetStateResponseSchema = z.object({
  id: z.number().int().optional(),
  result: exploreDatasetStateSchema,
});
export type ExploreDatasetStateResponse = z.infer<typeof exploreDatasetStateResponseSchema>;
export type FormDataBodyInput = z.input<typeof formDataBodySchema>;
export type ExploreResponse = z.infer<typeof exploreResponseSchema>;
export type FormDataKeyResponse = z.infer<typeof stateKeyResponseSchema>;
export type ExplorePermalinkResponse = z.infer<typeof explorePermalinkResponseSchema>;
