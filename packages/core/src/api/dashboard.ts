/**
 * The wire contract of Superset's `/api/v1/dashboard/`: request bodies (create/update, copy, colours,
 * native filter changes, permalink state, filter state) and answers (list item and `GET {id_or_slug}`,
 * save, copy, `/charts`, `/datasets`, permalink value, `_info`). The server parses bodies with these
 * (adding its id and JSON depth caps) and its serializers satisfy the answers; the web takes `z.infer`.
 * The list envelope and the related, distinct and favorite_status answers are list.ts's.
 */
import { z } from 'zod';
import { certifiedManagedFields, datasetNameFields, idUuidFields, infoResponseSchema } from './fields.js';
import { datasetColumnSchema, datasetMetricSchema } from './dataset.js';
import { userRefSchema } from './list.js';

const ids = z.array(z.number().int());
const jsonObject = z.record(z.string(), z.unknown());
const colorMap = z.record(z.string(), z.string());

const isJson = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

/** A text field holding JSON (or nothing: empty text means none). */
const jsonTextSchema = (field: string) =>
  z.string().refine((s) => s === '' || isJson(s), { message: `${field} is not valid JSON` });

// ---- request bodies ----

/** `POST /api/v1/dashboard/` and `PUT /api/v1/dashboard/{id}` (Superset's DashboardPostSchema/PutSchema). */
export const dashboardBodySchema = z.strictObject({
  dashboard_title: z.string().max(500).nullable().optional(),
  slug: z.string().max(255).nullable().optional(),
  owners: ids.optional(),
  roles: ids.optional(),
  position_json: jsonTextSchema('position_json').nullable().optional(),
  css: z.string().nullable().optional(),
  json_metadata: jsonTextSchema('json_metadata').nullable().optional(),
  published: z.boolean().optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  external_url: z.string().nullable().optional(),
  is_managed_externally: z.boolean().optional(),
  theme_id: z.number().int().nullable().optional(),
  tags: ids.optional(),
});
export type DashboardBody = z.infer<typeof dashboardBodySchema>;

/** `POST /api/v1/dashboard/{id_or_slug}/copy/` ("Save as"). */
export const dashboardCopyBodySchema = z.strictObject({
  dashboard_title: z.string().max(500).nullish(),
  css: z.string().nullish(),
  json_metadata: z.string({ error: 'Missing data for required field.' }),
  duplicate_slices: z.boolean().optional(),
});
export type DashboardCopyBody = z.infer<typeof dashboardCopyBodySchema>;

/** The colour keys of json_metadata: `PUT /api/v1/dashboard/{pk}/colors` writes only these. */
const colorFields = {
  color_namespace: z.string().nullish(),
  color_scheme: z.string().nullish(),
  color_scheme_domain: z.array(z.string()).nullish(),
  label_colors: colorMap.nullish(),
  // Superset stores a list of labels now and stored a label → colour map before.
  shared_label_colors: z.union([z.array(z.string()), colorMap]).nullish(),
  map_label_colors: colorMap.nullish(),
};
export const dashboardColorsBodySchema = z.strictObject(colorFields);
export type DashboardColors = z.infer<typeof dashboardColorsBodySchema>;

/** `?mark_updated=true|false` of the colours route: false leaves changed_on as it was. */
export const dashboardColorsQuerySchema = z
  .object({ mark_updated: z.enum(['true', 'false']).default('true') })
  .loose();

/**
 * The keys of json_metadata Superset's DashboardJSONMetadataSchema knows; unknown keys are kept as
 * they are, so everything round-trips. `positions` carries the layout when Superset's client saves.
 */
