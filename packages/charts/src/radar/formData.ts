/** The form data the radar reads (Superset's keys and defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  choiceField,
  columnsField,
  flagField,
  metricsField,
  readField,
  sliceFormatFields,
  textField,
} from '../sdk/formDataSchema.js';

export const LABEL_POSITIONS = [
  'top',
  'left',
  'right',
  'bottom',
  'inside',
  'insideLeft',
  'insideRight',
  'insideTop',
  'insideBottom',
  'insideTopLeft',
  'insideBottomLeft',
  'insideTopRight',
  'insideBottomRight',
] as const;

/** Per metric: the axis bounds set in "Customize Metrics" (null min: the data's minimum). */
export type RadarColumnConfig = Record<
  string,
  { radarMetricMaxValue?: number | null; radarMetricMinValue?: number | null } | undefined
>;

export const radarFormDataSchema = baseFormDataSchema.extend({
  metrics: metricsField(),
  groupby: columnsField(),
  ...sliceFormatFields,
  date_format: textField('smart_date'),
  show_labels: boolField(true),
  label_type: choiceField(['value', 'key_value'] as const, 'value'),
  label_position: choiceField(LABEL_POSITIONS, 'top'),
  is_circle: flagField(),
  column_config: readField((v) => (v && typeof v === 'object' ? (v as RadarColumnConfig) : {})),
});
export type RadarFormData = z.output<typeof radarFormDataSchema>;
