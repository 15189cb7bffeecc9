/**
 * The wire contract of Superset's `/api/v1/chart/`: request bodies (create/update; the server adds its
 * id and JSON depth caps), answers (list item, `GET {id}`, save, `_info`, related dashboards), the
 * `GET {id}/data/` query string, `/datasource/samples` and column values. The chart-data answer itself
 * is `chartDataResponseSchema` (`query/chart-data-result.ts`). The server's serializers satisfy the
 * answers; the web takes `z.infer`.
 */
import { z } from 'zod';
import { certifiedManagedFields, idUuidFields, infoResponseSchema } from './fields.js';
import { userRefSchema } from './list.js';

const ids = z.array(z.number().int());

/** A text field holding JSON, or nothing (empty text). */
const jsonTextSchema = z.string().refine(
  (s) => {
    if (s === '') return true;
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'JSON not valid' },
);

/** Superset lists more types; only datasets ("table", alias "dataset") back charts here. */
export const chartDatasourceTypeSchema = z.enum(['table', 'dataset', 'query', 'saved_query', 'view']);

const commonBody = {
  description: z.string().nullable().optional(),
  viz_type: z.string().max(250).nullable().optional(),
  owners: ids.optional(),
  params: jsonTextSchema.nullable().optional(),
  query_context: jsonTextSchema.nullable().optional(),
  query_context_generation: z.boolean().nullable().optional(),
  cache_timeout: z.number().int().nullable().optional(),
  dashboards: ids.optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  uuid: z.uuid().nullable().optional(),
};

/** `POST /api/v1/chart/` (Superset's ChartPostSchema). */
export const chartPostBodySchema = z.strictObject({
  ...commonBody,
  slice_name: z.string().min(1).max(250),
  datasource_id: z.number().int(),
  datasource_type: chartDatasourceTypeSchema,
  datasource_name: z.string().nullable().optional(),
});

/** `PUT /api/v1/chart/{pk}` (Superset's ChartPutSchema). */
export const chartPutBodySchema = z.strictObject({
  ...commonBody,
  slice_name: z.string().max(250).nullable().optional(),
  datasource_id: z.number().int().nullable().optional(),
  datasource_type: chartDatasourceTypeSchema.nullable().optional(),
  /** Accepted for compatibility; tags come with the tagging feature. */
  tags: ids.optional(),
});

export type ChartPostBody = z.infer<typeof chartPostBodySchema>;
export type ChartPutBody = z.infer<typeof chartPutBodySchema>;
export type ChartBody = ChartPostBody | ChartPutBody;
/** What a client sends to POST or PUT (params and query_context are JSON text). */
export type ChartSaveBody = z.input<typeof chartPutBodySchema>;

/** What POST and PUT answer: the id and the body as sent. */
export const chartSaveResponseSchema = z.object({
  id: z.number().int(),
  result: z.union([chartPostBodySchema, chartPutBodySchema]),
});
export type ChartSaveResponse = z.input<typeof chartSaveResponseSchema>;

/** `GET /api/v1/chart/{pk}?q=(columns:!(...))`: Flask-AppBuilder's column projection. */
export const chartItemQuerySchema = z
  .object({ columns: z.array(z.string()).optional(), select_columns: z.array(z.string()).optional() })
  .loose();

// ---- answers ----

const tagRef = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.union([z.number(), z.string()]).optional(),
});

/** The fields the list item and `GET {pk}` share. */
const chartBase = {
  ...idUuidFields,
  slice_name: z.string(),
  viz_type: z.string(),
  description: z.string().nullable(),
  params: z.string().nullable(),
  query_context: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  ...certifiedManagedFields,
  external_url: z.string().nullable(),
  datasource_id: z.number().int().nullable(),
  datasource_type: z.string().nullable(),
  datasource_uuid: z.string().nullable(),
  datasource_name_text: z.string().nullable(),
  datasource_url: z.string().nullable(),
  owners: z.array(userRefSchema),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  tags: z.array(tagRef),
  changed_on_delta_humanized: z.string(),
  /** Superset's Slice.form_data: the saved params plus the chart's identity. */
  form_data: z.record(z.string(), z.unknown()),
  last_saved_at: z.string().nullable(),
};

