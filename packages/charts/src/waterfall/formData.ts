/** The form data the waterfall reads (Superset's keys and defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  choiceField,
  columnsField,
  flagField,
  metricField,
  metricFormatFields,
  readField,
  textField,
} from '../sdk/formDataSchema.js';

export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a?: number;
}

export const X_TICKS_LAYOUTS = ['auto', 'flat', '45°', '90°', 'staggered'] as const;

const isRgba = (v: unknown): v is RgbaColor =>
  typeof v === 'object' &&
  v !== null &&
  ['r', 'g', 'b'].every((k) => typeof (v as Record<string, unknown>)[k] === 'number');

/** A colour picker value, else the fallback. */
const colorField = (fallback: RgbaColor) => readField((v) => (isRgba(v) ? v : fallback));

export const waterfallFormDataSchema = baseFormDataSchema.extend({
  metric: metricField(),
  groupby: columnsField(),
  ...metricFormatFields,
  show_value: flagField(),
  show_legend: flagField(),
  increase_color: colorField({ r: 90, g: 193, b: 137, a: 1 }),
  decrease_color: colorField({ r: 224, g: 67, b: 85, a: 1 }),
  total_color: colorField({ r: 102, g: 102, b: 102, a: 1 }),
  x_axis_label: textField(''),
  y_axis_label: textField(''),
  x_axis_time_format: textField('smart_date'),
  x_ticks_layout: choiceField(X_TICKS_LAYOUTS, 'auto'),
});
export type WaterfallFormData = z.output<typeof waterfallFormDataSchema>;
