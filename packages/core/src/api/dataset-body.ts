/**
 * The request bodies of Superset's `/api/v1/dataset/` (create, save with columns and metrics,
 * get_or_create, duplicate). The server parses with these, adding its text caps and JSON checks.
 */
import { z } from 'zod';

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
