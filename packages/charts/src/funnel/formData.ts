/** The form data the funnel reads (Superset's keys and defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  choiceField,
  columnsField,
  metricField,
  numberField,
  readField,
  sliceFormatFields,
} from '../sdk/formDataSchema.js';
import type { SliceLabelType } from '../shared/sliceLabels.js';

export const PERCENT_CALCULATION_TYPES = ['first_step', 'prev_step', 'total'] as const;
export type PercentCalculationType = (typeof PERCENT_CALCULATION_TYPES)[number];

/** Superset stores the funnel's label types as the index of its enum (older charts: the names). */
const LABEL_TYPES: readonly SliceLabelType[] = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
  'value_percent',
];

/** A stored label type (an enum index or a name) as its name, else the fallback. */
export const readFunnelLabelType = (value: unknown, fallback: SliceLabelType): SliceLabelType => {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (Number.isInteger(n)) return LABEL_TYPES[n] ?? fallback;
  return LABEL_TYPES.includes(value as SliceLabelType) ? (value as SliceLabelType) : fallback;
};

export const funnelFormDataSchema = baseFormDataSchema.extend({
  metric: metricField(),
  groupby: columnsField(),
  ...sliceFormatFields,
  sort_by_metric: readField((v) => (v === undefined ? true : Boolean(v))),
  percent_calculation_type: choiceField(PERCENT_CALCULATION_TYPES, 'first_step'),
  label_type: readField((v) => readFunnelLabelType(v, 'key')),
  tooltip_label_type: readField((v) => readFunnelLabelType(v, 'key_value_percent')),
  show_labels: boolField(true),
  show_tooltip_labels: boolField(true),
  label_line: boolField(false),
  sort: choiceField(['descending', 'ascending', 'none'] as const, 'descending'),
  orient: choiceField(['vertical', 'horizontal'] as const, 'vertical'),
  gap: numberField(0),
});
export type FunnelFormData = z.output<typeof funnelFormDataSchema>;
