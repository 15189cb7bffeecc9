/** Big number with trendline: the latest value (or an aggregate), its change over `compare_lag` periods, a sparkline. */
import {
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  type CurrencyFormat,
  type QueryMetric,
} from '@meridian/core';
import { getMetricFormatter, type ChartDatasource } from '../sdk/datasource.js';
import type { ChartTransformInput, FormData } from '../sdk/plugin.js';
import { toEpochMs, toNumberOrNull, toText, type ChartDataResult } from '../shared/chartData.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { boolOf, getXAxisColumn, numberOf } from '../shared/formData.js';

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
  formData: FormData,
  metricLabel?: string,
  datasource?: ChartDatasource,
): (n: number | null) => string {
  return getMetricFormatter(
    datasource,
    metricLabel,
    formData.y_axis_format as string | undefined,
    formData.currency_format as CurrencyFormat | undefined,
  );
}

export function transformBigNumberProps(input: ChartTransformInput<ChartDataResult>): BigNumberProps {
  const { formData, width, height } = input;
  const result = input.queriesData[0] ?? { colnames: [], data: [] };
  const metric = formData.metric as QueryMetric | undefined;
  const metricLabel = metric !== undefined ? getMetricLabel(metric) : (result.colnames[1] ?? '');
  const xAxis = getXAxisColumn(formData);
  const xLabel = xAxis !== undefined ? getColumnLabel(xAxis) : (result.colnames[0] ?? '');
  const points = result.data
    .map(
      (row) => [toEpochMs(row[xLabel]), toNumberOrNull(row[metricLabel])] as [number | null, number | null],
    )
    .filter((p): p is [number, number | null] => p[0] !== null)
    .sort((a, b) => a[0] - b[0]);
  const format = numberFormatterFor(formData, metricLabel, input.datasource);
  const timeFormat = getTimeFormatter(formData.time_format as string | undefined);
  const how = (formData.aggregation as string | undefined) ?? 'LAST_VALUE';

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

  // Change against the value compare_lag periods before the last one.
  let subheader = '';
  const lag = numberOf(formData.compare_lag);
  if (lag !== undefined && lag > 0 && points.length > lag && bigNumber !== null) {
    const previous = points[points.length - 1 - lag]?.[1];
    if (previous !== null && previous !== undefined && previous !== 0) {
      const change = (bigNumber - previous) / Math.abs(previous);
      subheader = `${getNumberFormatter('+.1%')(change)} ${toText(formData.compare_suffix)}`.trim();
    }
  }

  const mainColor = pickerColor(formData.color_picker);
  const showTrendline = boolOf(formData.show_trend_line, true) && points.length > 0;
  const trendLineOption = showTrendline
    ? {
        animation: false,
        grid: { left: 0, right: 0, top: 4, bottom: 0 },
        xAxis: { type: 'time', show: false },
        yAxis: {
          type: 'value',
          show: false,
          scale: !boolOf(formData.start_y_axis_at_zero, true),
          ...(boolOf(formData.start_y_axis_at_zero, true) ? { min: 0 } : {}),
        },
        tooltip: {
          trigger: 'axis',
          formatter: (params: { value: [number, number | null] }[]) => {
            const [t, v] = params[0]?.value ?? [0, null];
            // HTML: a time format's literal text and an invalid number format come back as written.
            return escapeHtml(`${timeFormat(t)}: ${format(v)}`);
          },
        },
        series: [
          {
            type: 'line',
            data: points,
            showSymbol: false,
            connectNulls: false,
            lineStyle: { color: mainColor, width: 2 },
            itemStyle: { color: mainColor },
            areaStyle: {
              color: {
                type: 'linear',
                x: 0,
                y: 0,
                x2: 0,
                y2: 1,
                colorStops: [
                  { offset: 0, color: mainColor },
                  { offset: 1, color: 'rgba(255, 255, 255, 0)' },
                ],
              },
              opacity: 0.4,
            },
          },
        ],
      }
    : null;

  return {
    width,
    height,
    bigNumber,
    formattedBigNumber: bigNumber === null ? 'No data' : format(bigNumber),
    subheader,
    timestamp,
    formattedTimestamp: timestamp === null ? '' : timeFormat(timestamp),
    isFallback,
    mainColor,
    headerFontSize: numberOf(formData.header_font_size, 0.4),
    subheaderFontSize: numberOf(formData.subheader_font_size, 0.15),
    trendLineOption,
  };
}
