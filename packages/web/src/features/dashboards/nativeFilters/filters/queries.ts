/**
 * The queries the filter controls send to POST /api/v1/chart/data on their target dataset: the
 * distinct values of a value filter (grouped by the column, sorted, row limit 1000, narrowed by the
 * filter's pre-filters, by its cascade parents' applied masks and by the search text) and the
 * minimum and maximum of a range filter's column.
 */
import { buildQueryObject, type ChartDataResult } from '@meridian/charts';
import type { DataMask, ExtraFormData, NativeFilter, QueryContext, QueryFilter } from '@meridian/core';

export const SELECT_OPTIONS_ROW_LIMIT = 1000;

const COUNT_METRIC = { expressionType: 'SQL' as const, sqlExpression: 'COUNT(*)', label: 'count' };

export const filterColumn = (f: NativeFilter): string | null => f.targets[0]?.column?.name ?? null;
export const filterDatasetId = (f: NativeFilter): number | null => {
  const id = f.targets[0]?.datasetId;
  return typeof id === 'number' && id > 0 ? id : null;
};

/** The parents' applied masks as one extra form data (filters appended, time keys: last wins). */
export function parentsExtraFormData(parents: readonly (DataMask | undefined)[]): ExtraFormData {
  const out: ExtraFormData = {};
  for (const mask of parents) {
    const extra = mask?.extraFormData;
    if (!extra) continue;
    for (const [key, value] of Object.entries(extra)) {
      if (value === undefined || value === null) continue;
      if (key === 'filters' || key === 'adhoc_filters')
        out[key] = [...(out[key] ?? []), ...(value as unknown[])] as never;
      else out[key] = value;
    }
  }
  return out;
}

/** The base form data of a filter's queries: its dataset, pre-filters and time range. */
function baseFormData(f: NativeFilter, datasetId: number, parents: ExtraFormData) {
  return {
    datasource: `${datasetId}__table`,
    viz_type: f.filterType,
    adhoc_filters: Array.isArray(f.adhoc_filters) ? f.adhoc_filters : [],
    time_range: typeof f.time_range === 'string' && f.time_range ? f.time_range : 'No filter',
    ...(typeof f.granularity_sqla === 'string' && f.granularity_sqla
      ? { granularity_sqla: f.granularity_sqla }
      : {}),
    extra_form_data: parents,
  };
}

const context = (
  datasetId: number,
  formData: Record<string, unknown>,
  query: QueryContext['queries'][number],
) =>
  ({
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [query],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  }) satisfies QueryContext;

/** The options query of a value filter, or null when its target is incomplete. */
export function selectOptionsQuery(
  f: NativeFilter,
  parents: ExtraFormData,
  search = '',
): QueryContext | null {
  const column = filterColumn(f);
  const datasetId = filterDatasetId(f);
  if (!column || !datasetId) return null;
  const ascending = f.controlValues?.sortAscending !== false;
  const sortMetric = typeof f.sortMetric === 'string' && f.sortMetric ? f.sortMetric : null;
  const formData = {
    ...baseFormData(f, datasetId, parents),
    groupby: [column],
    // A metric makes the query group by the column (distinct values); Superset groups on an empty list too.
    metrics: [sortMetric ?? COUNT_METRIC],
    row_limit: SELECT_OPTIONS_ROW_LIMIT,
  };
  const base = buildQueryObject(formData);
  const text = search.trim();
  const searchFilter: QueryFilter[] = text ? [{ col: column, op: 'ILIKE', val: `%${text}%` }] : [];
  return context(datasetId, formData, {
    ...base,
    filters: [...(base.filters ?? []), ...searchFilter],
    orderby: [[sortMetric ?? column, ascending]],
    series_limit: 0,
  });
}

/** The MIN / MAX query of a range filter's column. */
export function rangeBoundsQuery(f: NativeFilter, parents: ExtraFormData): QueryContext | null {
  const column = filterColumn(f);
  const datasetId = filterDatasetId(f);
  if (!column || !datasetId) return null;
  const metric = (aggregate: 'MIN' | 'MAX') => ({
    expressionType: 'SIMPLE' as const,
    aggregate,
    column: { column_name: column },
    label: aggregate.toLowerCase(),
  });
  const formData = {
    ...baseFormData(f, datasetId, parents),
    metrics: [metric('MIN'), metric('MAX')],
    row_limit: 1,
  };
  return context(datasetId, formData, buildQueryObject(formData));
}

export interface ValueOption {
  /** Booleans are offered as text (the select widget keys options by string or number). */
  value: string | number;
  label: string;
}

/** Distinct non-null values of `column` in a result, in the order received. */
export function optionsFromResult(result: ChartDataResult | undefined, column: string): ValueOption[] {
  const seen = new Set<string>();
  const out: ValueOption[] = [];
  for (const row of result?.data ?? []) {
    const v = row[column];
    if (v === null || v === undefined) continue;
    const value =
      typeof v === 'number' || typeof v === 'string'
        ? v
        : typeof v === 'boolean' || typeof v === 'bigint'
          ? String(v)
          : JSON.stringify(v);
    const key = `${typeof value}:${String(value)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ value, label: value === '' ? '<empty string>' : String(value) });
  }
  return out;
}

/** [min, max] from a bounds result (null where the column had no numbers). */
export function boundsFromResult(result: ChartDataResult | undefined): [number | null, number | null] {
  const row = result?.data?.[0] ?? {};
  const num = (v: unknown) => {
    const n = typeof v === 'string' ? Number(v) : v;
    return typeof n === 'number' && Number.isFinite(n) ? n : null;
  };
  return [num(row.min), num(row.max)];
}
