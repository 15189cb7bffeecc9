/** The form data the sankey reads (Superset's sankey_v2 keys and defaults). */
import type { z } from 'zod';
import { baseFormDataSchema, flagField, metricField, passThroughField } from '../sdk/formDataSchema.js';
import { entityField } from '../shared/entityField.js';

export const sankeyFormDataSchema = baseFormDataSchema.extend({
  source: entityField(),
  target: entityField(),
  metric: metricField(),
  sort_by_metric: flagField(),
  color_scheme: passThroughField<string>(),
  label_colors: passThroughField<Record<string, unknown>>(),
});
export type SankeyFormData = z.output<typeof sankeyFormDataSchema>;
