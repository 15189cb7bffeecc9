/**
 * The pieces of the heatmap's ECharts options: the share totals and tooltip, the cells (with their
 * value labels where they fit), the visualMap over the colour range, and the two category axes.
 */
import { getNumberFormatter } from '@meridian/core';
import { toNumberOrNull } from '../shared/chartData.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { boolOf, numberOf } from '../shared/formData.js';
import { getSequentialColors, type createSequentialScale } from '../shared/sequentialColors.js';
import { normalizeAcrossOf } from './buildQuery.js';
import { labelColorOn, labelIntervalOf, rgbaOf } from './cellStyle.js';
import type { HeatmapFormData } from './formData.js';
import { cellLabelFont, type HeatmapLayout } from './layout.js';

/** The column the server's rank step adds (percentile of the metric, 0–1]. */
export const RANK_COLUMN = 'rank';

type Row = Record<string, unknown>;

/** What every piece reads: the parsed form data, the result rows and their keys, the axes. */
export interface HeatmapContext {
  formData: HeatmapFormData;
  data: readonly Row[];
  xKey: string;
  yKey: string;
  metricKey: string;
  metricName: string;
  normalized: boolean;
  valueFormat: (v: number) => string;
  formatValue: (v: number | null) => string;
  xValues: unknown[];
  yValues: unknown[];
  xLabels: string[];
  yLabels: string[];
}

/** The colour scale's range and the colour at a value. */
export interface HeatmapColors {
  min: number;
  max: number;
  colorAt: ReturnType<typeof createSequentialScale>;
}

/** Totals for the tooltip's share: of the whole heatmap, of the cell's column (x) or row (y). */
function heatmapTotals({ data, xKey, yKey, metricKey }: HeatmapContext) {
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
  return { total, xTotals, yTotals };
}

/** The tooltip: x (y), the value, and its share of the heatmap / column / row. */
export function heatmapTooltipFormatter(ctx: HeatmapContext) {
  const { formData, xValues, yValues, xLabels, yLabels, metricName, formatValue } = ctx;
  const across = normalizeAcrossOf(formData.normalize_across);
  const percent = getNumberFormatter('.2%');
  const { total, xTotals, yTotals } = heatmapTotals(ctx);
  return (p: { value?: unknown[] }) => {
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
}

/** Cell values: one font for all, and only where the value fits its cell. */
export function heatmapCells(ctx: HeatmapContext, colors: HeatmapColors, layout: HeatmapLayout) {
  const { data, xKey, yKey, metricKey, normalized, formatValue, xValues, yValues } = ctx;
  const { min, max, colorAt } = colors;
  const showValues = Boolean(ctx.formData.show_values);
  const xIndex = new Map(xValues.map((v, i) => [v, i]));
  const yIndex = new Map(yValues.map((v, i) => [v, i]));
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
  return { cells, fontSize: font.fontSize };
}

/** The colour legend: a ramp or pieces over [min, max], at the rank's or the metric's dimension. */
export function heatmapVisualMap(ctx: HeatmapContext, colors: HeatmapColors, width: number) {
  const { formData, normalized, valueFormat } = ctx;
  const legendType = formData.legend_type === 'piecewise' ? 'piecewise' : 'continuous';
  return {
    type: legendType,
    show: boolOf(formData.show_legend, true),
    min: colors.min,
    max: colors.max,
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
    inRange: { color: [...getSequentialColors(formData.linear_color_scheme)] },
  };
}

/** The two category axes, with the label intervals the controls set or the layout chose. */
export function heatmapAxes(ctx: HeatmapContext, layout: HeatmapLayout) {
  const xInterval = labelIntervalOf(ctx.formData.xscale_interval);
  const yInterval = labelIntervalOf(ctx.formData.yscale_interval);
  return {
    xAxis: {
      type: 'category',
      data: ctx.xLabels,
      splitArea: { show: false },
      axisLabel:
        xInterval !== undefined
          ? { ...layout.xAxisLabel, interval: xInterval, hideOverlap: false }
          : layout.xAxisLabel,
    },
    yAxis: {
      type: 'category',
      data: ctx.yLabels,
      axisLabel: {
        interval: yInterval ?? layout.yInterval,
        hideOverlap: yInterval === undefined,
        ...(layout.yTruncate ? { width: layout.yLabelWidth, overflow: 'truncate', ellipsis: '…' } : {}),
      },
    },
  };
}

/** The one heatmap series: its cells, value labels and border. */
export function heatmapSeries(ctx: HeatmapContext, colors: HeatmapColors, layout: HeatmapLayout) {
  const { formData, formatValue } = ctx;
  const { cells, fontSize } = heatmapCells(ctx, colors, layout);
  return {
    name: ctx.metricName,
    type: 'heatmap',
    data: cells,
    label: {
      show: Boolean(formData.show_values),
      fontSize,
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
  };
}
