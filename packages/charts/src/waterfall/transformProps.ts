/** Chart-data result → waterfall ECharts option: stacked bars of the running total per x value. */
import { getColumnLabel, getTimeFormatter, type QueryColumn } from '@meridian/core';
import { getMetricFormatter } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { isTemporalColumn, toText } from '../shared/chartData.js';
import { metricColumnLabel, readChartInput } from '../shared/chartInput.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { getXAxisColumn } from '../shared/formData.js';
import { categoryAxisLabel } from '../timeseries/axisLabels.js';
import { TITLE_ROOM, titleGap } from './axisTitle.js';
import {
  EMPTY,
  TOTAL_MARK,
  waterfallBars,
  waterfallRows,
  type BarDatum,
  type WaterfallBars,
  type WaterfallRow,
} from './bars.js';
import { waterfallFormDataSchema, type RgbaColor } from './formData.js';

export const LEGEND = { INCREASE: 'Increase', DECREASE: 'Decrease', TOTAL: 'Total' } as const;
const ASSIST = 'assist';

export interface WaterfallChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  /** Per bar: the column it stands for and its value (null for totals), for drill menus. */
  barColumns: { column: QueryColumn; value: unknown }[];
}

const hex = (c: RgbaColor) =>
  `#${[c.r, c.g, c.b].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`;

/** The rotation the X Tick Layout asks for (null: chosen by crowding). */
export const ticksRotation = (layout: string): number | null =>
  layout === 'flat' ? 0 : layout === '90°' ? 90 : layout === '45°' || layout === 'staggered' ? 45 : null;

type TooltipParam = { seriesName: string; name: string; dataIndex: number; data: BarDatum };

/** Where the bars' categories come from: the x column, the breakdown, their time formats. */
interface BarAxis {
  xColumn: QueryColumn;
  breakdown: QueryColumn | undefined;
  temporalX: boolean;
  temporalBreakdown: boolean;
  timeFormat: (v: number) => string;
}

/** The category label of each bar: the breakdown value within a period, else the x value; "Total" for the grand total. */
function barLabels(rows: readonly WaterfallRow[], axis: BarAxis): string[] {
  return rows.map((r) => {
    const useBreakdown = axis.breakdown !== undefined && !r.isTotal;
    const v = useBreakdown ? r.breakdown : r.x;
    if (v === TOTAL_MARK && r.isTotal) return TOTAL_MARK;
    if (v === null || v === undefined || v === '') return '<NULL>';
    const temporal = useBreakdown ? axis.temporalBreakdown : axis.temporalX;
    return temporal && typeof v === 'number' ? axis.timeFormat(v) : toText(v);
  });
}

/** The column and value each bar stands for; a total stands for every row, a time bucket for a range (no value). */
const barColumnsOf = (rows: readonly WaterfallRow[], axis: BarAxis) =>
  rows.map((r) =>
    axis.breakdown !== undefined && !r.isTotal
      ? { column: axis.breakdown, value: r.breakdown }
      : {
          column: axis.xColumn,
          value: (r.isTotal && axis.breakdown === undefined) || axis.temporalX ? null : r.x,
        },
  );

/** The axis tooltip: the bar's category, its change and the running total (escaped). */
const tooltipOf =
  (labels: string[], grouped: boolean, format: (v: number | null) => string) => (params: TooltipParam[]) => {
    const bar = params.find((p) => p.seriesName !== ASSIST && p.data.value !== EMPTY);
    if (!bar) return '';
    const isTotal = bar.seriesName === LEGEND.TOTAL;
    const lines: string[] = [];
    if (!isTotal || grouped) lines.push(`<strong>${escapeHtml(labels[bar.dataIndex] ?? '')}</strong>`);
    if (!isTotal)
      lines.push(`${escapeHtml(bar.seriesName)}: ${escapeHtml(format(bar.data.originalValue ?? null))}`);
    lines.push(`${TOTAL_MARK}: ${escapeHtml(format(bar.data.totalSum ?? null))}`);
    return lines.join('<br/>');
  };

