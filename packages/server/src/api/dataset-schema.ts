/** Request bodies of the Dataset resource, as Superset's schemas accept them (spec §3, §5). */
import { z } from 'zod';
import { idList } from './list-query.js';
import { sqlFragment, sqlText } from '../sql-safety/text-caps.js';
import { jsonObjectText } from './database-schema.js';

/** Empty text means "none" for optional formats (spec §5: sent as null when empty). */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

const id = z.number().int().positive();

/** Spec §5: a column or metric id counts only when numeric; anything else (a client-side key) means new. */
const childId = z.preprocess(
  (v) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : undefined),
  id.optional(),
);

const currency = z
  .union([
    z
      .object({ symbol: z.string().max(128).optional(), symbolPosition: z.string().max(128).optional() })
      .loose(),
    z.string(),
  ])
  .nullable()
  .optional();

export const columnBody = z
  .object({
    id: childId,
    uuid: z.uuid().nullable().optional(),
    column_name: z.string().trim().min(1, 'Field cannot be empty.').max(255),
    type: z.string().nullable().optional(),
    advanced_data_type: optionalText(255),
    verbose_name: z.string().max(1024).nullable().optional(),
    description: z.string().nullable().optional(),
    expression: sqlFragment().nullable().optional(),
    filterable: z.boolean().optional(),
    groupby: z.boolean().optional(),
    is_active: z.boolean().nullable().optional(),
    is_dttm: z.boolean().nullable().optional(),
    python_date_format: optionalText(255),
    datetime_format: optionalText(100),
    extra: jsonObjectText('extra').nullable().optional(),
  })
  // The explore datasource editor sends read-only fields back (type_generic, certified_by…).
  .loose();
export type ColumnBody = z.infer<typeof columnBody>;

export const metricBody = z
  .object({
    id: childId,
    uuid: z.uuid().nullable().optional(),
    metric_name: z.string().trim().min(1, 'Field cannot be empty.').max(255),
    expression: sqlFragment().trim().min(1, 'Field cannot be empty.'),
    metric_type: optionalText(32),
    verbose_name: z.string().max(1024).nullable().optional(),
    description: z.string().nullable().optional(),
    d3format: optionalText(128),
    currency,
    warning_text: z.string().nullable().optional(),
    extra: jsonObjectText('extra').nullable().optional(),
  })
  .loose();
export type MetricBody = z.infer<typeof metricBody>;

const tableName = z.string().trim().min(1, 'Field cannot be empty.').max(250);

export const datasetPostBody = z.strictObject({
  database: id,
  table_name: tableName,
  catalog: z.string().max(250).nullable().optional(),
  schema: z.string().max(250).nullable().optional(),
  sql: sqlText().nullable().optional(),
  owners: idList().optional(),
  template_params: jsonObjectText('template_params').nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
  uuid: z.uuid().nullable().optional(),
});
export type DatasetPostBody = z.infer<typeof datasetPostBody>;

export const datasetPutBody = z.strictObject({
  table_name: tableName.nullable().optional(),
  database_id: id.optional(),
  catalog: z.string().max(250).nullable().optional(),
  schema: z.string().max(255).nullable().optional(),
  sql: sqlText().nullable().optional(),
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
  template_params: jsonObjectText('template_params').nullable().optional(),
  extra: jsonObjectText('extra').nullable().optional(),
  owners: idList().optional(),
  columns: z.array(columnBody).optional(),
  metrics: z.array(metricBody).optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  folders: z.unknown().optional(),
  uuid: z.uuid().nullable().optional(),
});
export type DatasetPutBody = z.infer<typeof datasetPutBody>;

export const getOrCreateBody = z.strictObject({
  table_name: tableName,
  database_id: id,
  schema: z.string().max(250).nullable().optional(),
  catalog: z.string().max(250).nullable().optional(),
  template_params: jsonObjectText('template_params').nullable().optional(),
  normalize_columns: z.boolean().optional(),
  always_filter_main_dttm: z.boolean().optional(),
});

export const duplicateBody = z.strictObject({ base_model_id: id, table_name: tableName });

export const overrideColumnsQuery = z
  .object({ override_columns: z.enum(['true', 'false', '1', '0']).optional() })
  .loose();
