/** The form data the horizon chart reads (Superset's defaults). */
import { z } from 'zod';
import {
  baseFormDataSchema,
  columnsField,
  flagField,
  metricsField,
  numberField,
  textField,
} from '../sdk/formDataSchema.js';

export const horizonFormDataSchema = baseFormDataSchema.extend({
  metrics: metricsField(),
  groupby: columnsField(),
  time_grain_sqla: textField(undefined),
  contribution: flagField(),
  series_height: numberField(25),
  horizon_color_scale: z.unknown().optional(),
});
export type HorizonFormData = z.output<typeof horizonFormDataSchema>;
