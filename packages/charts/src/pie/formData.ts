/** The form data the pie reads (Superset's defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  readField,
  boolField,
  columnsField,
  flagField,
  metricField,
  numberField,
  sliceFormatFields,
} from '../sdk/formDataSchema.js';
import type { SliceLabelType } from '../shared/sliceLabels.js';

export const pieFormDataSchema = baseFormDataSchema.extend({
  metric: metricField(),
  groupby: columnsField(),
  ...sliceFormatFields,
  // Only a missing key means on (null, as saved by older charts, means off).
  sort_by_metric: readField((v) => (v === undefined ? true : Boolean(v))),
  label_type: readField((v) => (v ?? 'key') as SliceLabelType),
  show_labels_threshold: numberField(5),
  show_labels: boolField(true),
  labels_outside: boolField(true),
  label_line: boolField(false),
  show_total: flagField(),
  donut: flagField(),
  outerRadius: numberField(70),
  innerRadius: numberField(30),
});
export type PieFormData = z.output<typeof pieFormDataSchema>;
