/**
 * Chart-data rows → horizon rows: one series per metric × dimension values over the shared time
 * axis (Superset's HorizonViz series, keys sorted), contribution shares per time, and each row's
 * plotted values and scale under the chosen value domain.
 */
import {
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatterForGranularity,
  type QueryColumn,
} from '@meridian/core';
import { getMetricFormatter, verboseName } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { horizonFormDataSchema } from './formData.js';
import { toEpochMs, toNumberOrNull, toText } from '../shared/chartData.js';
import { columnsOf, getXAxisColumn, metricsOf, numberOf } from '../shared/formData.js';
import { HORIZON_BANDS, scaleMaxOf } from './bands.js';
import { readChartInput } from '../shared/chartInput.js';

export type HorizonColorScale = 'series' | 'overall' | 'change';

export interface HorizonSeries {
  /** Superset's key: the dimension values, led by the metric when there are several (or none grouped). */
  key: unknown[];
  metric: string;
  /** The value per time of `times`; null where the group has no row. */
  values: (number | null)[];
}

export interface HorizonRowProps {
  name: string;
  metric: string;
  /** The series' values (the hover readout shows them). */
  values: (number | null)[];
  /** What is drawn: the values, or their change from the first value in "change" mode. */
  plotted: (number | null)[];
  /** The magnitude that fills every band. */
  scaleMax: number;
}

export interface HorizonChartProps {
  width: number;
  height: number;
  seriesHeight: number;
  bands: number;
  colorScale: HorizonColorScale;
  /** Epoch ms, ascending. */
  times: number[];
  rows: HorizonRowProps[];
  formatTime: (t: number) => string;
  /** Formats a row's plotted value. */
  formatValue: (metric: string, value: number) => string;
}

const compareKeyPart = (a: unknown, b: unknown): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = toText(a);
  const y = toText(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

const compareKeys = (a: readonly unknown[], b: readonly unknown[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const c = compareKeyPart(a[i], b[i]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
};

/** Flat rows → series on the sorted distinct times; all-null series dropped, keys in order. */
export function buildHorizonSeries(
  rows: readonly Record<string, unknown>[],
  timeLabel: string,
  groupLabels: readonly string[],
  metricLabels: readonly string[],
  contribution = false,
): { times: number[]; series: HorizonSeries[] } {
  const timeSet = new Set<number>();
  for (const row of rows) {
    const t = toEpochMs(row[timeLabel]);
    if (t !== null) timeSet.add(t);
  }
  const times = [...timeSet].sort((a, b) => a - b);
  const index = new Map(times.map((t, i) => [t, i]));
  const byKey = new Map<string, HorizonSeries>();
  const withMetric = metricLabels.length > 1 || groupLabels.length === 0;
  for (const row of rows) {
    const t = toEpochMs(row[timeLabel]);
    if (t === null) continue;
    const i = index.get(t)!;
    const groups = groupLabels.map((g) => row[g] ?? null);
    for (const metric of metricLabels) {
      const key = withMetric ? [metric, ...groups] : groups;
      const id = JSON.stringify(key);
      let series = byKey.get(id);
      if (!series) {
        series = { key, metric, values: new Array<number | null>(times.length).fill(null) };
        byKey.set(id, series);
      }
      series.values[i] = toNumberOrNull(row[metric]);
    }
  }
  let series = [...byKey.values()];
  if (contribution) {
    // Each time's values become shares of that time's total over every series (Superset's legacy
    // contribution divides each row of the pivoted frame by its sum).
    for (let i = 0; i < times.length; i += 1) {
      let total = 0;
      for (const s of series) total += s.values[i] ?? 0;
      for (const s of series) {
        const v = s.values[i];
        if (v !== null && v !== undefined) s.values[i] = total === 0 ? null : v / total;
      }
    }
  }
  series = series.filter((s) => s.values.some((v) => v !== null));
  return { times, series: series.sort((a, b) => compareKeys(a.key, b.key)) };
}

function extent(values: readonly (number | null)[]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v === null) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return [min, max];
}

/**
 * The drawn values and scale of each series: "series" scales a row by its own extent, "overall" by
 * the extent of every row, "change" plots the change from the row's first value on its own extent.
 */
export function horizonRows(
  series: readonly HorizonSeries[],
  colorScale: HorizonColorScale,
): { plotted: (number | null)[]; scaleMax: number }[] {
  let overall: [number, number] | undefined;
  if (colorScale === 'overall') {
    overall = [Infinity, -Infinity];
    for (const s of series) {
      const [min, max] = extent(s.values);
      overall = [Math.min(overall[0], min), Math.max(overall[1], max)];
    }
  }
  return series.map((s) => {
    let plotted = s.values;
    if (colorScale === 'change') {
      // Superset subtracts the first point; a leading gap takes the first value there is.
      const first = s.values.find((v) => v !== null) ?? 0;
      plotted = s.values.map((v) => (v === null ? null : v - first));
    }
    const [min, max] = overall ?? extent(plotted);
    return { plotted, scaleMax: scaleMaxOf(min, max) };
  });
}

export function transformHorizonProps(input: ChartTransformInput): HorizonChartProps {
  const { width, height, datasource } = input;
  const { formData, result } = readChartInput(input, horizonFormDataSchema);
  const xAxis = getXAxisColumn(formData);
  const groupby: QueryColumn[] = columnsOf(formData.groupby);
  const groupLabels = groupby.map(getColumnLabel);
  const metricLabels = metricsOf(formData.metrics).map(getMetricLabel);
  const timeLabel =
    xAxis !== undefined
      ? getColumnLabel(xAxis)
      : (result.colnames.find((c) => !groupLabels.includes(c) && !metricLabels.includes(c)) ?? '__timestamp');
  const contribution = Boolean(formData.contribution);
  const { times, series } = buildHorizonSeries(
    result.data,
    timeLabel,
    groupLabels,
    metricLabels,
    contribution,
  );
  const scale = formData.horizon_color_scale;
  const colorScale: HorizonColorScale = scale === 'overall' || scale === 'change' ? scale : 'series';
  const drawn = horizonRows(series, colorScale);
  const withMetric = metricLabels.length > 1 || groupLabels.length === 0;
  const rows = series.map((s, i) => ({
    name: s.key
      .map((part, j) =>
        withMetric && j === 0
          ? verboseName(datasource, String(part))
          : part === null
            ? '<NULL>'
            : toText(part),
      )
      .join(', '),
    metric: s.metric,
    values: s.values,
    ...drawn[i]!,
  }));
  const percent = getNumberFormatter(',.1%');
  const formatters = new Map(metricLabels.map((m) => [m, getMetricFormatter(datasource, m)]));
  const timeFormatter = getTimeFormatterForGranularity(formData.time_grain_sqla);
  return {
    width,
    height,
    seriesHeight: Math.max(1, Math.round(numberOf(formData.series_height, 25))),
    bands: HORIZON_BANDS,
    colorScale,
    times,
    rows,
    formatTime: (t) => timeFormatter(t),
    formatValue: (metric, value) =>
      contribution ? percent(value) : (formatters.get(metric) ?? getNumberFormatter())(value),
  };
}
