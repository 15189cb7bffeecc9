/** The form data heatmap_v2 reads (Superset's defaults). */
import { z } from 'zod';
import {
  baseFormDataSchema,
  readField,
  boolField,
  choiceField,
  columnsField,
  flagField,
  metricField,
  metricFormatFields,
  numberField,
  textField,
} from '../sdk/formDataSchema.js';

export type AxisSort = 'alpha_asc' | 'alpha_desc' | 'value_asc' | 'value_desc';
export type NormalizeAcross = 'heatmap' | 'x' | 'y';

/** The sort option, or undefined for none / an unknown value. */
export function axisSortOf(value: unknown): AxisSort | undefined {
  return ['alpha_asc', 'alpha_desc', 'value_asc', 'value_desc'].includes(String(value))
    ? (value as AxisSort)
    : undefined;
}

/** Older exports carry odd values ("heatmap_v2"): anything but x or y means the whole heatmap. */
export const normalizeAcrossOf = (value: unknown): NormalizeAcross =>
  value === 'x' || value === 'y' ? value : 'heatmap';

export const heatmapFormDataSchema = baseFormDataSchema.extend({
  metric: metricField(),
  /** The y axis: a single column, stored as a value or (older charts) a one-item list. */
  groupby: columnsField(),
  ...metricFormatFields,
  x_axis_time_format: textField(undefined),
  sort_x_axis: readField(axisSortOf),
  sort_y_axis: readField(axisSortOf),
  normalize_across: readField(normalizeAcrossOf),
  normalized: flagField(),
  show_legend: boolField(true),
  show_percentage: boolField(true),
  show_values: flagField(),
  legend_type: choiceField(['piecewise', 'continuous'], 'continuous'),
  linear_color_scheme: z.unknown().optional(),
  value_bounds: readField((v): unknown[] => (Array.isArray(v) ? v : [])),
  border_color: z.unknown().optional(),
  border_width: numberField(0),
  left_margin: z.unknown().optional(),
  bottom_margin: z.unknown().optional(),
  xscale_interval: z.unknown().optional(),
  yscale_interval: z.unknown().optional(),
  xAxisLabelRotation: readField((v) => (typeof v === 'number' ? v : null)),
});
export type HeatmapFormData = z.output<typeof heatmapFormDataSchema>;
