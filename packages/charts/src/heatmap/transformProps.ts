/**
 * Chart-data result → ECharts heatmap: a cell per (x, y) row on two category axes, coloured by a
 * visualMap over the linear colour scheme (the metric, or its percentile rank when "Normalized"),
 * with a tooltip giving x, y, the value and its share of the heatmap / column / row.
 */
import {
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  type QueryColumn,
} from '@meridian/core';
import { getMetricFormatter, verboseName } from '../sdk/datasource.js';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { heatmapFormDataSchema } from './formData.js';
import { isTemporalColumn, toNumberOrNull, toText } from '../shared/chartData.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { boolOf, columnsOf, getXAxisColumn, numberOf } from '../shared/formData.js';
import { createSequentialScale, getSequentialColors } from '../shared/sequentialColors.js';
import { distinctValues, sortAxisValues } from './axis.js';
import { axisSortOf, normalizeAcrossOf } from './buildQuery.js';
import { boundOf, labelColorOn, labelIntervalOf, marginOf, rgbaOf } from './cellStyle.js';
import { cellLabelFont, heatmapLayout } from './layout.js';

/** The column the server's rank step adds (percentile of the metric, 0–1]. */
export const RANK_COLUMN = 'rank';
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

export function transformHeatmapProps(input: ChartTransformInput): HeatmapChartProps {
  const { width, height, datasource } = input;
  const formData = parseFormDataWith(heatmapFormDataSchema, input.formData);
  const result = input.queriesData[0] ?? { colnames: [], data: [] };
  const data = result.data;
  const xAxis = getXAxisColumn(formData);
  const yAxis = columnsOf(formData.groupby)[0];
  const xKey = xAxis !== undefined ? getColumnLabel(xAxis) : (result.colnames[0] ?? '');
  const yKey = yAxis !== undefined ? getColumnLabel(yAxis) : (result.colnames[1] ?? '');
  const metric = formData.metric;
  const metricKey = metric !== undefined ? getMetricLabel(metric) : (result.colnames[2] ?? '');
  const metricName = verboseName(datasource, metricKey);
  const normalized = Boolean(formData.normalized);
  const across = normalizeAcrossOf(formData.normalize_across);
  const showLegend = boolOf(formData.show_legend, true);

  const valueFormat = getMetricFormatter(
    datasource,
    metricKey,
    formData.y_axis_format,
    formData.currency_format,
  );
  const formatValue = (v: number | null) => (v === null ? NULL_TEXT : valueFormat(v));
  const percent = getNumberFormatter('.2%');
  const timeFormat = getTimeFormatter(formData.x_axis_time_format);
  const labelOf = (key: string) => {
    const temporal = isTemporalColumn(result, key);
    return (v: unknown) =>
      v === null || v === undefined ? NULL_TEXT : temporal ? timeFormat(v as number) : toText(v);
  };
  const xLabelOf = labelOf(xKey);
  const yLabelOf = labelOf(yKey);

  const xValues = sortAxisValues(
    distinctValues(data, xKey),
    data,
    axisSortOf(formData.sort_x_axis),
    xKey,
    metricKey,
  );
  const yValues = sortAxisValues(
    distinctValues(data, yKey),
    data,
    axisSortOf(formData.sort_y_axis),
    yKey,
    metricKey,
  );
  const xIndex = new Map(xValues.map((v, i) => [v, i]));
  const yIndex = new Map(yValues.map((v, i) => [v, i]));
  const xLabels = xValues.map(xLabelOf);
  const yLabels = yValues.map(yLabelOf);

  // Totals for the tooltip's share: of the whole heatmap, of the cell's column (x) or row (y).
  let total = 0;
  const xTotals = new Map<unknown, number>();
  const yTotals = new Map<unknown, number>();
  for (const row of data) {
    const v = toNumberOrNull(row[metricKey]);
    if (v === null) continue;
    total += v;
    const x = row[xKey] ?? null;
    const y = row[yKey] ?? null;
    xTotals.set(x, (xTotals.get(x) ?? 0) + v);
    yTotals.set(y, (yTotals.get(y) ?? 0) + v);
  }

  // The colour value: the metric, or its percentile rank when normalized.
  const colorKey = normalized ? RANK_COLUMN : metricKey;
  const colorValues = data.map((r) => toNumberOrNull(r[colorKey])).filter((v): v is number => v !== null);
  const bounds = Array.isArray(formData.value_bounds) ? formData.value_bounds : [];
  const min = boundOf(bounds[0]) ?? (colorValues.length ? Math.min(...colorValues) : DEFAULT_BOUNDS[0]);
  const max = boundOf(bounds[1]) ?? (colorValues.length ? Math.max(...colorValues) : DEFAULT_BOUNDS[1]);
  const scheme = formData.linear_color_scheme;
  const colorAt = createSequentialScale(scheme, min, max);
  const showValues = Boolean(formData.show_values);

  const tooltipFormatter = (p: { value?: unknown[] }) => {
    const [xi, yi, raw] = (p.value ?? []) as [number, number, unknown];
    const x = xValues[xi] ?? null;
    const y = yValues[yi] ?? null;
    const value = toNumberOrNull(raw);
    const lines = [
      `<b>${escapeHtml(`${xLabels[xi] ?? ''} (${yLabels[yi] ?? ''})`)}</b>`,
      `${escapeHtml(metricName)}: <b>${escapeHtml(formatValue(value))}</b>`,
    ];
    if (boolOf(formData.show_percentage, true) && value !== null) {
      const [part, suffix] =
        across === 'x'
          ? [xTotals.get(x), xLabels[xi]]
          : across === 'y'
            ? [yTotals.get(y), yLabels[yi]]
            : [total, 'heatmap'];
      lines.push(escapeHtml(`${percent(part ? value / part : 0)} (${suffix ?? ''})`));
    }
    return lines.join('<br/>');
  };

  // Room for the colour legend above the plot; margins from the controls, else a small gutter.
  const legendType = formData.legend_type === 'piecewise' ? 'piecewise' : 'continuous';
  const grid = {
    containLabel: true,
    top: showLegend ? (legendType === 'piecewise' ? 36 : 48) : 12,
    right: 16,
    left: marginOf(formData.left_margin) ?? 8,
    bottom: marginOf(formData.bottom_margin) ?? 8,
  };
  const xInterval = labelIntervalOf(formData.xscale_interval);
  const yInterval = labelIntervalOf(formData.yscale_interval);
  const rotation = formData.xAxisLabelRotation;
  const layout = heatmapLayout({
    width,
    height,
    grid,
    xLabels,
    yLabels,
    rotation: typeof rotation === 'number' ? rotation : null,
  });

  // Cell values: one font for all, and only where the value fits its cell.
  const cellTexts = data.map((row) => formatValue(toNumberOrNull(row[metricKey])));
  const font = cellLabelFont(cellTexts, layout);
  const cells = data.flatMap((row, i) => {
    const xi = xIndex.get(row[xKey] ?? null);
    const yi = yIndex.get(row[yKey] ?? null);
    if (xi === undefined || yi === undefined) return [];
    const value = toNumberOrNull(row[metricKey]);
    const rank = toNumberOrNull(row[RANK_COLUMN]);
    const colorValue = normalized ? rank : value;
    const clamped = colorValue === null ? null : Math.min(max, Math.max(min, colorValue));
    const label = showValues
      ? font.fits(cellTexts[i]!)
        ? { label: { color: labelColorOn(colorAt(clamped)) } }
        : { label: { show: false } }
      : {};
    return [{ value: normalized ? [xi, yi, value, rank] : [xi, yi, value], ...label }];
  });

  const echartOptions: Record<string, unknown> = {
    animation: false,
    grid,
    legend: { show: false },
    tooltip: { trigger: 'item', formatter: tooltipFormatter },
    visualMap: {
      type: legendType,
      show: showLegend,
      min,
      max,
      calculable: true,
      orient: 'horizontal',
      right: 0,
      top: 0,
      // Continuous ramps are 300px long in Superset; narrower in a small dashboard cell.
      itemHeight: legendType === 'continuous' ? Math.max(80, Math.min(300, width * 0.45)) : 14,
      itemWidth: 15,
      dimension: normalized ? 3 : 2,
      // A rank is a share of the cells: show it as a percentage.
      formatter: (v: number) => (normalized ? getNumberFormatter('.0%')(v) : valueFormat(v)),
      inRange: { color: [...getSequentialColors(scheme)] },
    },
    xAxis: {
      type: 'category',
      data: xLabels,
      splitArea: { show: false },
      axisLabel:
        xInterval !== undefined
          ? { ...layout.xAxisLabel, interval: xInterval, hideOverlap: false }
          : layout.xAxisLabel,
    },
    yAxis: {
      type: 'category',
      data: yLabels,
      axisLabel: {
        interval: yInterval ?? layout.yInterval,
        hideOverlap: yInterval === undefined,
        ...(layout.yTruncate ? { width: layout.yLabelWidth, overflow: 'truncate', ellipsis: '…' } : {}),
      },
    },
    series: [
      {
        name: metricName,
        type: 'heatmap',
        data: cells,
        label: {
          show: showValues,
          fontSize: font.fontSize,
          formatter: (p: { value: unknown[] }) => formatValue(toNumberOrNull(p.value[2])),
        },
        labelLayout: { hideOverlap: true },
        itemStyle: {
          borderColor: rgbaOf(formData.border_color),
          borderWidth: numberOf(formData.border_width, 0),
        },
        emphasis: {
          itemStyle: { borderColor: 'transparent', shadowBlur: 10, shadowColor: 'rgba(0,0,0,0.3)' },
        },
      },
    ],
  };

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
    xTemporal: isTemporalColumn(result, xKey),
    labelMap,
  };
}
