/**
 * The Matrixify grid as data (Superset's generateMatrixifyGrid): one cell per row member × column
 * member, each a normal chart of the same type whose form data has the cell's own filters added (a
 * dimension member) or its metric swapped in (metrics mode), without the matrixify keys. Top-N
 * members come from one small chart-data query (topNQueryContext) resolved before the grid is built.
 */
import type { QueryContext, QueryMetric } from '@meridian/core';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from './buildQueryContext.js';
import { normalizeOrderBy } from './buildQueryObject.js';
import type { AdhocFilter } from './formData.js';
import {
  MATRIXIFY_DEFAULTS,
  memberLabel,
  metricLabel,
  type MatrixifyAxis,
  type MatrixifyConfig,
} from './matrixifyConfig.js';

/** One position on an axis: a member of the dimension, or a metric. */
export type AxisEntry = { kind: 'member'; value: unknown } | { kind: 'metric'; metric: QueryMetric };

export interface MatrixifyCell {
  id: string;
  row: number;
  col: number;
  rowLabel: string;
  colLabel: string;
  /** From the title template; '' without one. */
  title: string;
  formData: FormData;
}

export interface MatrixifyGrid {
  rowHeaders: string[];
  colHeaders: string[];
  cells: MatrixifyCell[][];
}

/** An axis's entries when they are known without a query (null: top-N, still to be fetched). */
export function staticAxisEntries(axis: MatrixifyAxis): AxisEntry[] | null {
  if (axis.mode === 'disabled') return [];
  if (axis.mode === 'metrics') return axis.metrics.map((metric) => ({ kind: 'metric', metric }));
  if (axis.selectionMode === 'topn') return null;
  return axis.values.map((value) => ({ kind: 'member', value }));
}

/**
 * The query of an axis's top N members: the dimension grouped, ordered by the ordering metric in the
 * configured direction, N rows, under the chart's own filters, time range and dashboard filters.
 */
export function topNQueryContext(formData: FormData, axis: MatrixifyAxis): QueryContext {
  const metric = axis.topnMetric!;
  const fd: FormData = {
    datasource: formData.datasource,
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: [axis.dimension],
    metrics: [metric],
    adhoc_filters: formData.adhoc_filters,
    extra_form_data: formData.extra_form_data,
    time_range: formData.time_range,
    granularity_sqla: formData.granularity_sqla,
    row_limit: axis.topnValue ?? MATRIXIFY_DEFAULTS.topnValue,
    order_desc: axis.topnDescending,
    ...(formData.slice_id !== undefined ? { slice_id: formData.slice_id } : {}),
    ...(formData.url_params !== undefined ? { url_params: formData.url_params } : {}),
  };
  const context = buildQueryContext(fd, { buildQuery: (base) => [normalizeOrderBy(base)] });
  return { ...context, form_data: { ...fd, matrixify_topn_axis: axis.axis } };
}

/** The members a top-N answer lists, in its order. */
export function topNMembers(axis: MatrixifyAxis, rows: readonly Record<string, unknown>[]): AxisEntry[] {
  return rows.map((r) => ({ kind: 'member', value: r[axis.dimension] }));
}

const entryLabel = (entry: AxisEntry): string =>
  entry.kind === 'metric' ? metricLabel(entry.metric) : memberLabel(entry.value);

/** The filter a member adds: `dimension == member` (IS NULL for the null member). */
export function memberFilter(dimension: string, value: unknown): AdhocFilter {
  return value === null || value === undefined
    ? { expressionType: 'SIMPLE', subject: dimension, operator: 'IS NULL', clause: 'WHERE', isExtra: false }
    : {
        expressionType: 'SIMPLE',
        subject: dimension,
        operator: '==',
        comparator: value,
        clause: 'WHERE',
        isExtra: false,
      };
}

/** Keys a cell does not inherit: it is not itself a grid, and its title is the grid's business. */
const DROPPED_KEYS = ['slice_name', 'header_font_size', 'subheader', 'show_title', 'header_text'];

