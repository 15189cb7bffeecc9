/** The form data country_map reads (Superset's keys and defaults). */
import type { QueryColumn } from '@meridian/core';
import { z } from 'zod';
import { baseFormDataSchema, metricField, readField, textField } from '../sdk/formDataSchema.js';

export const countryMapFormDataSchema = baseFormDataSchema.extend({
  /** Superset's country key ("usa", "france_regions"). */
  select_country: readField((v) => (typeof v === 'string' && v !== '' ? v : undefined)),
  /** The column of ISO 3166-2 subdivision codes. */
  entity: readField((v) => (v ?? undefined) as QueryColumn | undefined),
  metric: metricField(),
  number_format: textField('SMART_NUMBER'),
  linear_color_scheme: z.unknown().optional(),
});
export type CountryMapFormData = z.output<typeof countryMapFormDataSchema>;
