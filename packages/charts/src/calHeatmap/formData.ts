/** The form data the calendar heatmap reads (Superset's legacy cal_heatmap keys and defaults). */
import type { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  choiceField,
  metricsField,
  numberField,
  textField,
} from '../sdk/formDataSchema.js';

export const DOMAIN_GRANULARITIES = ['hour', 'day', 'week', 'month', 'year'] as const;
export const SUBDOMAIN_GRANULARITIES = ['min', 'hour', 'day', 'week', 'month'] as const;
export type DomainGranularity = (typeof DOMAIN_GRANULARITIES)[number];
export type SubdomainGranularity = (typeof SUBDOMAIN_GRANULARITIES)[number];

/** The time grain each subdomain buckets by (Superset's CalHeatmapViz mapping). */
export const SUBDOMAIN_TIME_GRAIN: Readonly<Record<SubdomainGranularity, string>> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
};

export const calHeatmapFormDataSchema = baseFormDataSchema.extend({
  granularity_sqla: textField(undefined),
  metrics: metricsField(),
  domain_granularity: choiceField(DOMAIN_GRANULARITIES, 'month'),
  subdomain_granularity: choiceField(SUBDOMAIN_GRANULARITIES, 'day'),
  linear_color_scheme: textField(undefined),
  cell_size: numberField(10),
  cell_padding: numberField(2),
  cell_radius: numberField(0),
  steps: numberField(10),
  y_axis_format: textField(undefined),
  x_axis_time_format: textField(undefined),
  show_legend: boolField(true),
  show_values: boolField(false),
  show_metric_name: boolField(true),
});
export type CalHeatmapFormData = z.output<typeof calHeatmapFormDataSchema>;
