/** Chart-data results → table props: columns with their formats and styles, rows, totals, paging. */
import {
  formatCellValue,
  getColumnLabel,
  getMetricLabel,
  type CurrencyFormat,
  type QueryColumn,
} from '@meridian/core';
import { getMetricFormatter, verboseName, type ChartDatasource } from '../sdk/datasource.js';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { tableFormDataSchema, type TableFormData } from './formData.js';
import { GenericDataType, toNumberOrNull, toText } from '../shared/chartData.js';
import { boolOf, columnsOf, metricsOf, numberOf } from '../shared/formData.js';
import { getQueryMode, type TableQueryMode } from './buildQuery.js';
import { getColorFormatters, type CellColorFormatter } from './conditionalFormatting.js';

/** Per-column settings of the table's "Customize columns" control (Superset's column_config). */
export interface ColumnConfig {
  d3NumberFormat?: string;
  d3TimeFormat?: string;
  currencyFormat?: CurrencyFormat;
  columnWidth?: number;
  horizontalAlign?: 'left' | 'right' | 'center';
  showCellBars?: boolean;
  alignPositiveNegative?: boolean;
  colorPositiveNegative?: boolean;
  customColumnName?: string;
}

export interface TableColumn {
  key: string;
  label: string;
  isMetric: boolean;
  isPercentMetric: boolean;
  isNumeric: boolean;
  isTemporal: boolean;
  /** A groupby column: clicking its cells emits a cross-filter. */
  isDimension: boolean;
  format: (value: unknown) => string;
  align: 'left' | 'right' | 'center';
  width?: number;
  /** [min, max] of the column when cell bars are drawn. */
  barRange: [number, number] | null;
  alignPositiveNegative: boolean;
  colorPositiveNegative: boolean;
  colorFormatters: CellColorFormatter[];
}

export interface TableChartProps {
  width: number;
  height: number;
  queryMode: TableQueryMode;
  columns: TableColumn[];
  data: Record<string, unknown>[];
  totals: Record<string, unknown> | null;
  /** All rows matching (the row-count query under server pagination, else the rows returned). */
  rowCount: number;
  /** Rows per page; 0 shows all. */
  pageSize: number;
  serverPagination: boolean;
  includeSearch: boolean;
  emitCrossFilters: boolean;
  /** The dimension columns, for cross-filters. */
  groupby: QueryColumn[];
}

const PERCENT_3_POINT = ',.3%';

/** A column's header: the custom name, else the verbose name ("%" + it for percent metrics), else the key. */
function headerOf(key: string, isPercentMetric: boolean, input: ChartTransformInput) {
  if (isPercentMetric) return `%${verboseName(input.datasource, key.slice(1))}`;
  return verboseName(input.datasource, key);
}

interface CellFormats {
  timeFormat: string | undefined;
  timeGrain: string | undefined;
  currency: CurrencyFormat | undefined;
  datasource: ChartDatasource | undefined;
}

/** How a column's cells are shown: dates by the time format, metrics and formatted numbers by theirs. */
function cellFormatter(
  key: string,
  config: ColumnConfig,
  kind: { isTemporal: boolean; isMetric: boolean; isPercentMetric: boolean; isNumeric: boolean },
  { timeFormat, timeGrain, currency: chartCurrency, datasource }: CellFormats,
): (value: unknown) => string {
  const { isTemporal, isMetric, isPercentMetric, isNumeric } = kind;
  if (isTemporal) {
    return (v) =>
      formatCellValue(v, { isTemporal: true, timeFormat: config.d3TimeFormat ?? timeFormat, timeGrain });
  }
  if (isMetric || (isNumeric && (config.d3NumberFormat || config.currencyFormat))) {
    const currency = config.currencyFormat ?? chartCurrency;
    const numberFormat = config.d3NumberFormat ?? (isPercentMetric ? PERCENT_3_POINT : undefined);
    // A metric without a chosen format keeps its saved one (percent metrics are always percents).
    const f = getMetricFormatter(isPercentMetric ? undefined : datasource, key, numberFormat, currency);
    return (v) => {
      const n = toNumberOrNull(v);
      return n === null ? formatCellValue(v) : f(n);
    };
  }
  return (v) => formatCellValue(v);
}

