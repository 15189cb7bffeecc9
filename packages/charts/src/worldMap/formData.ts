/** The form data world_map reads (Superset's defaults). */
import type { QueryColumn } from '@meridian/core';
import { z } from 'zod';
import {
  baseFormDataSchema,
  readField,
  boolField,
  choiceField,
  flagField,
  metricField,
  metricFormatFields,
  numberField,
  passThroughField,
} from '../sdk/formDataSchema.js';

export const worldMapFormDataSchema = baseFormDataSchema.extend({
  /** The column holding the country. */
  entity: readField((v) => (v ?? undefined) as QueryColumn | undefined),
  country_fieldtype: z.unknown().optional(),
  metric: metricField(),
  /** The bubble size. */
  secondary_metric: metricField(),
  ...metricFormatFields,
  sort_by_metric: flagField(),
  color_by: choiceField(['country', 'metric'], 'metric'),
  color_picker: z.unknown().optional(),
  color_scheme: z.unknown().optional(),
  linear_color_scheme: z.unknown().optional(),
  label_colors: passThroughField<Record<string, unknown>>(),
  show_bubbles: boolField(false),
  max_bubble_size: numberField(25),
});
export type WorldMapFormData = z.output<typeof worldMapFormDataSchema>;
