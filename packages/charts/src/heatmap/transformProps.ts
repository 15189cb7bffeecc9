/**
 * Chart-data result → ECharts heatmap: a cell per (x, y) row on two category axes, coloured by a
 * visualMap over the linear colour scheme (the metric, or its percentile rank when "Normalized"),
 * with a tooltip giving x, y, the value and its share of the heatmap / column / row.
 */
import {
  getColumnLabel,
  getMetricLabel,
  getTimeFormatter,
  type ChartDataResult,
  type QueryColumn,
} from '@meridian/core';
import { getMetricFormatter, verboseName } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { heatmapFormDataSchema, type HeatmapFormData } from './formData.js';
import { isTemporalColumn, toNumberOrNull, toText } from '../shared/chartData.js';
import { boolOf, columnsOf, getXAxisColumn } from '../shared/formData.js';
import { createSequentialScale } from '../shared/sequentialColors.js';
import { distinctValues, sortAxisValues } from './axis.js';
import { axisSortOf } from './buildQuery.js';
import { boundOf, marginOf } from './cellStyle.js';
import { heatmapLayout } from './layout.js';
import {
  RANK_COLUMN,
  heatmapAxes,
  heatmapSeries,
  heatmapTooltipFormatter,
  heatmapVisualMap,
  type HeatmapColors,
  type HeatmapContext,
} from './options.js';
import { readChartInput } from '../shared/chartInput.js';

type HeatmapResult = Pick<ChartDataResult, 'colnames' | 'data'>;

export { RANK_COLUMN } from './options.js';
const NULL_TEXT = '<NULL>';
/** Superset's colour range when there is no data to take it from. */
const DEFAULT_BOUNDS = [0, 200] as const;

export interface HeatmapChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  xAxis: QueryColumn | undefined;
  yAxis: QueryColumn | undefined;
  /** Raw category values by axis index (what filters compare with). */
  xValues: unknown[];
  yValues: unknown[];
  /** Category labels as drawn, by axis index. */
  xLabels: string[];
  yLabels: string[];
  /** A time bucket is a range, not a value: a temporal x gives no drill filter. */
  xTemporal: boolean;
  /** Y label → its value: a cell click cross-filters on the y column (Superset's behaviour). */
  labelMap: Record<string, unknown[]>;
}

/** The keys of the x, y and metric columns: from the controls, else the result's first three. */
function heatmapKeys(formData: HeatmapFormData, colnames: readonly string[]) {
  const xAxis = getXAxisColumn(formData);
  const yAxis = columnsOf(formData.groupby)[0];
  const metric = formData.metric;
  return {
    xAxis,
    yAxis,
    xKey: xAxis !== undefined ? getColumnLabel(xAxis) : (colnames[0] ?? ''),
    yKey: yAxis !== undefined ? getColumnLabel(yAxis) : (colnames[1] ?? ''),
    metricKey: metric !== undefined ? getMetricLabel(metric) : (colnames[2] ?? ''),
  };
}

/** Everything the option pieces read: keys, formatters, and each axis' sorted values and labels. */
function heatmapContext(input: ChartTransformInput, formData: HeatmapFormData, result: HeatmapResult) {
  const { datasource } = input;
  const data = result.data;
  const { xKey, yKey, metricKey } = heatmapKeys(formData, result.colnames);
  const valueFormat = getMetricFormatter(
    datasource,
    metricKey,
    formData.y_axis_format,
    formData.currency_format,
  );
  const formatValue = (v: number | null) => (v === null ? NULL_TEXT : valueFormat(v));
  const timeFormat = getTimeFormatter(formData.x_axis_time_format);
  const labelOf = (key: string) => {
    const temporal = isTemporalColumn(result, key);
    return (v: unknown) =>
      v === null || v === undefined ? NULL_TEXT : temporal ? timeFormat(v as number) : toText(v);
  };
  const axisValues = (key: string, sort: unknown) =>
    sortAxisValues(distinctValues(data, key), data, axisSortOf(sort), key, metricKey);
  const xValues = axisValues(xKey, formData.sort_x_axis);
  const yValues = axisValues(yKey, formData.sort_y_axis);
  const ctx: HeatmapContext = {
    formData,
    data,
    xKey,
    yKey,
    metricKey,
    metricName: verboseName(datasource, metricKey),
    normalized: Boolean(formData.normalized),
    valueFormat,
    formatValue,
    xValues,
    yValues,
    xLabels: xValues.map(labelOf(xKey)),
    yLabels: yValues.map(labelOf(yKey)),
  };
  return ctx;
}

/** The colour value: the metric, or its percentile rank when normalized; bounds from the controls. */
function heatmapColors({ formData, data, normalized, metricKey }: HeatmapContext): HeatmapColors {
  const colorKey = normalized ? RANK_COLUMN : metricKey;
  const colorValues = data.map((r) => toNumberOrNull(r[colorKey])).filter((v): v is number => v !== null);
  const bounds = Array.isArray(formData.value_bounds) ? formData.value_bounds : [];
  const min = boundOf(bounds[0]) ?? (colorValues.length ? Math.min(...colorValues) : DEFAULT_BOUNDS[0]);
  const max = boundOf(bounds[1]) ?? (colorValues.length ? Math.max(...colorValues) : DEFAULT_BOUNDS[1]);
  return { min, max, colorAt: createSequentialScale(formData.linear_color_scheme, min, max) };
}

/** Room for the colour legend above the plot; margins from the controls, else a small gutter. */
function heatmapGrid(formData: HeatmapFormData) {
  const showLegend = boolOf(formData.show_legend, true);
  const legendType = formData.legend_type === 'piecewise' ? 'piecewise' : 'continuous';
  return {
    containLabel: true,
    top: showLegend ? (legendType === 'piecewise' ? 36 : 48) : 12,
    right: 16,
    left: marginOf(formData.left_margin) ?? 8,
    bottom: marginOf(formData.bottom_margin) ?? 8,
  };
}

export function transformHeatmapProps(input: ChartTransformInput): HeatmapChartProps {
  const { width, height } = input;
  const { formData, result } = readChartInput(input, heatmapFormDataSchema);
  const ctx = heatmapContext(input, formData, result);
  const { xValues, yValues, xLabels, yLabels } = ctx;
  const colors = heatmapColors(ctx);
  const grid = heatmapGrid(formData);
  const rotation = formData.xAxisLabelRotation;
  const layout = heatmapLayout({
    width,
    height,
    grid,
    xLabels,
    yLabels,
    rotation: typeof rotation === 'number' ? rotation : null,
  });

  const echartOptions: Record<string, unknown> = {
    animation: false,
    grid,
    legend: { show: false },
    tooltip: { trigger: 'item', formatter: heatmapTooltipFormatter(ctx) },
    visualMap: heatmapVisualMap(ctx, colors, width),
    ...heatmapAxes(ctx, layout),
    series: [heatmapSeries(ctx, colors, layout)],
  };

  const { xAxis, yAxis } = heatmapKeys(formData, result.colnames);
  const labelMap = Object.fromEntries(yValues.map((v, i) => [yLabels[i]!, [v]]));
  return {
    width,
    height,
    echartOptions,
    xAxis,
    yAxis,
    xValues,
    yValues,
    xLabels,
    yLabels,
    xTemporal: isTemporalColumn(result, ctx.xKey),
    labelMap,
  };
}
