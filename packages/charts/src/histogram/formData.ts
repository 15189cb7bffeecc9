/** The form data the histogram reads (Superset's keys and defaults). */
import type { QueryColumn } from '@meridian/core';
import type { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  columnsField,
  flagField,
  numberField,
  passThroughField,
  readField,
  textField,
} from '../sdk/formDataSchema.js';

export const histogramFormDataSchema = baseFormDataSchema.extend({
  column: readField(
    (v): QueryColumn | undefined => (Array.isArray(v) ? v[0] : (v ?? undefined)) as QueryColumn | undefined,
  ),
  groupby: columnsField(),
  bins: numberField(5),
  normalize: flagField(),
  cumulative: flagField(),
  color_scheme: passThroughField<string>(),
  label_colors: passThroughField<Record<string, unknown>>(),
  show_value: flagField(),
  show_legend: boolField(true),
  x_axis_title: textField(''),
  y_axis_title: textField(''),
  x_axis_format: textField(undefined),
  y_axis_format: textField(undefined),
});
export type HistogramFormData = z.output<typeof histogramFormDataSchema>;