/** The four stacked series: the assist bars (transparent unless crossing zero), increases, decreases, totals. */
function barSeries(
  bars: WaterfallBars,
  colors: Record<'increase' | 'decrease' | 'total', string>,
  showValue: boolean,
  format: (v: number) => string,
) {
  const base = { type: 'bar', stack: 'stack', emphasis: { disabled: true }, barMaxWidth: 80 };
  const label = (position: string) => ({
    show: showValue,
    position,
    formatter: (p: { data: BarDatum }) =>
      p.data.originalValue !== undefined ? format(p.data.originalValue) : '',
  });
  return [
    {
      ...base,
      name: ASSIST,
      data: bars.assist,
      itemStyle: { color: 'transparent' },
      tooltip: { show: false },
    },
    {
      ...base,
      name: LEGEND.INCREASE,
      label: label('top'),
      itemStyle: { color: colors.increase },
      data: bars.increase,
    },
    {
      ...base,
      name: LEGEND.DECREASE,
      label: label('bottom'),
      itemStyle: { color: colors.decrease },
      data: bars.decrease,
    },
    {
      ...base,
      name: LEGEND.TOTAL,
      label: label('top'),
      itemStyle: { color: colors.total },
      data: bars.total,
    },
  ];
}

export function transformWaterfallProps(input: ChartTransformInput): WaterfallChartProps {
  const { width, height, datasource } = input;
  const { formData: fd, result } = readChartInput(input, waterfallFormDataSchema);
  const xColumn = getXAxisColumn(fd);
  const xLabel = xColumn !== undefined ? getColumnLabel(xColumn) : (result.colnames[0] ?? '');
  const breakdown = fd.groupby[0];
  const breakdownLabel = breakdown !== undefined ? getColumnLabel(breakdown) : undefined;
  const metricLabel = metricColumnLabel(fd.metric, result, [
    xLabel,
    ...(breakdownLabel ? [breakdownLabel] : []),
  ]);
  const format = getMetricFormatter(datasource, metricLabel, fd.y_axis_format, fd.currency_format);
  const colors = {
    increase: hex(fd.increase_color),
    decrease: hex(fd.decrease_color),
    total: hex(fd.total_color),
  };
  const rows = waterfallRows(result.data, xLabel, metricLabel, breakdownLabel);
  const axis: BarAxis = {
    xColumn: xColumn ?? xLabel,
    breakdown,
    temporalX: isTemporalColumn(result, xLabel),
    temporalBreakdown: breakdownLabel !== undefined && isTemporalColumn(result, breakdownLabel),
    timeFormat: getTimeFormatter(fd.x_axis_time_format),
  };
  const labels = barLabels(rows, axis);
  const axisLabel = categoryAxisLabel(labels, {
    axisLength: width,
    crossLength: height,
    rotation: ticksRotation(fd.x_ticks_layout),
  });

  const echartOptions: Record<string, unknown> = {
    animation: false,
    grid: {
      top: fd.show_legend ? 40 : 28,
      bottom: fd.x_axis_label ? 16 + TITLE_ROOM : 16,
      left: fd.y_axis_label ? 40 : 16,
      right: 28,
      containLabel: true,
    },
    legend: { show: fd.show_legend, top: 0, data: [LEGEND.INCREASE, LEGEND.DECREASE, LEGEND.TOTAL] },
    xAxis: {
      type: 'category',
      data: labels,
      ...(fd.x_axis_label
        ? { name: fd.x_axis_label, nameLocation: 'middle', nameGap: titleGap(labels, axisLabel, 30) }
        : {}),
      axisLabel,
    },
    yAxis: {
      type: 'value',
      ...(fd.y_axis_label ? { name: fd.y_axis_label, nameLocation: 'middle', nameGap: 50 } : {}),
      axisLabel: { formatter: (v: number) => format(v), hideOverlap: true },
    },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: tooltipOf(labels, breakdown !== undefined, format),
    },
    series: barSeries(waterfallBars(rows, colors), colors, fd.show_value, (v) => format(v)),
  };
  return { width, height, echartOptions, barColumns: barColumnsOf(rows, axis) };
}
