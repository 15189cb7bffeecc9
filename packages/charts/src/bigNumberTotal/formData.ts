/** The form data big number (total) reads (Superset's defaults). */
import { z } from 'zod';
import { bigNumberFontFields } from '../bigNumber/formData.js';
import { baseFormDataSchema, metricField, metricFormatFields } from '../sdk/formDataSchema.js';

export const bigNumberTotalFormDataSchema = baseFormDataSchema.extend({
  metric: metricField(),
  ...metricFormatFields,
  ...bigNumberFontFields,
  subtitle: z.unknown().optional(),
  subheader: z.unknown().optional(),
});
export type BigNumberTotalFormData = z.output<typeof bigNumberTotalFormDataSchema>;
