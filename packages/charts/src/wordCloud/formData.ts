/** The form data the word cloud reads (Superset's plugin-chart-word-cloud keys and defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  choiceField,
  flagField,
  metricField,
  numberField,
  readField,
  sliceFormatFields,
} from '../sdk/formDataSchema.js';
import type { QueryColumn } from '@meridian/core';
import { columnsOf } from '../shared/formData.js';

export const ROTATIONS = ['random', 'flat', 'square'] as const;
export type Rotation = (typeof ROTATIONS)[number];

export const wordCloudFormDataSchema = baseFormDataSchema.extend({
  /** One column (older charts stored a list). */
  series: readField((v): QueryColumn | undefined => columnsOf(v)[0]),
  metric: metricField(),
  sort_by_metric: flagField(),
  sort_by_series: flagField(),
  row_limit: numberField(100),
  size_from: numberField(10),
  size_to: numberField(70),
  rotation: choiceField(ROTATIONS, 'square'),
  color_scheme: sliceFormatFields.color_scheme,
  label_colors: sliceFormatFields.label_colors,
});
export type WordCloudFormData = z.output<typeof wordCloudFormDataSchema>;
