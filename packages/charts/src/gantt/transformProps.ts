/**
 * Chart-data result → Gantt ECharts option (Superset's gantt_chart): a custom series per series
 * value drawing each row as a bar from its start to its end time on its lane, category names and
 * dashed borders as mark lines, a time x-axis (optionally bounded by times of day) and a hidden
 * value y-axis spanning the lanes.
 */
import { getColumnLabel, getMetricLabel, getTimeFormatter, type QueryColumn } from '@meridian/core';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toEpochMs } from '../shared/chartData.js';
import { readChartInput } from '../shared/chartInput.js';
import { createColorScale } from '../shared/colors.js';
import { gridForLegend, getLegendProps } from '../shared/legend.js';
import { ganttFormDataSchema } from './formData.js';
import { buildLanes } from './lanes.js';
import { DIMENSIONS } from './renderItem.js';
import { ganttBars, ganttMarkLines, labelRoom } from './series.js';
import { ganttTimeBounds } from './timeBounds.js';
import { ganttTooltip } from './tooltip.js';

export interface GanttChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  /** For drill menus: the y-axis and series columns and where their values sit in a bar's value. */
  yAxis: QueryColumn | undefined;
  series: QueryColumn | undefined;
  yAxisIndex: number;
  seriesIndex: number;
}

/** The legend's series names, sorted when asked. */
const legendNames = (bars: readonly { name?: string }[], sort: 'asc' | 'desc' | null) => {
  const names = bars.map((b) => b.name).filter((n): n is string => n !== undefined && n !== '');
  return sort ? names.sort((a, b) => (sort === 'asc' ? a.localeCompare(b) : b.localeCompare(a))) : names;
};

export function transformGanttProps(input: ChartTransformInput): GanttChartProps {
  const { width, height } = input;
  const { formData: fd, result } = readChartInput(input, ganttFormDataSchema);
  const label = (c: QueryColumn | undefined) => (c !== undefined ? getColumnLabel(c) : '');
  const [startLabel, endLabel, yLabel] = [label(fd.start_time), label(fd.end_time), label(fd.y_axis)];
  const seriesLabel = fd.series !== undefined ? getColumnLabel(fd.series) : undefined;
  const { colnames, data } = result;
  const lanes = buildLanes(data, yLabel, seriesLabel, fd.subcategories);
  const colorOf = createColorScale(fd.color_scheme, fd.label_colors);

  const bars = ganttBars(data, colnames, { startLabel, endLabel, seriesLabel, lanes, colorOf });
  const room = labelRoom(
    lanes.labels.map((l) => l.name),
    width,
  );
  const markLines = ganttMarkLines(lanes, room);

  const legend = getLegendProps(
    { ...fd, show_legend: fd.show_legend !== false && seriesLabel !== undefined },
    legendNames(bars, fd.legendSort),
    width,
  );
  const grid = gridForLegend(legend, 16, width);
  const [min, max] = ganttTimeBounds(
    fd.x_axis_time_bounds,
    data.map((r) => toEpochMs(r[startLabel])),
    data.map((r) => toEpochMs(r[endLabel])),
  );
  const tooltipLabels = [
    ...fd.tooltip_metrics.map(getMetricLabel),
    ...fd.tooltip_columns.map(getColumnLabel),
  ];
  const formatter = ganttTooltip(tooltipLabels, result, fd, seriesLabel !== undefined);

  const echartOptions: Record<string, unknown> = {
    useUTC: true,
    animation: false,
    legend,
    tooltip: { trigger: 'item', confine: true, formatter },
    grid: {
      ...grid,
      top: grid.top! + 8,
      bottom: grid.bottom! + (fd.x_axis_title ? fd.x_axis_title_margin + 8 : 16) + (fd.zoomable ? 40 : 0),
      left: grid.left! + (fd.y_axis_title ? fd.y_axis_title_margin : 0) + (room > 0 ? room + 8 : 0),
      containLabel: true,
    },
    ...(fd.zoomable
      ? { dataZoom: [{ type: 'slider', filterMode: 'none', start: 0, end: 100, bottom: 8 }] }
      : {}),
    xAxis: {
      type: 'time',
      name: fd.x_axis_title,
      nameLocation: 'middle',
      nameGap: fd.x_axis_title_margin,
      axisLabel: { formatter: getTimeFormatter(fd.x_axis_time_format), hideOverlap: true },
      min,
      max,
    },
    yAxis: {
      type: 'value',
      name: fd.y_axis_title,
      nameLocation: 'middle',
      nameGap: fd.y_axis_title_margin,
      axisLabel: { show: false },
      splitLine: { show: false },
      min: 0,
      max: lanes.count,
    },
    series: [...bars, ...markLines],
  };
  return {
    width,
    height,
    echartOptions,
    yAxis: fd.y_axis,
    series: fd.series,
    yAxisIndex: DIMENSIONS.length + colnames.indexOf(yLabel),
    seriesIndex: seriesLabel ? DIMENSIONS.length + colnames.indexOf(seriesLabel) : -1,
  };
}
