/**
 * The timeseries family's series: one per result column but the x axis (shares of the stack's
 * total when "Expand"), sorted, named by their verbose metric name, then drawn as ECharts series.
 */
import type { ChartDataResult } from '@meridian/core';
import { verboseName, type ChartDatasource } from '../sdk/datasource.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { numberOf } from '../shared/formData.js';
import { sortSeries, splitSeriesName } from '../shared/series.js';
import type { TimeseriesFormData } from './formData.js';

export type TimeseriesSeriesType = 'line' | 'bar' | 'scatter' | 'smooth' | 'start' | 'middle' | 'end';

export interface SeriesData {
  /** The result column ("metric" or "metric, value…"). */
  name: string;
  values: (number | null)[];
}

/** How the series are drawn: the chart's series type, area fill, orientation and stacking. */
export interface SeriesStyle {
  seriesType: TimeseriesSeriesType;
  area: boolean;
  horizontal: boolean;
  stack: boolean;
  expand: boolean;
}

/**
 * A series' display name and metric: the metric level (the whole name without dimensions, else the
 * first of more levels than dimensions) shows its verbose name; dimension values show as they are.
 */
export function describeSeries(
  name: string,
  groupbyCount: number,
  metricLabels: readonly string[],
  datasource: ChartDatasource | undefined,
): { displayName: string; metric: string | undefined } {
  const levels = splitSeriesName(name);
  const hasMetricLevel = groupbyCount === 0 || levels.length > groupbyCount;
  if (!hasMetricLevel)
    return { displayName: name, metric: metricLabels.length === 1 ? metricLabels[0] : undefined };
  const metricLevel = groupbyCount === 0 ? name : levels[0]!;
  const rest = groupbyCount === 0 ? [] : levels.slice(1);
  const metric = metricLabels.includes(metricLevel)
    ? metricLevel
    : metricLabels.length === 1
      ? metricLabels[0]
      : undefined;
  const shown = metricLabels.includes(metricLevel) ? verboseName(datasource, metricLevel) : metricLevel;
  return { displayName: [shown, ...rest].join(', '), metric };
}

/** The result's series (every column but the x axis), as shares of the row total when expanded, sorted. */
export function resultSeries(
  result: Pick<ChartDataResult, 'colnames' | 'data'>,
  xAxisLabel: string,
  expand: boolean,
  formData: TimeseriesFormData,
): SeriesData[] {
  let series: SeriesData[] = result.colnames
    .filter((name) => name !== xAxisLabel)
    .map((name) => ({ name, values: result.data.map((row) => toNumberOrNull(row[name])) }));
  if (expand) {
    const totals = result.data.map((_, i) => series.reduce((acc, s) => acc + Math.abs(s.values[i] ?? 0), 0));
    series = series.map((s) => ({
      ...s,
      values: s.values.map((v, i) => (v === null || !totals[i] ? v : v / (totals[i] ?? 1))),
    }));
  }
  return sortSeries(
    series,
    (formData.sort_series_type as string | undefined) ?? 'sum',
    Boolean(formData.sort_series_ascending),
  );
}

/** One series' ECharts entry, given its name, colour, value format and points. */
export interface DrawnSeries {
  id: string;
  name: string;
  color: string;
  format: (v: number | null) => string;
  data: unknown[][];
}

/** The ECharts series of one drawn series: bar, scatter, or line (smooth, step, area). */
export function echartsSeriesOf(
  s: DrawnSeries,
  style: SeriesStyle,
  formData: TimeseriesFormData,
): Record<string, unknown> {
  const { seriesType, horizontal, stack, area } = style;
  const { color, format } = s;
  const markerSize = numberOf(formData.markerSize, 6);
  const base: Record<string, unknown> = {
    id: s.id,
    name: s.name,
    data: s.data,
    itemStyle: { color },
    tooltip: { valueFormatter: (v: unknown) => format(toNumberOrNull(v)) },
    ...(stack ? { stack: 'total' } : {}),
    ...(formData.show_value
      ? {
          label: {
            show: true,
            position: seriesType === 'bar' ? (stack ? 'inside' : horizontal ? 'right' : 'top') : 'top',
            formatter: (p: { value: unknown[] }) => format(toNumberOrNull(p.value[horizontal ? 0 : 1])),
          },
        }
      : {}),
  };
  if (seriesType === 'bar') return { ...base, type: 'bar' };
  if (seriesType === 'scatter')
    // Above largeThreshold points ECharts draws the markers as one batched path instead of one element
    // each (tooltips still work; per-point hover emphasis does not) — 10,000 points draw in a fraction.
    return { ...base, type: 'scatter', symbolSize: markerSize, large: true, largeThreshold: 2000 };
  return {
    ...base,
    type: 'line',
    // A click anywhere on the line (or its area), not only on a point marker, is a click on the series.
    triggerLineEvent: true,
    lineStyle: { color },
    connectNulls: false,
    // A lone point has no line to draw: its marker shows it (one row, or one value among nulls).
    showSymbol: Boolean(formData.markerEnabled) || drawnPoints(s.data, horizontal) <= 1,
    symbolSize: markerSize,
    ...(seriesType === 'smooth' ? { smooth: true } : {}),
    ...(['start', 'middle', 'end'].includes(seriesType) ? { step: seriesType } : {}),
    ...(area ? { areaStyle: { opacity: numberOf(formData.opacity, 0.2) } } : {}),
  };
}

/** How many points of a series have a value (the metric is the y, or the x on horizontal bars). */
function drawnPoints(data: readonly unknown[][], horizontal: boolean): number {
  return data.filter((point) => point[horizontal ? 0 : 1] != null).length;
}
