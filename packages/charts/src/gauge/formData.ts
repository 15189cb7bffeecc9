/** The form data the gauge reads (Superset's keys and defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  columnsField,
  flagField,
  metricField,
  numberField,
  optionalNumberField,
  passThroughField,
  textField,
} from '../sdk/formDataSchema.js';
import type { CurrencyFormat } from '@meridian/core';

export const gaugeFormDataSchema = baseFormDataSchema.extend({
  metric: metricField(),
  groupby: columnsField(),
  sort_by_metric: flagField(),
  // Unset (or Superset's stored "null") bounds are computed from the data.
  min_val: optionalNumberField(),
  max_val: optionalNumberField(),
  start_angle: numberField(225),
  end_angle: numberField(-45),
  color_scheme: passThroughField<string>(),
  font_size: numberField(15),
  number_format: textField(undefined),
  currency_format: passThroughField<CurrencyFormat>(),
  value_formatter: textField('{value}'),
  show_pointer: boolField(true),
  animation: boolField(true),
  show_axis_tick: boolField(false),
  show_split_line: boolField(false),
  split_number: numberField(10),
  show_progress: boolField(true),
  overlap: boolField(true),
  round_cap: boolField(false),
  intervals: textField(''),
  interval_color_indices: textField(''),
});
export type GaugeFormData = z.output<typeof gaugeFormDataSchema>;
