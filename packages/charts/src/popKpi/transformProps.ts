/**
 * Chart-data results → the period-over-period figures: the metric now (query 0) and over the
 * comparison period (query 1), their difference and percent change (Superset's rules: 0 against 0 is
 * no change, a value against nothing ±100%), formatted, with the colours of an up or down change.
 */
import { getMetricLabel, getNumberFormatter } from '@meridian/core';
import { getMetricFormatter, verboseName } from '../sdk/datasource.js';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { comparisonShift, shiftedTimeRange } from './comparison.js';
import { popKpiFormDataSchema, type PopKpiFormData } from './formData.js';

/** Superset's pixel sizes for the chosen font proportions. */
const HEADER_SIZES: Record<string, number> = { 0.2: 16, 0.3: 20, 0.4: 30, 0.5: 48, 0.6: 60 };
const COMPARISON_SIZES: Record<string, number> = { 0.125: 16, 0.15: 20, 0.2: 26, 0.3: 32, 0.4: 40 };
const sizeOf = (sizes: Record<string, number>, proportion: number, fallback: number) =>
  sizes[String(proportion)] ?? fallback;

/** Superset's palette: success and error, their light backgrounds, and the neutral greys. */
export const POP_COLORS = {
  success: '#5AC189',
  successLight: '#ACE1C4',
  error: '#E04355',
  errorLight: '#EFA1AA',
  neutral: '#666666',
  neutralLight: '#F0F0F0',
} as const;

export interface PopKpiComparison {
  symbol: '#' | '△' | '%';
  /** The column_config key that hides it. */
  key: 'Previous value' | 'Delta' | 'Percent change';
  value: string;
  tooltip: string;
}

export interface PopKpiProps {
  width: number;
  height: number;
  bigNumber: string;
  metricName: string;
  showMetricName: boolean;
  subtitle: string;
  /** The change as a share of the previous value (0 for none). */
  percentDifferenceNumber: number;
  comparisons: PopKpiComparison[];
  headerFontSize: number;
  subheaderFontSize: number;
  metricNameFontSize: number;
  /** The arrow's colour, and the change tiles' background and text colours. */
  arrowColor: string;
  changeColors: { background: string; text: string };
}

/** The share the value changed by, Superset's way (no division by zero). */
export function percentChange(current: number, previous: number): number {
  if (!current && !previous) return 0;
  if (!current || !previous) return current ? 1 : -1;
  return (current - previous) / Math.abs(previous);
}

/** Green up (or red up with the "Red" scheme), grey when colours are off or nothing changed. */
function changeColors(fd: PopKpiFormData, change: number) {
  if (!fd.comparison_color_enabled || change === 0)
    return {
      arrow: POP_COLORS.neutral,
      tiles: { background: POP_COLORS.neutralLight, text: POP_COLORS.neutral },
    };
  const good = change > 0 === (fd.comparison_color_scheme === 'Green');
  return {
    arrow: good ? POP_COLORS.success : POP_COLORS.error,
    tiles: good
      ? { background: POP_COLORS.successLight, text: POP_COLORS.success }
      : { background: POP_COLORS.errorLight, text: POP_COLORS.error },
  };
}

/** The comparison period of the chart's time range filter, as explicit bounds ('' when none). */
function comparisonRangeText(fd: PopKpiFormData): string {
  const filters = (Array.isArray(fd.adhoc_filters) ? fd.adhoc_filters : []) as {
    operator?: string;
    comparator?: unknown;
  }[];
  const range = filters.find((f) => f?.operator === 'TEMPORAL_RANGE')?.comparator;
  if (typeof range !== 'string') return '';
  return shiftedTimeRange(range, comparisonShift(fd), new Date()) ?? '';
}

/** The metric's sum over a result's rows (one row without dimensions). */
const metricTotal = (rows: Record<string, unknown>[] | undefined, label: string) =>
  (rows ?? []).reduce((sum, row) => sum + (toNumberOrNull(row[label]) ?? 0), 0);

export function transformPopKpiProps(input: ChartTransformInput): PopKpiProps {
  const { width, height, datasource } = input;
  const fd = parseFormDataWith(popKpiFormDataSchema, input.formData);
  const label = fd.metric !== undefined ? getMetricLabel(fd.metric) : '';
  const current = metricTotal(input.queriesData[0]?.data, label);
  const previous = metricTotal(input.queriesData[1]?.data, label);
  const format = getMetricFormatter(datasource, label, fd.y_axis_format, fd.currency_format);
  const formatPercent = getNumberFormatter(fd.percentDifferenceFormat ?? '.1%');
  const change = percentChange(current, previous);
  const colors = changeColors(fd, change);
  const range = comparisonRangeText(fd);
  const hidden = (key: string) =>
    (fd.column_config[key] as { visible?: boolean } | undefined)?.visible === false;
  const comparisons: PopKpiComparison[] = (
    [
      {
        symbol: '#',
        key: 'Previous value',
        value: format(previous),
        tooltip: range ? `Data for ${range}` : 'Data for the comparison period',
      },
      {
        symbol: '△',
        key: 'Delta',
        value: format(current - previous),
        tooltip: 'Value difference between the time periods',
      },
      {
        symbol: '%',
        key: 'Percent change',
        value: formatPercent(change),
        tooltip: 'Percentage difference between the time periods',
      },
    ] as const
  ).filter((c) => !hidden(c.key));
  return {
    width,
    height,
    bigNumber: format(current),
    metricName: verboseName(datasource, label),
    showMetricName: fd.show_metric_name,
    subtitle: fd.subtitle || fd.subheader,
    percentDifferenceNumber: change,
    comparisons,
    headerFontSize: sizeOf(HEADER_SIZES, fd.header_font_size, 60),
    subheaderFontSize: sizeOf(COMPARISON_SIZES, fd.subheader_font_size, 40),
    metricNameFontSize: sizeOf(COMPARISON_SIZES, fd.metric_name_font_size, 20),
    arrowColor: colors.arrow,
    changeColors: colors.tiles,
  };
}