export const dashboardJsonMetadataSchema = z
  .object({
    ...colorFields,
    refresh_frequency: z.number().int().min(0).nullish(),
    timed_refresh_immune_slices: ids.nullish(),
    expanded_slices: jsonObject.nullish(),
    cross_filters_enabled: z.boolean().nullish(),
    stagger_refresh: z.boolean().nullish(),
    stagger_time: z.number().int().min(0).nullish(),
    default_filters: z.string().nullish(),
    filter_scopes: jsonObject.nullish(),
    chart_configuration: jsonObject.nullish(),
    global_chart_configuration: jsonObject.nullish(),
    native_filter_configuration: z.array(jsonObject).nullish(),
    filter_bar_orientation: z.enum(['VERTICAL', 'HORIZONTAL']).nullish(),
    positions: jsonObject.nullish(),
    import_time: z.number().int().nullish(),
    remote_id: z.number().int().nullish(),
  })
  .loose();
export type DashboardJsonMetadata = z.infer<typeof dashboardJsonMetadataSchema>;

const nativeFilterId = z
  .string()
  .regex(
    /^NATIVE_FILTER(_DIVIDER)?-[A-Za-z0-9_-]+$/,
    'Must start with NATIVE_FILTER- or NATIVE_FILTER_DIVIDER-',
  );

const nativeFilterItem = z
  .object({ id: nativeFilterId, type: z.enum(['NATIVE_FILTER', 'DIVIDER']).optional() })
  .loose()
  .superRefine((item, ctx) => {
    const divider = item.id.startsWith('NATIVE_FILTER_DIVIDER-');
    if (item.type && (item.type === 'DIVIDER') !== divider) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `Type ${item.type} does not match id ${item.id}`,
      });
    }
  });

/** `PUT /api/v1/dashboard/{pk}/filters`: changes to native_filter_configuration. */
export const dashboardFilterChangesSchema = z.strictObject({
  modified: z.array(nativeFilterItem).default([]),
  deleted: z.array(nativeFilterId).default([]),
  reordered: z.array(nativeFilterId).default([]),
});
export type DashboardFilterChanges = z.infer<typeof dashboardFilterChangesSchema>;

/** `POST /api/v1/dashboard/{pk}/permalink`: the state a link restores. */
export const dashboardPermalinkStateSchema = z.object({
  dataMask: jsonObject.nullable().optional(),
  activeTabs: z.array(z.string()).nullable().optional(),
  anchor: z.string().nullable().optional(),
  urlParams: z
    .array(z.tuple([z.string(), z.string()]))
    .nullable()
    .optional(),
  chartStates: jsonObject.nullable().optional(),
});
export type DashboardPermalinkState = z.infer<typeof dashboardPermalinkStateSchema>;

/** `POST/PUT /api/v1/dashboard/{pk}/filter_state[/{key}]`: the state is JSON text. */
export const dashboardFilterStateBodySchema = z.object({
  value: z.string().refine(isJson, { message: 'JSON not valid' }),
});

// ---- answers ----

/** `GET /api/v1/dashboard/_info?q=(keys:!(permissions))`: the caller's permissions on dashboards. */
export const dashboardInfoResponseSchema = infoResponseSchema();

/** A tag as a dashboard carries it (and as `GET /api/v1/tag/` lists it). */
export const dashboardTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.union([z.number(), z.string()]).optional(),
});
export type DashboardTag = z.infer<typeof dashboardTagSchema>;

