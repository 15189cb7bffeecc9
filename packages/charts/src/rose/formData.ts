/** The form data the Nightingale rose reads (Superset's legacy rose keys and defaults). */
import { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  columnsField,
  flagField,
  metricsField,
  passThroughField,
  textField,
} from '../sdk/formDataSchema.js';

export const roseFormDataSchema = baseFormDataSchema.extend({
  metrics: metricsField(),
  groupby: columnsField(),
  color_scheme: z.unknown().optional(),
  label_colors: passThroughField<Record<string, unknown>>(),
  number_format: textField('SMART_NUMBER'),
  date_time_format: textField('smart_date'),
  rich_tooltip: boolField(true),
  rose_area_proportion: flagField(),
  contribution: flagField(),
});
export type RoseFormData = z.output<typeof roseFormDataSchema>;
