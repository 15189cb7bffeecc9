/**
 * Form data → the common part of a query object (Superset's buildQueryObject + extractQueryFields):
 * columns, metrics and order-by from the usual keys, filters and time settings, limits, and the
 * dashboard's extra form data on top.
 */
import {
  getColumnLabel,
  getMetricLabel,
  type OrderByTerm,
  type QueryColumn,
  type QueryMetric,
  type QueryObject,
} from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { processAdhocFilters } from './filters.js';
import { ensureIsArray, type AdhocFilter, type ExtraFormData } from './formData.js';
import { dedupe } from './dedupe.js';

export const QUERY_MODES = ['aggregate', 'raw'] as const;
export type QueryMode = (typeof QUERY_MODES)[number];

/** Form-data keys read as metrics, columns or order-by (Superset's predefined aliases). */
const FIELD_ALIASES: Record<string, 'metrics' | 'columns' | 'groupby' | 'orderby'> = {
  metric: 'metrics',
  metric_2: 'metrics',
  secondary_metric: 'metrics',
  x: 'metrics',
  y: 'metrics',
  size: 'metrics',
  all_columns: 'columns',
  series: 'groupby',
  order_by_cols: 'orderby',
  metrics: 'metrics',
  columns: 'columns',
  groupby: 'groupby',
  orderby: 'orderby',
};

/** The order-by text of a select option is invalid JSON. */
export class InvalidOrderByError extends Error {
  constructor() {
    super('Found invalid orderby options');
    this.name = 'InvalidOrderByError';
  }
}

export interface QueryFields {
  columns: QueryColumn[];
  metrics: QueryMetric[] | undefined;
  orderby: OrderByTerm[] | undefined;
}

/**
 * Collects columns, metrics and order-by terms from every key that means one. In aggregate mode
 * `columns` keys are ignored, in raw mode `groupby` and metrics are (both are kept in form data so a
 * user can switch modes without losing choices).
 */
export function extractQueryFields(
  formData: Readonly<Record<string, unknown>>,
  aliases: Readonly<Record<string, 'metrics' | 'columns' | 'groupby' | 'orderby'>> = {},
): QueryFields {
  const mode = formData.query_mode;
  const map = { ...FIELD_ALIASES, ...aliases };
  let columns: QueryColumn[] = [];
  let metrics: QueryMetric[] = [];
  let orderby: unknown[] = [];
  for (const [key, value] of Object.entries(formData)) {
    if (value === null || value === undefined) continue;
    const field = map[key];
    if (!field) continue;
    if (mode === 'aggregate' && field === 'columns') continue;
    if (mode === 'raw' && (field === 'groupby' || field === 'metrics')) continue;
    if (field === 'metrics') metrics = metrics.concat(value as QueryMetric | QueryMetric[]);
    else if (field === 'columns' || field === 'groupby')
      columns = columns.concat(value as QueryColumn | QueryColumn[]);
    else orderby = orderby.concat(value);
  }
  return {
    columns: dedupe(
      columns.filter((c) => c !== '' && c !== null),
      getColumnLabel,
    ),
    metrics: mode === 'raw' ? undefined : dedupe(metrics, getMetricLabel),
    orderby: orderby.length
      ? orderby.map((item) => {
          if (typeof item !== 'string') return item as OrderByTerm;
          try {
            return JSON.parse(item) as OrderByTerm;
          } catch {
            throw new InvalidOrderByError();
          }
        })
      : undefined,
  };
}

const stringOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

const nonNegativeInt = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

export interface BuildQueryObjectOptions {
  queryFields?: Record<string, 'metrics' | 'columns' | 'groupby' | 'orderby'>;
}

export function buildQueryObject(formData: FormData, options: BuildQueryObjectOptions = {}): QueryObject {
  const extra = (formData.extra_form_data ?? {}) as ExtraFormData;
  const { columns, metrics, orderby } = extractQueryFields(formData, options.queryFields);
  const adhoc = [
    ...ensureIsArray(formData.adhoc_filters as AdhocFilter[] | undefined),
    ...ensureIsArray(extra.adhoc_filters),
  ];
  // Filters a dashboard adds are marked: the server skips them on datasets without the column.
  const extraFilters = ensureIsArray(extra.filters).map((f) => ({ ...f, isExtra: true }));
  const { filters, extras } = processAdhocFilters(adhoc, extraFilters);
  const timeGrain = extra.time_grain_sqla ?? (formData.time_grain_sqla as string | null | undefined);
  const granularity = extra.granularity_sqla ?? formData.granularity ?? formData.granularity_sqla;
  const limit = nonNegativeInt(formData.limit);
  const seriesLimitMetric = (formData.series_limit_metric ?? formData.timeseries_limit_metric) as
    QueryMetric | null | undefined;

  const query: QueryObject = {
    time_range: stringOrUndefined(extra.time_range ?? formData.time_range),
    granularity: typeof granularity === 'string' && granularity ? granularity : undefined,
    columns,
    metrics,
    orderby,
    filters,
    extras: {
      ...(timeGrain ? { time_grain_sqla: timeGrain } : {}),
      ...extras,
      ...(extra.relative_start ? { relative_start: extra.relative_start } : {}),
      ...(extra.relative_end ? { relative_end: extra.relative_end } : {}),
    },
    annotation_layers: ensureIsArray(formData.annotation_layers as QueryObject['annotation_layers']),
    row_limit: nonNegativeInt(formData.row_limit),
    row_offset: nonNegativeInt(formData.row_offset),
    series_limit: limit ?? 0,
    series_limit_metric: seriesLimitMetric || undefined,
    order_desc:
      formData.order_desc === undefined || formData.order_desc === null ? true : Boolean(formData.order_desc),
    url_params: (formData.url_params as Record<string, string> | undefined) || undefined,
    custom_form_data: extra.custom_form_data ?? {},
  };
  return query;
}

/**
 * Default ordering: a valid explicit order-by is kept; else the sort-by metric, else the first metric,
 * in the direction of `order_desc` (Superset's normalizeOrderBy).
 */
export function normalizeOrderBy(query: QueryObject): QueryObject {
  const first = query.orderby?.[0];
  if (Array.isArray(first) && first.length === 2 && typeof first[1] === 'boolean') return query;
  const { orderby: _orderby, ...rest } = query;
  const ascending = !(query.order_desc ?? true);
  if (query.series_limit_metric) return { ...rest, orderby: [[query.series_limit_metric, ascending]] };
  const metric = query.metrics?.[0];
  if (metric !== undefined) return { ...rest, orderby: [[metric, ascending]] };
  return rest;
}
