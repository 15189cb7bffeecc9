/** Grouped rows → a pivot table (core's computePivotTable) laid out with subtotals and totals, formatted. */
import {
  computePivotTable,
  formatCellValue,
  getColumnLabel,
  getMetricLabel,
  layoutPivotAxis,
  PIVOT_METRIC_ATTR,
  type PivotAxisEntry,
  type PivotValue,
} from '@meridian/core';
import { getMetricFormatter, verboseName, type ChartDatasource } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { pivotTableFormDataSchema, type PivotTableFormData } from './formData.js';
import { isTemporalColumn } from '../shared/chartData.js';
import { boolOf, columnsOf, metricsOf } from '../shared/formData.js';
import { getColorFormatters, type ConditionalFormattingRule } from '../table/conditionalFormatting.js';
import { readChartInput } from '../shared/chartInput.js';

export interface PivotTableChartProps {
  width: number;
  height: number;
  /** Header names of the row levels and the column levels ("Metric" for the metric level). */
  rowAttrs: string[];
  colAttrs: string[];
  rows: PivotAxisEntry[];
  cols: PivotAxisEntry[];
  /** Text of each header value: row level i of key k → rowLabel(i, k[i]). */
  rowLabels: string[][];
  colLabels: string[][];
  /** Formatted cells, [row][col] in the order of rows and cols. */
  cells: string[][];
  values: PivotValue[][];
  /** Background colours from the conditional formatting rules (per metric), [row][col]. */
  cellColors: (string | undefined)[][];
  aggregateFunction: string;
}

export const METRIC_HEADER = 'Metric';

/** The number formatter of each metric's cells. */
function metricFormatters(formData: PivotTableFormData, metrics: string[], datasource?: ChartDatasource) {
  const aggregateFunction = formData.aggregateFunction;
  const currency = formData.currency_format;
  const valueFormat = formData.valueFormat;
  const isFraction = aggregateFunction.includes('as Fraction of');
  const numberFormat = isFraction
    ? valueFormat && valueFormat !== 'SMART_NUMBER'
      ? valueFormat
      : '.1%'
    : valueFormat;
  // A fraction shows as a percent whatever the metric's saved format; else each metric keeps its own.
  const formatters = new Map<string | undefined, (n: number) => string>();
  const formatOf = (metric: string | undefined) => {
    const m = metric ?? (metrics.length === 1 ? metrics[0] : undefined);
    let f = formatters.get(m);
    if (!f) {
      f = getMetricFormatter(isFraction ? undefined : datasource, m, numberFormat, currency);
      formatters.set(m, f);
    }
    return f;
  };
  return formatOf;
}

/** Conditional formatting: each data cell follows the rules of its metric, ranged over that metric's cells. */
function cellColorsOf(
  values: PivotValue[][],
  valueMetric: (i: number, j: number) => string | undefined,
  rules: ConditionalFormattingRule[] | undefined,
): (string | undefined)[][] {
  const byMetric = new Map<string, PivotValue[]>();
  values.forEach((line, i) =>
    line.forEach((v, j) => {
      const metric = valueMetric(i, j);
      if (metric !== undefined) byMetric.set(metric, [...(byMetric.get(metric) ?? []), v]);
    }),
  );
  const colorFormatters = getColorFormatters(rules, (metric) => byMetric.get(metric) ?? []);
  return values.map((line, i) =>
    line.map((v, j) => {
      const metric = valueMetric(i, j);
      return metric === undefined
        ? undefined
        : (colorFormatters[metric] ?? []).map((f) => f(v)).find(Boolean);
    }),
  );
}

export function transformPivotTableProps(input: ChartTransformInput): PivotTableChartProps {
  const { width, height, datasource } = input;
  const { formData, result } = readChartInput(input, pivotTableFormDataSchema);
  const aggregateFunction = (formData.aggregateFunction as string | undefined) || 'Sum';
  const rowsDims = columnsOf(formData.groupbyRows).map(getColumnLabel);
  const colsDims = columnsOf(formData.groupbyColumns).map(getColumnLabel);
  const metrics = metricsOf(formData.metrics).map(getMetricLabel);
  const table = computePivotTable(result.data, {
    rows: rowsDims,
    columns: colsDims,
    metrics,
    aggregateFunction,
    metricsLayout: formData.metricsLayout === 'ROWS' ? 'ROWS' : 'COLUMNS',
    combineMetric: Boolean(formData.combineMetric),
    rowOrder: formData.rowOrder ?? 'key_a_to_z',
    colOrder: formData.colOrder ?? 'key_a_to_z',
    transpose: Boolean(formData.transposePivot),
  });
  const rows = layoutPivotAxis(table.rowKeys, {
    subtotals: boolOf(formData.rowSubTotals, false),
    totals: boolOf(formData.colTotals, false),
  });
  const cols = layoutPivotAxis(table.colKeys, {
    subtotals: boolOf(formData.colSubTotals, false),
    totals: boolOf(formData.rowTotals, false),
  });

  const dateFormat = formData.date_format;
  const labelOf = (attr: string, value: unknown) =>
    attr === PIVOT_METRIC_ATTR
      ? verboseName(datasource, String(value))
      : formatCellValue(value, {
          isTemporal: isTemporalColumn(result, attr),
          timeFormat: dateFormat,
          timeGrain: formData.time_grain_sqla,
        });
  const headerLabels = (attrs: string[], entries: PivotAxisEntry[]) =>
    entries.map((e) => {
      if (e.kind === 'total') return [`Total (${aggregateFunction})`];
      const labels = e.key.map((v, i) => labelOf(attrs[i]!, v));
      return e.kind === 'subtotal' ? [...labels, 'Subtotal'] : labels;
    });

  const rowMetric = table.rowAttrs.indexOf(PIVOT_METRIC_ATTR);
  const colMetric = table.colAttrs.indexOf(PIVOT_METRIC_ATTR);
  const metricOf = (i: number, j: number): string | undefined => {
    const key = rowMetric >= 0 ? rows[i]?.key[rowMetric] : cols[j]?.key[colMetric];
    return key === undefined || key === null ? undefined : String(key);
  };
  const formatOf = metricFormatters(formData, metrics, datasource);
  const values = rows.map((r) => cols.map((c) => table.value(r.key, c.key)));
  const cells = values.map((line, i) =>
    line.map((v, j) => (v === null ? '' : typeof v === 'number' ? formatOf(metricOf(i, j))(v) : v)),
  );
  const valueMetric = (i: number, j: number) =>
    rows[i]?.kind === 'value' && cols[j]?.kind === 'value' ? metricOf(i, j) : undefined;
  const cellColors = cellColorsOf(values, valueMetric, formData.conditional_formatting);
  const header = (attr: string) =>
    attr === PIVOT_METRIC_ATTR ? METRIC_HEADER : verboseName(datasource, attr);
  return {
    width,
    height,
    rowAttrs: table.rowAttrs.map(header),
    colAttrs: table.colAttrs.map(header),
    rows,
    cols,
    rowLabels: headerLabels(table.rowAttrs, rows),
    colLabels: headerLabels(table.colAttrs, cols),
    cells,
    values,
    cellColors,
    aggregateFunction,
  };
}
