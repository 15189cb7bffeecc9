/** The form data sunburst_v2 reads (Superset's defaults). */
import { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  columnsField,
  flagField,
  metricField,
  numberField,
  sliceFormatFields,
  textField,
} from '../sdk/formDataSchema.js';

export const sunburstFormDataSchema = baseFormDataSchema.extend({
  /** The hierarchy, outermost level first. */
  columns: columnsField(),
  metric: metricField(),
  /** Colours the arcs by its ratio to the metric when set. */
  secondary_metric: metricField(),
  ...sliceFormatFields,
  linear_color_scheme: z.unknown().optional(),
  sort_by_metric: flagField(),
  label_type: textField('key'),
  show_labels: boolField(false),
  show_labels_threshold: numberField(5),
  show_total: flagField(),
});
export type SunburstFormData = z.output<typeof sunburstFormDataSchema>;
