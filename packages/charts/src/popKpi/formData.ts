/**
 * The form data the period-over-period big number reads (Superset's pop_kpi keys and defaults). The
 * comparison period is `time_compare` (a shift such as "1 year ago", "inherit" or "custom" with
 * `start_date_offset`); charts saved before that kept `time_comparison` (r, y, m, w, c) and, for c,
 * the comparison range in the `adhoc_custom` filters.
 */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  choiceField,
  flagField,
  metricField,
  metricFormatFields,
  numberField,
  passThroughField,
  readField,
  textField,
} from '../sdk/formDataSchema.js';
import { toText } from '../shared/chartData.js';

export const COMPARISON_COLOR_SCHEMES = ['Green', 'Red'] as const;

/** The first time shift chosen (the control is single-valued; older charts stored a list). */
const firstShift = (v: unknown): string | undefined => {
  const first: unknown = Array.isArray(v) ? v[0] : v;
  return typeof first === 'string' && first.trim() ? first.trim() : undefined;
};

export const popKpiFormDataSchema = baseFormDataSchema.extend({
  metric: metricField(),
  ...metricFormatFields,
  percentDifferenceFormat: textField(undefined),
  time_compare: readField(firstShift),
  start_date_offset: readField((v) => (typeof v === 'string' && v ? v : undefined)),
  time_comparison: textField(undefined),
  adhoc_custom: passThroughField<unknown[]>(),
  header_font_size: numberField(0.2),
  subheader_font_size: numberField(0.125),
  comparison_color_enabled: flagField(),
  comparison_color_scheme: choiceField(COMPARISON_COLOR_SCHEMES, 'Green'),
  show_metric_name: flagField(),
  metric_name_font_size: numberField(0.15),
  subtitle: readField((v) => toText(v)),
  subheader: readField((v) => toText(v)),
  subtitle_font_size: numberField(0.15),
  column_config: readField((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {})),
});
export type PopKpiFormData = z.output<typeof popKpiFormDataSchema>;
