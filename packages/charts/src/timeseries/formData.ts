/** The form data the timeseries family reads (Superset's defaults). */
import { z } from 'zod';
import {
  baseFormDataSchema,
  readField,
  columnsField,
  flagField,
  metricFormatFields,
  metricsField,
  numberField,
  optionalNumberField,
  passThroughField,
  textField,
} from '../sdk/formDataSchema.js';

export const timeseriesFormDataSchema = baseFormDataSchema.extend({
  metrics: metricsField(),
  groupby: columnsField(),
  ...metricFormatFields,
  /** line, bar, scatter, smooth; the step chart's start / middle / end. */
  seriesType: passThroughField<string>(),
  orientation: z.unknown().optional(),
  stack: z.unknown().optional(),
  bar_stacked: flagField(),
  x_axis_type: passThroughField<string>(),
  x_axis_time_format: textField(undefined),
  tooltipTimeFormat: textField('smart_date'),
  sort_series_type: textField('sum'),
  sort_series_ascending: flagField(),
  color_scheme: z.unknown().optional(),
  label_colors: passThroughField<Record<string, unknown>>(),
  show_value: flagField(),
  markerEnabled: flagField(),
  markerSize: numberField(6),
  opacity: numberField(0.2),
  y_axis_bounds: readField((v): unknown[] => (Array.isArray(v) ? v : [])),
  xAxisLabelRotation: optionalNumberField(),
  logAxis: flagField(),
  zoomable: flagField(),
});
export type TimeseriesFormData = z.output<typeof timeseriesFormDataSchema>;
