/** The form data the bubble chart reads (Superset's keys and defaults). */
import type { QueryColumn, QueryMetric } from '@meridian/core';
import type { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  flagField,
  metricField,
  numberField,
  passThroughField,
  readField,
  textField,
} from '../sdk/formDataSchema.js';

/** One column (a one-item list counts), or undefined. */
const columnField = () =>
  readField((v): QueryColumn | undefined => {
    const c: unknown = Array.isArray(v) ? (v as unknown[])[0] : v;
    return c === null || c === undefined || c === '' ? undefined : (c as QueryColumn);
  });

/** [min, max] bounds; a missing side is null. */
const boundsField = () =>
  readField((v): [number | null, number | null] => {
    const [a, b]: unknown[] = Array.isArray(v) ? (v as unknown[]) : [];
    const n = (x: unknown) =>
      x === null || x === undefined || x === '' || !Number.isFinite(Number(x)) ? null : Number(x);
    return [n(a), n(b)];
  });

export const bubbleFormDataSchema = baseFormDataSchema.extend({
  entity: columnField(),
  series: columnField(),
  x: metricField(),
  y: metricField(),
  size: metricField(),
  orderby: readField(
    (v): QueryMetric | undefined => (Array.isArray(v) ? v[0] : (v ?? undefined)) as QueryMetric | undefined,
  ),
  order_desc: boolField(true),
  color_scheme: passThroughField<string>(),
  label_colors: passThroughField<Record<string, unknown>>(),
  max_bubble_size: numberField(25),
  tooltipSizeFormat: textField(undefined),
  opacity: numberField(0.6),
  x_axis_label: textField(''),
  y_axis_label: textField(''),
  xAxisLabelRotation: numberField(0),
  yAxisLabelRotation: numberField(0),
  x_axis_title_margin: numberField(30),
  y_axis_title_margin: numberField(30),
  xAxisFormat: textField(undefined),
  y_axis_format: textField(undefined),
  logXAxis: flagField(),
  logYAxis: flagField(),
  truncateXAxis: flagField(),
  truncateYAxis: flagField(),
  xAxisBounds: boundsField(),
  y_axis_bounds: boundsField(),
});
export type BubbleFormData = z.output<typeof bubbleFormDataSchema>;
