/** The form data the Gantt chart reads (Superset's gantt_chart keys and defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  columnsField,
  flagField,
  metricsField,
  numberField,
  passThroughField,
  readField,
  textField,
} from '../sdk/formDataSchema.js';
import { entityField } from '../shared/entityField.js';

/** "HH:mm:ss" bounds of the time axis; either side may be unset. */
export type TimeBounds = [string | null, string | null];
const readBound = (v: unknown): string | null =>
  typeof v === 'string' && /^\d{1,2}:\d{2}(:\d{2})?$/.test(v.trim()) ? v.trim() : null;

export const ganttFormDataSchema = baseFormDataSchema.extend({
  start_time: entityField(),
  end_time: entityField(),
  y_axis: entityField(),
  series: entityField(),
  subcategories: flagField(),
  tooltip_metrics: metricsField(),
  tooltip_columns: columnsField(),
  color_scheme: passThroughField<string>(),
  label_colors: passThroughField<Record<string, unknown>>(),
  zoomable: flagField(),
  legendSort: readField((v): 'asc' | 'desc' | null => (v === 'asc' || v === 'desc' ? v : null)),
  x_axis_time_bounds: readField((v): TimeBounds => {
    const [a, b]: unknown[] = Array.isArray(v) ? (v as unknown[]) : [];
    return [readBound(a), readBound(b)];
  }),
  x_axis_time_format: textField('smart_date'),
  tooltipTimeFormat: textField('smart_date'),
  tooltipValuesFormat: textField('SMART_NUMBER'),
  x_axis_title: textField(''),
  x_axis_title_margin: numberField(15),
  y_axis_title: textField(''),
  y_axis_title_margin: numberField(15),
});
export type GanttFormData = z.output<typeof ganttFormDataSchema>;