export const chartDashboardRefSchema = z.object({
  id: z.number().int(),
  dashboard_title: z.string().nullable(),
});
export type ChartDashboardRef = z.infer<typeof chartDashboardRefSchema>;

/** One chart of `GET /api/v1/chart/`. */
export const chartListItemSchema = z.object({
  ...chartBase,
  dashboards: z.array(chartDashboardRefSchema),
  slice_url: z.string(),
  edit_url: z.string(),
  table: z.object({ table_name: z.string(), default_endpoint: z.string().nullable() }).nullable(),
  changed_by: userRefSchema.nullable(),
  changed_by_name: z.string(),
  created_by: userRefSchema.nullable(),
  created_by_name: z.string(),
  last_saved_by: userRefSchema.nullable(),
  changed_on_utc: z.string(),
  changed_on_dttm: z.number(),
  created_on_delta_humanized: z.string(),
});
export type ChartListItem = z.infer<typeof chartListItemSchema>;

/** The `result` of `GET /api/v1/chart/{pk}` (before a column projection). */
export const chartDetailSchema = z.object({
  ...chartBase,
  dashboards: z.array(chartDashboardRefSchema.extend({ json_metadata: z.string().nullable() })),
  changed_on: z.string(),
});
export type ChartDetail = z.infer<typeof chartDetailSchema>;

/** `GET /api/v1/chart/{pk}`: the projection may keep only some keys (`dashboards.id`). */
export const chartShowResponseSchema = z.object({
  id: z.number().int(),
  result: chartDetailSchema.partial(),
});
export type ChartShowResponse = z.infer<typeof chartShowResponseSchema>;

/** `GET /api/v1/chart/_info?q=(keys:!(permissions))`. */
export const chartInfoResponseSchema = infoResponseSchema();

/** `DELETE /api/v1/chart/{pk}` and bulk delete. */
export const chartDeleteResponseSchema = z.object({ message: z.string() });

/** `GET /api/v1/chart/{pk}/data/`: how to answer the saved query context. */
export const chartSavedDataQuerySchema = z.object({
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
  type: z
    .enum(['full', 'query', 'results', 'samples', 'columns', 'timegrains', 'post_processed', 'drill_detail'])
    .default('full'),
  force: z.enum(['true', 'false']).optional(),
});

/** `POST /datasource/samples?…`: the dataset's rows, a page at a time. */
export const samplesQuerySchema = z.object({
  datasource_type: z.enum(['table', 'dataset']).default('table'),
  datasource_id: z.coerce.number().int().positive(),
  force: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(100),
  dashboard_id: z.coerce.number().int().optional(),
});

/** The samples answer's `result`: a chart-data entry with the page and the total behind it. */
export const samplesResultSchema = z.looseObject({
  data: z.array(z.record(z.string(), z.unknown())),
  colnames: z.array(z.string()),
  coltypes: z.array(z.number().nullable()),
  page: z.number().int().optional(),
  per_page: z.number().int().optional(),
  total_count: z.number().optional(),
});
export type SamplesResult = z.infer<typeof samplesResultSchema>;
export const samplesResponseSchema = z.object({ result: samplesResultSchema });
export type SamplesResponse = z.infer<typeof samplesResponseSchema>;

/** `GET /api/v1/datasource/{type}/{id}/column/{column}/values/`. */
export const columnValuesParamsSchema = z.object({
  datasource_type: z.enum(['table', 'dataset'], { message: 'Invalid datasource type' }),
  datasource_id: z.coerce.number().int().positive(),
  column_name: z.string().min(1).max(255),
});
export const columnValuesResponseSchema = z.object({ result: z.array(z.unknown()) });
