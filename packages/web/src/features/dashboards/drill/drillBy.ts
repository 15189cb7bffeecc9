/**
 * Drill by: the chart's form data grouped by another column, with the clicked values added as
 * filters (through extra_form_data, so any column, adhoc included, filters the same way), and the
 * breadcrumb of levels. Which control the new column replaces depends on the chart: the series
 * dimension (groupby) of pies, tables, heatmaps, treemaps and timeseries, a timeseries' categorical
 * x-axis when the click was on its value, a sunburst's hierarchy (columns), a world map's country
 * column (entity).
 */
import { getColumnLabel, type QueryColumn } from '@meridian/core';
import { serverFilter, type ContextMenuFilter, type FormData } from '@meridian/charts';

export type DrillByField = 'groupby' | 'x_axis' | 'columns' | 'entity';

/** Charts whose dimension control is not `groupby` (Superset's groupbyFieldName). */
const FIELD_OF_VIZ: Readonly<Record<string, DrillByField>> = { sunburst_v2: 'columns', world_map: 'entity' };
/** Fields holding one column; the others hold a list. */
const SINGLE = new Set<DrillByField>(['x_axis', 'entity']);

export interface DrillByColumn {
  column_name: string;
  verbose_name?: string | null;
}

export interface DrillByLevel {
  /** The columns the chart is grouped by at this level (their display names). */
  groupby: string[];
  /** The values clicked at this level to go one level down. */
  filters: ContextMenuFilter[];
  formData: FormData;
}

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : v == null || v === '' ? [] : [v]);
const isColumn = (v: unknown): v is QueryColumn =>
  typeof v === 'string' || (typeof v === 'object' && v !== null && 'sqlExpression' in v);

const TIMESERIES = /^(echarts_timeseries|echarts_area|line|bar|area|dist_bar)/;

/** The control a drilled column replaces, or null when this chart cannot drill by. */
export function drillByField(formData: FormData, filters: readonly ContextMenuFilter[]): DrillByField | null {
  if (filters.length === 0) return null;
  if (formData.viz_type === 'table' && formData.query_mode === 'raw') return null;
  const own = FIELD_OF_VIZ[formData.viz_type];
  if (own) return own;
  if (TIMESERIES.test(formData.viz_type) && isColumn(formData.x_axis)) {
    const xLabel = getColumnLabel(formData.x_axis);
    if (filters.some((f) => getColumnLabel(f.col) === xLabel)) return 'x_axis';
  }
  return 'groupby';
}

/** Labels of the dimensions the chart already shows (left out of the drill-by column list). */
export function currentDimensions(formData: FormData): string[] {
  const own = FIELD_OF_VIZ[formData.viz_type];
  return [
    ...new Set([
      ...fieldDimensions(formData, 'groupby'),
      ...fieldDimensions(formData, 'x_axis'),
      ...(own ? fieldDimensions(formData, own) : []),
    ]),
  ];
}

/** The dimensions a field holds, as display names (the first breadcrumb). */
export function fieldDimensions(formData: FormData, field: DrillByField): string[] {
  return asArray(formData[field]).filter(isColumn).map(getColumnLabel);
}

/** The form data grouped by `column` in `field`, filtered on the clicked values. */
export function drillByFormData(
  formData: FormData,
  field: DrillByField,
  column: string,
  filters: readonly ContextMenuFilter[],
): FormData {
  const extra = (formData.extra_form_data ?? {}) as Record<string, unknown>;
  const extraFilters = asArray(extra.filters);
  const next: FormData = {
    ...formData,
    extra_form_data: { ...extra, filters: [...extraFilters, ...filters.map(serverFilter)] },
  };
  next[field] = SINGLE.has(field) ? column : [column];
  return next;
}

/** Groupable columns of the dataset not already shown, matching a search (name or verbose name). */
export function drillByColumns(
  columns: readonly (DrillByColumn & { groupby?: boolean | null })[],
  exclude: readonly string[],
  search: string,
): DrillByColumn[] {
  const needle = search.trim().toLowerCase();
  return columns
    .filter((c) => c.groupby !== false && !exclude.includes(c.column_name))
    .filter((c) => !needle || (c.verbose_name || c.column_name).toLowerCase().includes(needle));
}

/** "product_line (Motorcycles)": a breadcrumb's text, Superset's format. */
export function breadcrumbText(level: Pick<DrillByLevel, 'groupby' | 'filters'>): string {
  const values = level.filters.map((f) => f.formattedVal).join(', ');
  return `${level.groupby.join(', ')}${values ? ` (${values})` : ''}`;
}
