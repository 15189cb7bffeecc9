/** `datasets/<database>/<table>.yaml`: a dataset with its columns and metrics. */
import { z } from 'zod';
import { exported, flag, jsonObject, optionalNumber, optionalText, uuid } from './fields.js';

const columnConfig = z.object({
  column_name: z.string().min(1),
  verbose_name: optionalText,
  is_dttm: flag,
  is_active: flag,
  type: optionalText,
  advanced_data_type: optionalText,
  groupby: flag,
  filterable: flag,
  expression: optionalText,
  description: optionalText,
  python_date_format: optionalText,
  extra: jsonObject,
  uuid: uuid.nullish(),
});

const metricConfig = z.object({
  metric_name: z.string().min(1),
  verbose_name: optionalText,
  metric_type: optionalText,
  expression: z.string().min(1),
  description: optionalText,
  d3format: optionalText,
  currency: z.union([z.string(), jsonObject]).nullish(),
  warning_text: optionalText,
  extra: jsonObject,
  uuid: uuid.nullish(),
});

export const datasetConfig = z.object({
  ...exported,
  table_name: z.string().min(1),
  database_uuid: uuid,
  catalog: optionalText,
  schema: optionalText,
  sql: optionalText,
  main_dttm_col: optionalText,
  description: optionalText,
  default_endpoint: optionalText,
  offset: optionalNumber,
  cache_timeout: optionalNumber,
  params: jsonObject,
  template_params: jsonObject,
  filter_select_enabled: flag,
  fetch_values_predicate: optionalText,
  extra: jsonObject,
  normalize_columns: flag,
  always_filter_main_dttm: flag,
  columns: z.array(columnConfig).default([]),
  metrics: z.array(metricConfig).default([]),
});

export type DatasetConfig = z.infer<typeof datasetConfig>;
