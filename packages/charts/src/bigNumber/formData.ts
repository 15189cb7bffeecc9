/** The form data big number with trendline reads (Superset's defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  readField,
  boolField,
  metricField,
  metricFormatFields,
  numberField,
  optionalNumberField,
  passThroughField,
  textField,
  type FormData,
} from '../sdk/formDataSchema.js';
import { toText } from '../shared/chartData.js';

/** Header and subheader sizes, as fractions of the chart's height. */
export const bigNumberFontFields = {
  header_font_size: numberField(0.4),
  subheader_font_size: numberField(0.15),
};

export const bigNumberFormDataSchema = baseFormDataSchema.extend({
  metric: metricField(),
  ...metricFormatFields,
  ...bigNumberFontFields,
  time_format: textField(undefined),
  aggregation: textField('LAST_VALUE'),
  compare_lag: optionalNumberField(),
  compare_suffix: readField(toText),
  color_picker: passThroughField<{ r?: number; g?: number; b?: number; a?: number }>(),
  show_trend_line: boolField(true),
  start_y_axis_at_zero: boolField(true),
});
export type BigNumberFormData = z.output<typeof bigNumberFormDataSchema>;
export type { FormData };