/** One dashboard as the list (`GET /api/v1/dashboard/`) and `GET {id_or_slug}` answer it. */
export const dashboardSchema = z.object({
  ...idUuidFields,
  dashboard_title: z.string().nullable(),
  slug: z.string().nullable(),
  url: z.string(),
  published: z.boolean(),
  status: z.enum(['published', 'draft']),
  css: z.string().nullable(),
  json_metadata: z.string().nullable(),
  position_json: z.string().nullable(),
  ...certifiedManagedFields,
  external_url: z.string().nullable(),
  owners: z.array(userRefSchema),
  changed_by: userRefSchema.nullable(),
  changed_by_name: z.string(),
  created_by: userRefSchema.nullable(),
  changed_on: z.string(),
  changed_on_utc: z.string(),
  changed_on_delta_humanized: z.string(),
  created_on_delta_humanized: z.string(),
  thumbnail_url: z.string().nullable(),
  tags: z.array(dashboardTagSchema),
  /** The dashboard's own theme (Superset 6), null when it has none; `GET {id_or_slug}` answers it. */
  theme: z
    .object({ id: z.number().int(), theme_name: z.string(), json_data: z.string() })
    .nullable()
    .optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET {id_or_slug}` and `POST /`: `{id, result}`; `PUT {id}` adds last_modified_time. */
export const dashboardResponseSchema = z.object({
  id: z.number().int(),
  result: dashboardSchema,
  last_modified_time: z.number().optional(),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/** A copy's id and time; Superset answers them under `result`, its OpenAPI document on top. */
const savedRef = z.object({ id: z.number().int(), last_modified_time: z.number() });
export const dashboardCopyResponseSchema = savedRef.extend({ result: savedRef });
export type DashboardCopyResponse = z.infer<typeof dashboardCopyResponseSchema>;

/** `PUT {pk}/colors`: the colours written. */
export const dashboardColorsResponseSchema = z.object({
  id: z.number().int(),
  result: dashboardColorsBodySchema,
  last_modified_time: z.number(),
});
export type DashboardColorsResponse = z.infer<typeof dashboardColorsResponseSchema>;

/** `PUT {pk}/filters`: the native filter configuration after the changes. */
export const dashboardFiltersResponseSchema = z.object({ result: z.array(z.unknown()) });
export type DashboardFiltersResponse = z.infer<typeof dashboardFiltersResponseSchema>;

/** One chart of `GET {id_or_slug}/charts`: its saved form data and what its header shows. */
export const dashboardChartSchema = z.object({
  id: z.number().int(),
  slice_name: z.string(),
  viz_type: z.string(),
  form_data: jsonObject,
  slice_url: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  cache_timeout: z.number().int().nullable(),
  ...certifiedManagedFields,
  changed_on: z.string(),
  datasource_id: z.number().int().nullable(),
  datasource_type: z.string().nullable(),
});
export type DashboardChart = z.infer<typeof dashboardChartSchema>;
export const dashboardChartsResponseSchema = z.object({ result: z.array(dashboardChartSchema) });
export type DashboardChartsResponse = z.infer<typeof dashboardChartsResponseSchema>;

/** One dataset of `GET {id_or_slug}/datasets`: what the charts need to show names and values. */
export const dashboardDatasetSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  type: z.literal('table'),
  ...datasetNameFields,
  schema: z.string().nullable(),
  catalog: z.string().nullable(),
  main_dttm_col: z.string().nullable(),
  description: z.string().nullable(),
  sql: z.string().nullable(),
  database: z.object({ id: z.number().int(), database_name: z.string(), backend: z.string() }),
  columns: z.array(datasetColumnSchema),
  metrics: z.array(datasetMetricSchema),
});
export type DashboardDataset = z.infer<typeof dashboardDatasetSchema>;
export const dashboardDatasetsResponseSchema = z.object({ result: z.array(dashboardDatasetSchema) });
export type DashboardDatasetsResponse = z.infer<typeof dashboardDatasetsResponseSchema>;

/** `POST {pk}/permalink`: the key and the link that opens it. */
export const dashboardPermalinkResponseSchema = z.object({ key: z.string(), url: z.string() });
export type DashboardPermalinkResponse = z.infer<typeof dashboardPermalinkResponseSchema>;

/**
 * `GET /api/v1/dashboard/permalink/{key}`: the stored value. `dashboardId` is text, as Superset's
 * DashboardPermalinkValue (`str`) and as the server stores it.
 */
export const dashboardPermalinkValueSchema = z.object({
  dashboardId: z.string(),
  state: dashboardPermalinkStateSchema,
});
export type DashboardPermalinkValue = z.infer<typeof dashboardPermalinkValueSchema>;

/** `POST`/`PUT {pk}/filter_state[/{key}]` answer the key; `GET` the value. */
export const dashboardFilterStateKeySchema = z.object({ key: z.string() });
export const dashboardFilterStateValueSchema = z.object({ value: z.string() });
