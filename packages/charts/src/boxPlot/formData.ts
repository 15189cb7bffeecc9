/** The form data the box plot reads (Superset's keys and defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  choiceField,
  columnsField,
  metricsField,
  passThroughField,
  temporalDimensionFields,
  textField,
} from '../sdk/formDataSchema.js';
import { X_TICKS_LAYOUTS } from '../waterfall/formData.js';

export const boxPlotFormDataSchema = baseFormDataSchema.extend({
  columns: columnsField(),
  groupby: columnsField(),
  metrics: metricsField(),
  ...temporalDimensionFields,
  whiskerOptions: textField('Tukey'),
  color_scheme: passThroughField<string>(),
  label_colors: passThroughField<Record<string, unknown>>(),
  number_format: textField(undefined),
  date_format: textField('smart_date'),
  x_ticks_layout: choiceField(X_TICKS_LAYOUTS, 'auto'),
  x_axis_title: textField(''),
  y_axis_title: textField(''),
  x_axis_title_margin: passThroughField<number | string>(),
  y_axis_title_margin: passThroughField<number | string>(),
  y_axis_title_position: textField('Left'),
});
export type BoxPlotFormData = z.output<typeof boxPlotFormDataSchema>;
