/** Chart-data result → gauge ECharts option: a needle (and progress arc) per row on one dial. */
import { getColumnLabel, type QueryColumn } from '@meridian/core';
import { verboseName } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toNumberOrNull, toText } from '../shared/chartData.js';
import { readChartInput, readGroupedMetric } from '../shared/chartInput.js';
import { getSchemeColors } from '../shared/colors.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { gaugeFormDataSchema, type GaugeFormData } from './formData.js';

export interface GaugeChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  groupby: QueryColumn[];
  /** Needle name → its groupby values (for cross-filters and drill menus). */
  labelMap: Record<string, unknown[]>;
}

/** Superset's gauge layout constants (in multiples of the font size, or px). */
const TICKS_FROM_LINE = 10;
const TITLE_FROM_CENTER = 20;
const SIZES = {
  axisTickLength: 0.25,
  axisLabelDistance: 1.5,
  axisLabelLength: 0.35,
  splitLineLength: 1,
  splitLineWidth: 0.25,
  titleOffsetFromTitle: 2,
  detailOffsetFromTitle: 0.9,
  detailFontSize: 1.2,
};
const PRIMARY = '#2893B3';
const PRIMARY_LIGHT = '#E4F1F5';
const LABEL_GREY = '#666666';

/** "2,4,5" → numbers; anything unreadable gives no list. */
export function parseNumbersList(text: string): number[] {
  if (!text.trim()) return [];
  const parts = text.split(',').map((s) => Number(s.trim()));
  return parts.every((n) => Number.isFinite(n)) ? parts : [];
}

/** Interval stops for the axis line: bounds as fractions of [min, max], coloured by 1-based scheme picks. */
export function intervalStops(
  intervals: string,
  colorIndices: string,
  colors: readonly string[],
  min: number,
  max: number,
): [number, string][] {
  const picks = parseNumbersList(colorIndices);
  return parseNumbersList(intervals).map((bound, i) => {
    const pick = picks[i];
    const color =
      pick !== undefined ? colors[(((pick - 1) % colors.length) + colors.length) % colors.length] : undefined;
    return [(bound - min) / (max - min), color ?? colors[i % colors.length]!];
  });
}

/** The axis bounds: the chosen ones, else twice the data's extremes (with zero), never empty. */
export function gaugeBounds(values: number[], minVal?: number, maxVal?: number): [number, number] {
  const min = minVal ?? 2 * Math.min(0, ...values);
  let max = maxVal ?? 2 * Math.max(0, ...values);
  if (!(max > min)) max = min + 1;
  return [min, max];
}

/** Evenly spaced axis values from min (inclusive) to max (exclusive), as lodash's range. */
const axisValues = (min: number, max: number, parts: number) =>
  Array.from({ length: Math.max(parts, 1) }, (_, i) => min + (i * (max - min)) / Math.max(parts, 1));

/** A needle per row: its colour by position, its title and value stacked below the centre. */
function gaugeItems(names: string[], values: (number | null)[], colors: readonly string[], fontSize: number) {
  const titleStep = SIZES.titleOffsetFromTitle * fontSize;
  return names.map((name, i) => ({
    value: values[i],
    name,
    itemStyle: { color: colors[i % colors.length] },
    title: { offsetCenter: ['0%', `${i * titleStep + TITLE_FROM_CENTER}%`], fontSize },
    detail: {
      offsetCenter: ['0%', `${i * titleStep + TITLE_FROM_CENTER + SIZES.detailOffsetFromTitle * fontSize}%`],
      fontSize: SIZES.detailFontSize * fontSize,
    },
  }));
}