/** A cell's form data: the chart's, its members as filters, its metric in place of the chart's. */
export function cellFormData(
  base: FormData,
  parts: { axis: MatrixifyAxis; entry: AxisEntry | undefined }[],
): FormData {
  const fd: FormData = { ...base };
  for (const key of Object.keys(fd))
    if (key.startsWith('matrixify_') || DROPPED_KEYS.includes(key)) delete fd[key];
  const filters: AdhocFilter[] = [];
  const metrics: QueryMetric[] = [];
  for (const { axis, entry } of parts) {
    if (!entry) continue;
    if (entry.kind === 'member') filters.push(memberFilter(axis.dimension, entry.value));
    else metrics.push(entry.metric);
  }
  if (filters.length)
    fd.adhoc_filters = [...((base.adhoc_filters as AdhocFilter[] | undefined) ?? []), ...filters];
  if (metrics.length) {
    // Charts read `metric` (one) or `metrics` (many): the axis's metric replaces whichever it uses.
    if ('metric' in base) fd.metric = metrics[0];
    if ('metrics' in base || !('metric' in base)) fd.metrics = metrics;
  }
  return fd;
}

/** Fills {{rowLabel}} / {{colLabel}} (and Superset's aliases row, column, columnLabel, col). */
export function cellTitle(template: unknown, rowLabel: string, colLabel: string): string {
  if (typeof template !== 'string' || !template) return '';
  const vars: Record<string, string> = {
    row: rowLabel,
    rowLabel,
    column: colLabel,
    columnLabel: colLabel,
    col: colLabel,
    colLabel,
  };
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
}

/**
 * The grid from the axes' entries. An axis that is off (or has no entries) is one unlabelled
 * position, so a rows-only grid is one column and a columns-only grid one row.
 */
export function generateMatrixifyGrid(
  formData: FormData,
  config: MatrixifyConfig,
  entries: { rows: AxisEntry[]; columns: AxisEntry[] },
): MatrixifyGrid {
  const rowEntries: (AxisEntry | undefined)[] = entries.rows.length ? entries.rows : [undefined];
  const colEntries: (AxisEntry | undefined)[] = entries.columns.length ? entries.columns : [undefined];
  const rowHeaders = rowEntries.map((e) => (e ? entryLabel(e) : ''));
  const colHeaders = colEntries.map((e) => (e ? entryLabel(e) : ''));
  const cells = rowEntries.map((rowEntry, row) =>
    colEntries.map((colEntry, col) => ({
      id: `cell-${row}-${col}`,
      row,
      col,
      rowLabel: rowHeaders[row]!,
      colLabel: colHeaders[col]!,
      title: cellTitle(formData.matrixify_cell_title_template, rowHeaders[row]!, colHeaders[col]!),
      formData: cellFormData(formData, [
        { axis: config.rows, entry: rowEntry },
        { axis: config.columns, entry: colEntry },
      ]),
    })),
  );
  return { rowHeaders, colHeaders, cells };
}

export interface MatrixifyLayout {
  rowHeight: number;
  /** Cells per line of the grid: every column when fitting dynamically, else charts per row. */
  columnsPerLine: number;
  showRowLabels: boolean;
  showColumnHeaders: boolean;
}

const intOr = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
};

export function matrixifyLayout(
  formData: FormData,
  config: MatrixifyConfig,
  columns: number,
): MatrixifyLayout {
  const fit = formData.matrixify_fit_columns_dynamically !== false;
  const perRow = intOr(formData.matrixify_charts_per_row, MATRIXIFY_DEFAULTS.chartsPerRow);
  return {
    rowHeight: intOr(formData.matrixify_row_height, MATRIXIFY_DEFAULTS.rowHeight),
    columnsPerLine: Math.max(1, fit ? columns : Math.min(perRow, columns)),
    showRowLabels: config.rows.mode !== 'disabled' && formData.matrixify_show_row_labels !== false,
    showColumnHeaders: config.columns.mode !== 'disabled' && formData.matrixify_show_column_headers !== false,
  };
}
