/** Form-data vocabulary shared by the chart plugins (Superset's key names). */
import type {
  DatasourceRef,
  ExtraFormData as CoreExtraFormData,
  QueryColumn,
  QueryMetric,
} from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';

/** A filter as the explore filter control stores it. */
export interface AdhocFilter {
  expressionType: 'SIMPLE' | 'SQL';
  /** WHERE or HAVING. */
  clause?: string;
  subject?: QueryColumn | null;
  operator?: string | null;
  comparator?: unknown;
  sqlExpression?: string | null;
  isExtra?: boolean;
  timeGrain?: string | null;
  [key: string]: unknown;
}

/**
 * What dashboards merge into a chart's form data: core's ExtraFormData (the mask shape dashboards
 * store), with the keys the plugins read typed as the query needs them (relative_start/end are the
 * query extras' 'today' | 'now', adhoc filters are the explore control's).
 */
export interface ExtraFormData extends CoreExtraFormData {
  adhoc_filters?: AdhocFilter[];
  relative_start?: 'today' | 'now';
  relative_end?: 'today' | 'now';
  interactive_groupby?: QueryColumn[];
  custom_form_data?: Record<string, unknown>;
}

export const ensureIsArray = <T>(value: T | readonly T[] | null | undefined): T[] => {
  if (value === null || value === undefined || (value as unknown) === '') return [];
  return Array.isArray(value) ? [...(value as T[])] : [value as T];
};

/** "21__table" → {id: 21, type: "table"}. */
export function parseDatasourceKey(key: unknown): DatasourceRef {
  const text = typeof key === 'string' ? key : '';
  const [id = '', type = 'table'] = text.split('__');
  const numeric = /^\d+$/.test(id);
  return { id: numeric ? Number(id) : id || '0', type: type as DatasourceRef['type'] };
}

export const isDefined = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

/** A form-data value read as a metric list (a single metric becomes a one-item list). */
export const metricsOf = (value: unknown): QueryMetric[] =>
  ensureIsArray(value as QueryMetric | QueryMetric[]);
export const columnsOf = (value: unknown): QueryColumn[] =>
  ensureIsArray(value as QueryColumn | QueryColumn[]).filter((c) => c !== '');

/** A number read from form data, where controls may store text ("15") or null. */
export function numberOf(value: unknown, fallback: number): number;
export function numberOf(value: unknown, fallback?: number): number | undefined;
export function numberOf(value: unknown, fallback?: number): number | undefined {
  if (value === null || value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

export const boolOf = (value: unknown, fallback: boolean): boolean =>
  value === null || value === undefined ? fallback : Boolean(value);

/**
 * The x-axis column of a timeseries chart: `x_axis`, else the legacy time column `granularity_sqla`
 * (what Superset's x-axis migration writes into older charts).
 */
export function getXAxisColumn(formData: FormData): QueryColumn | undefined {
  const xAxis = formData.x_axis as QueryColumn | null | undefined;
  if (xAxis !== null && xAxis !== undefined && xAxis !== '') return xAxis;
  const time = formData.granularity_sqla;
  return typeof time === 'string' && time ? time : undefined;
}

/**
 * Older bar charts kept the "distribution bar" shape: no x_axis, the categories in `groupby` and the
 * breakdowns in `columns`. Read them as Superset's migration does: x-axis = first groupby column,
 * series = `columns`. Other form data is returned unchanged.
 */
export function migrateDistBarFormData(formData: FormData): FormData {
  const xAxis = formData.x_axis;
  if (xAxis !== undefined && xAxis !== null && xAxis !== '') return formData;
  if (formData.viz_type !== 'echarts_timeseries_bar' || !Array.isArray(formData.columns)) return formData;
  const [first, ...restGroupby] = columnsOf(formData.groupby);
  if (first === undefined) return formData;
  return {
    ...formData,
    x_axis: first,
    groupby: [...columnsOf(formData.columns), ...restGroupby],
    columns: [],
  };
}