/** The dial's line, ticks, split lines and labels, sized from the font size (Superset's layout). */
function dialParts(
  fd: GaugeFormData,
  rows: number,
  bounds: [number, number],
  colors: readonly string[],
  format: (v: number) => string,
) {
  const fontSize = fd.font_size;
  const [min, max] = bounds;
  const lineWidth = fd.overlap ? fontSize : Math.max(rows, 1) * fontSize;
  const tickLength = SIZES.axisTickLength * fontSize;
  const splitLength = SIZES.splitLineLength * fontSize;
  const labelLength = Math.max(1, ...axisValues(min, max, fd.split_number).map((v) => format(v).length));
  const labelDistance =
    SIZES.axisLabelDistance * fontSize * SIZES.axisLabelLength * labelLength +
    (fd.show_split_line ? splitLength : 0) +
    (fd.show_axis_tick ? tickLength : 0) +
    TICKS_FROM_LINE -
    lineWidth;
  const tickDistance = lineWidth + tickLength + TICKS_FROM_LINE;
  const stops = intervalStops(fd.intervals, fd.interval_color_indices, colors, min, max);
  const auto = stops.length > 0;
  return {
    reach: labelDistance + tickDistance,
    parts: {
      axisLine: {
        roundCap: fd.round_cap,
        lineStyle: { width: lineWidth, color: auto ? stops : [[1, PRIMARY_LIGHT]] },
      },
      splitLine: {
        show: fd.show_split_line,
        distance: -(lineWidth + splitLength + TICKS_FROM_LINE),
        length: splitLength,
        lineStyle: { width: SIZES.splitLineWidth * fontSize, color: auto ? 'auto' : PRIMARY },
      },
      axisLabel: { distance: -labelDistance, fontSize, formatter: format, color: auto ? 'auto' : LABEL_GREY },
      axisTick: {
        show: fd.show_axis_tick,
        distance: -tickDistance,
        length: tickLength,
        lineStyle: { width: 2, color: auto ? 'auto' : PRIMARY },
      },
      pointer: { show: fd.show_pointer, showAbove: false, ...(auto ? { itemStyle: { color: 'auto' } } : {}) },
    },
  };
}

export function transformGaugeProps(input: ChartTransformInput): GaugeChartProps {
  const { width, height, datasource } = input;
  const { formData: fd, result } = readChartInput(input, gaugeFormDataSchema);
  const { groupby, labels, metricLabel, format } = readGroupedMetric(fd, result, datasource);
  const colors = getSchemeColors(fd.color_scheme);
  const nameOf = (row: Record<string, unknown>) =>
    labels.map((l) => `${verboseName(datasource, l)}: ${toText(row[l]) || '<NULL>'}`).join(', ');
  const names = result.data.map(nameOf);
  const values = result.data.map((row) => toNumberOrNull(row[metricLabel]));
  const formatValue = (v: number) => fd.value_formatter.replace('{value}', format(v));
  const [min, max] = gaugeBounds(
    values.filter((v): v is number => v !== null),
    fd.min_val,
    fd.max_val,
  );
  const dial = dialParts(fd, result.data.length, [min, max], colors, format);

  const echartOptions: Record<string, unknown> = {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { name: string; value: number }) =>
        escapeHtml(`${p.name ? `${p.name} — ` : ''}${metricLabel}: ${formatValue(p.value)}`),
    },
    series: [
      {
        type: 'gauge',
        startAngle: fd.start_angle,
        endAngle: fd.end_angle,
        min,
        max,
        animation: fd.animation,
        progress: {
          show: fd.show_progress,
          overlap: fd.overlap,
          roundCap: fd.round_cap,
          width: fd.font_size,
        },
        ...dial.parts,
        splitNumber: fd.split_number,
        detail: { valueAnimation: fd.animation, formatter: formatValue, color: 'inherit' },
        radius: Math.max(10, Math.min(width, height) / 2 - dial.reach),
        center: ['50%', '55%'],
        data: gaugeItems(names, values, colors, fd.font_size),
      },
    ],
  };
  return {
    width,
    height,
    echartOptions,
    groupby,
    labelMap: Object.fromEntries(
      result.data.map((row, i) => [names[i]!, groupby.map((c) => row[getColumnLabel(c)])]),
    ),
  };
}
