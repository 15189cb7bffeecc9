/** The form data treemap_v2 reads (Superset's defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  columnsField,
  flagField,
  metricField,
  sliceFormatFields,
  textField,
} from '../sdk/formDataSchema.js';

export const treemapFormDataSchema = baseFormDataSchema.extend({
  /** The hierarchy, outermost level first. */
  groupby: columnsField(),
  metric: metricField(),
  ...sliceFormatFields,
  sort_by_metric: flagField(),
  label_type: textField('key_value'),
  show_labels: boolField(true),
  show_upper_labels: boolField(true),
});
export type TreemapFormData = z.output<typeof treemapFormDataSchema>;
