/** Big number with trendline: the latest value (or an aggregate), its change over `compare_lag` periods, a sparkline. */
import {
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  type ChartDataResult,
  type CurrencyFormat,
} from '@meridian/core';
import { getMetricFormatter, type ChartDatasource } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toEpochMs, toNumberOrNull } from '../shared/chartData.js';
import { getXAxisColumn } from '../shared/formData.js';
import { bigNumberFormDataSchema, type BigNumberFormData } from './formData.js';
import { trendLineOption } from './trendLine.js';
import { readChartInput } from '../shared/chartInput.js';

export const BIG_NUMBER_AGGREGATIONS = ['LAST_VALUE', 'sum', 'mean', 'min', 'max', 'median'] as const;

export interface BigNumberProps {
  width: number;
  height: number;
  /** The number shown, null when there is no data. */
  bigNumber: number | null;
  formattedBigNumber: string;
  /** "+12.3% WoW"-like text, or the subheader. */
  subheader: string;
  /** Epoch ms of the shown value (LAST_VALUE). */
  timestamp: number | null;
  formattedTimestamp: string;
  /** The last value is missing: an earlier one is shown instead. */
  isFallback: boolean;
  mainColor: string;
  headerFontSize: number;
  subheaderFontSize: number;
  /** The sparkline; null without trendline data. */
  trendLineOption: Record<string, unknown> | null;
}

/** {r, g, b, a} of the colour picker → CSS; spec §9 default {0,122,135,1}. */
export function pickerColor(value: unknown): string {
  const c = (value ?? {}) as { r?: number; g?: number; b?: number; a?: number };
  const [r, g, b, a] = [c.r ?? 0, c.g ?? 122, c.b ?? 135, c.a ?? 1];
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

function aggregate(values: number[], how: string): number | null {
  if (!values.length) return null;
  switch (how) {
    case 'sum':
      return values.reduce((a, b) => a + b, 0);
    case 'mean':
      return values.reduce((a, b) => a + b, 0) / values.length;
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    case 'median': {
      const s = [...values].sort((a, b) => a - b);
      const mid = Math.floor(s.length / 2);
      return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
    }
    default:
      return values[values.length - 1] ?? null;
  }
}

/** The big number's formatter: the chart's format and currency, else the metric's saved ones. */
export function numberFormatterFor(
  formData: { y_axis_format?: string | undefined; currency_format?: CurrencyFormat | undefined },
  metricLabel?: string,
  datasource?: ChartDatasource,
): (n: number | null) => string {
  return getMetricFormatter(datasource, metricLabel, formData.y_axis_format, formData.currency_format);
}

type Point = [number, number | null];

/** (time, value) of each row with a time, oldest first. */
function pointsOf(result: ChartDataResult, xLabel: string, metricLabel: string): Point[] {
  return result.data
    .map(
      (row) => [toEpochMs(row[xLabel]), toNumberOrNull(row[metricLabel])] as [number | null, number | null],
    )
    .filter((p): p is Point => p[0] !== null)
    .sort((a, b) => a[0] - b[0]);
}

/** The number shown: the last value (an earlier one when it is missing), or an aggregate of all. */
function bigNumberOf(points: Point[], how: string) {
  let bigNumber: number | null = null;
  let timestamp: number | null = null;
  let isFallback = false;
  if (how === 'LAST_VALUE' || !(BIG_NUMBER_AGGREGATIONS as readonly string[]).includes(how)) {
    const last = points[points.length - 1];
    if (last) {
      [timestamp, bigNumber] = last;
      if (bigNumber === null) {
        const earlier = [...points].reverse().find((p) => p[1] !== null);
        if (earlier) {
          [timestamp, bigNumber] = earlier;
          isFallback = true;
        }
      }
    }
  } else {
    bigNumber = aggregate(
      points.map((p) => p[1]).filter((v): v is number => v !== null),
      how,
    );
  }
  return { bigNumber, timestamp, isFallback };
}

/** Change against the value compare_lag periods before the last one. */
function changeSubheader(formData: BigNumberFormData, points: Point[], bigNumber: number | null): string {
  const lag = formData.compare_lag;
  if (lag !== undefined && lag > 0 && points.length > lag && bigNumber !== null) {
    const previous = points[points.length - 1 - lag]?.[1];
    if (previous !== null && previous !== undefined && previous !== 0) {
      const change = (bigNumber - previous) / Math.abs(previous);
      return `${getNumberFormatter('+.1%')(change)} ${formData.compare_suffix}`.trim();
    }
  }
  return '';
}

export function transformBigNumberProps(input: ChartTransformInput): BigNumberProps {
  const { width, height } = input;
  const { formData, result } = readChartInput(input, bigNumberFormDataSchema);
  const metric = formData.metric;
  const metricLabel = metric !== undefined ? getMetricLabel(metric) : (result.colnames[1] ?? '');
  const xAxis = getXAxisColumn(formData);
  const xLabel = xAxis !== undefined ? getColumnLabel(xAxis) : (result.colnames[0] ?? '');
  const points = pointsOf(result, xLabel, metricLabel);
  const format = numberFormatterFor(formData, metricLabel, input.datasource);
  const timeFormat = getTimeFormatter(formData.time_format);
  const { bigNumber, timestamp, isFallback } = bigNumberOf(points, formData.aggregation);
  const mainColor = pickerColor(formData.color_picker);
  const showTrendline = formData.show_trend_line && points.length > 0;
  return {
    width,
    height,
    bigNumber,
    formattedBigNumber: bigNumber === null ? 'No data' : format(bigNumber),
    subheader: changeSubheader(formData, points, bigNumber),
    timestamp,
    formattedTimestamp: timestamp === null ? '' : timeFormat(timestamp),
    isFallback,
    mainColor,
    headerFontSize: formData.header_font_size,
    subheaderFontSize: formData.subheader_font_size,
    trendLineOption: showTrendline
      ? trendLineOption(points, { mainColor, atZero: formData.start_y_axis_at_zero, format, timeFormat })
      : null,
  };
}