/** The result keys of the metrics, of the percent metrics ("%name"), and of percent-only metrics. */
function metricKeys(formData: TableFormData, queryMode: TableQueryMode) {
  const metricLabels = new Set(
    queryMode === 'aggregate' ? metricsOf(formData.metrics).map(getMetricLabel) : [],
  );
  const percentLabels = new Set(
    queryMode === 'aggregate' ? metricsOf(formData.percent_metrics).map((m) => `%${getMetricLabel(m)}`) : [],
  );
  // A percent metric that is also a plain metric is shown once, as the plain one (Superset drops the raw
  // column of percent-only metrics).
  const percentOnly = new Set(
    metricsOf(formData.percent_metrics)
      .map(getMetricLabel)
      .filter((label) => !metricLabels.has(label)),
  );

  return { metricLabels, percentLabels, percentOnly };
}

export function transformTableProps(input: ChartTransformInput): TableChartProps {
  const { width, height, datasource } = input;
  const formData = parseFormDataWith(tableFormDataSchema, input.formData);
  const queryMode = getQueryMode(formData);
  const [result = { colnames: [], data: [] }, ...extra] = input.queriesData;
  const serverPagination = Boolean(formData.server_pagination);
  const rowCountResult = serverPagination ? extra.shift() : undefined;
  const totalsResult = queryMode === 'aggregate' && formData.show_totals ? extra.shift() : undefined;

  const { metricLabels, percentLabels, percentOnly } = metricKeys(formData, queryMode);
  const groupby = queryMode === 'aggregate' ? columnsOf(formData.groupby) : [];
  const groupbyLabels = new Set(groupby.map(getColumnLabel));
  const columnConfig = formData.column_config ?? {};
  const formats = {
    timeFormat: formData.table_timestamp_format,
    timeGrain: formData.time_grain_sqla,
    currency: formData.currency_format,
    datasource,
  };
  const cellBarsDefault = boolOf(formData.show_cell_bars, true);
  const colorFormatters = getColorFormatters(formData.conditional_formatting, (column) =>
    result.data.map((row) => row[column]),
  );

  const columns: TableColumn[] = result.colnames
    .map((key, i): TableColumn | null => {
      if (percentOnly.has(key)) return null;
      const config = columnConfig[key] ?? {};
      const type = result.coltypes?.[i];
      const isPercentMetric = percentLabels.has(key);
      const isMetric = metricLabels.has(key) || isPercentMetric;
      const isTemporal = type === GenericDataType.Temporal;
      const isNumeric = type === GenericDataType.Numeric || (type === undefined && isMetric);
      const format = cellFormatter(
        key,
        config,
        { isTemporal, isMetric, isPercentMetric, isNumeric },
        formats,
      );
      const showBars = isNumeric && (config.showCellBars ?? cellBarsDefault) && isMetric;
      const numbers = showBars
        ? result.data.map((row) => toNumberOrNull(row[key])).filter((n): n is number => n !== null)
        : [];
      return {
        key,
        label: config.customColumnName || headerOf(key, isPercentMetric, input),
        isMetric,
        isPercentMetric,
        isNumeric,
        isTemporal,
        isDimension: groupbyLabels.has(key),
        format,
        align: config.horizontalAlign ?? (isNumeric ? 'right' : 'left'),
        ...(config.columnWidth ? { width: config.columnWidth } : {}),
        barRange: numbers.length ? [Math.min(0, ...numbers), Math.max(0, ...numbers)] : null,
        alignPositiveNegative: config.alignPositiveNegative ?? boolOf(formData.align_pn, false),
        colorPositiveNegative: config.colorPositiveNegative ?? boolOf(formData.color_pn, true),
        colorFormatters: colorFormatters[key] ?? [],
      };
    })
    .filter((c): c is TableColumn => c !== null);

  const rowCountValue = rowCountResult?.data[0]?.rowcount;
  return {
    width,
    height,
    queryMode,
    columns,
    data: result.data,
    totals: totalsResult?.data[0] ?? null,
    rowCount: typeof rowCountValue === 'number' ? rowCountValue : result.data.length,
    pageSize: serverPagination
      ? numberOf(formData.server_page_length, 10)
      : numberOf(formData.page_length, 0),
    serverPagination,
    includeSearch: Boolean(formData.include_search),
    emitCrossFilters: queryMode === 'aggregate' && groupby.length > 0,
    groupby,
  };
}

/** Client-side search: rows where any cell's text contains the query (case-insensitive). */
export function searchRows(
  rows: readonly Record<string, unknown>[],
  columns: readonly TableColumn[],
  query: string,
): Record<string, unknown>[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => columns.some((c) => toText(row[c.key]).toLowerCase().includes(needle)));
}

/** Client-side sort by a column, nulls last. */
export function sortRows(
  rows: readonly Record<string, unknown>[],
  key: string,
  descending: boolean,
): Record<string, unknown>[] {
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    const diff = typeof x === 'number' && typeof y === 'number' ? x - y : toText(x).localeCompare(toText(y));
    return descending ? -diff : diff;
  });
}
