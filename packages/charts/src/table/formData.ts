/** The form data the table reads (Superset's defaults). */
import type { CurrencyFormat } from '@meridian/core';
import type { z } from 'zod';
import {
  baseFormDataSchema,
  readField,
  boolField,
  columnsField,
  flagField,
  metricsField,
  numberField,
  passThroughField,
  temporalDimensionFields,
  textField,
} from '../sdk/formDataSchema.js';
import type { ConditionalFormattingRule } from './conditionalFormatting.js';
import type { ColumnConfig } from './transformProps.js';

export const tableFormDataSchema = baseFormDataSchema.extend({
  metrics: metricsField(),
  percent_metrics: metricsField(),
  groupby: columnsField(),
  /** The sort metric of aggregate mode. */
  timeseries_limit_metric: metricsField(),
  order_desc: flagField(),
  ...temporalDimensionFields,
  server_pagination: flagField(),
  server_page_length: numberField(10),
  page_length: numberField(0),
  show_totals: flagField(),
  include_search: flagField(),
  show_cell_bars: boolField(true),
  align_pn: boolField(false),
  color_pn: boolField(true),
  column_config: readField((v) => (v ?? {}) as Record<string, ColumnConfig>),
  table_timestamp_format: textField(undefined),
  currency_format: passThroughField<CurrencyFormat>(),
  conditional_formatting: passThroughField<ConditionalFormattingRule[]>(),
});
export type TableFormData = z.output<typeof tableFormDataSchema>;
