/** Chart-data result → bubble ECharts option: a point per entity at (x, y), sized by the size metric. */
import { getColumnLabel, getMetricLabel, type QueryColumn } from '@meridian/core';
import { getMetricFormatter, verboseName } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toNumberOrNull, toText } from '../shared/chartData.js';
import { readChartInput } from '../shared/chartInput.js';
import { createColorScale } from '../shared/colors.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { getLegendProps, gridForLegend } from '../shared/legend.js';
import { estimateLabelWidth } from '../timeseries/axisLabels.js';
import { bubbleFormDataSchema, type BubbleFormData } from './formData.js';

/** The smallest bubble (px), as Superset draws it. */
export const MINIMUM_BUBBLE_SIZE = 5;

export interface BubbleChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  /** The entity and series columns, for drill menus. */
  columns: QueryColumn[];
}

/** A point: x, y, size, the entity value and the series value. */
export type BubblePoint = [number | null, number | null, number | null, unknown, unknown];

/** Bubble diameter: the size's place between the smallest and largest, up to twice the max size, plus the minimum. */
export function bubbleSizer(
  sizes: readonly (number | null)[],
  maxBubbleSize: number,
): (size: number | null) => number {
  const known = sizes.filter((s): s is number => s !== null);
  const lo = known.length ? Math.min(...known) : 0;
  const spread = (known.length ? Math.max(...known) : 0) - lo;
  return (size) => ((((size ?? lo) - lo) / spread) * (maxBubbleSize * 2) || 0) + MINIMUM_BUBBLE_SIZE;
}

const NULL_NAME = '<NULL>';

/** The result columns the chart reads. */
interface BubbleLabels {
  entity: string;
  series: string | undefined;
  x: string;
  y: string;
  size: string;
}

/** Points grouped by the series value (else the entity), in order of first appearance. */
export function bubbleGroups(
  data: readonly Record<string, unknown>[],
  l: BubbleLabels,
): Map<string, BubblePoint[]> {
  const groups = new Map<string, BubblePoint[]>();
  for (const row of data) {
    const key = l.series !== undefined ? row[l.series] : row[l.entity];
    const name = key === null || key === undefined || key === '' ? NULL_NAME : toText(key);
    const point: BubblePoint = [
      toNumberOrNull(row[l.x]),
      toNumberOrNull(row[l.y]),
      toNumberOrNull(row[l.size]),
      row[l.entity],
      l.series !== undefined ? row[l.series] : null,
    ];
    const list = groups.get(name) ?? [];
    list.push(point);
    groups.set(name, list);
  }
  return groups;
}

type Format = (v: number | null) => string;

/** Both value axes: titles at their margins, formats, rotation, log scale and bounds. */
function bubbleAxes(fd: BubbleFormData, xFormat: Format, yFormat: Format, yLabelWidth: number) {
  const [xMin, xMax] = fd.xAxisBounds;
  const [yMin, yMax] = fd.y_axis_bounds;
  const xType = fd.logXAxis ? 'log' : 'value';
  const axis = (title: string, margin: number) => ({
    ...(title
      ? { name: title, nameLocation: 'middle', nameGap: margin, nameTextStyle: { fontWeight: 'bolder' } }
      : {}),
    splitLine: { lineStyle: { type: 'dashed' } },
  });
  return {
    xAxis: {
      ...axis(fd.x_axis_label, fd.x_axis_title_margin),
      type: xType,
      scale: true,
      axisLabel: { formatter: (v: number) => xFormat(v), rotate: fd.xAxisLabelRotation, hideOverlap: true },
      ...(fd.truncateXAxis && xType === 'value'
        ? { ...(xMin !== null ? { min: xMin } : {}), ...(xMax !== null ? { max: xMax } : {}) }
        : {}),
    },
    yAxis: {
      // The title sits its margin beyond the value labels, not across them.
      ...axis(fd.y_axis_label, fd.y_axis_title_margin + yLabelWidth),
      type: fd.logYAxis ? 'log' : 'value',
      scale: fd.truncateYAxis,
      axisLabel: { formatter: (v: number) => yFormat(v), rotate: fd.yAxisLabelRotation, hideOverlap: true },
      ...(yMin !== null ? { min: yMin } : {}),
      ...(yMax !== null ? { max: yMax } : {}),
    },
  };
}

/** The point tooltip: entity (and series) as the title, then x, y and size by their verbose names. */
const bubbleTooltip =
  (l: BubbleLabels, formats: [Format, Format, Format], nameOf: (label: string) => string) =>
  (p: { data: BubblePoint }) => {
    const [x, y, size, entityValue, seriesValue] = p.data;
    const title = [entityValue, ...(l.series !== undefined ? [seriesValue] : [])]
      .map((v) => escapeHtml(v === null || v === undefined ? NULL_NAME : toText(v)))
      .join('<br/>');
    const lines = (
      [
        [l.x, x],
        [l.y, y],
        [l.size, size],
      ] as const
    ).map(([label, v], i) => `${escapeHtml(nameOf(label))}: ${escapeHtml(formats[i]!(v))}`);
    return [`<strong>${title}</strong>`, ...lines].join('<br/>');
  };

export function transformBubbleProps(input: ChartTransformInput): BubbleChartProps {
  const { width, height, datasource } = input;
  const { formData: fd, result } = readChartInput(input, bubbleFormDataSchema);
  const metric = (m: BubbleFormData['x']) => (m !== undefined ? getMetricLabel(m) : '');
  const l: BubbleLabels = {
    entity: fd.entity !== undefined ? getColumnLabel(fd.entity) : '',
    series: fd.series !== undefined ? getColumnLabel(fd.series) : undefined,
    x: metric(fd.x),
    y: metric(fd.y),
    size: metric(fd.size),
  };
  const groups = bubbleGroups(result.data, l);
  const sizer = bubbleSizer(
    result.data.map((row) => toNumberOrNull(row[l.size])),
    fd.max_bubble_size,
  );
  const colorOf = createColorScale(fd.color_scheme, fd.label_colors);
  const formats: [Format, Format, Format] = [
    getMetricFormatter(datasource, l.x, fd.xAxisFormat),
    getMetricFormatter(datasource, l.y, fd.y_axis_format),
    getMetricFormatter(datasource, l.size, fd.tooltipSizeFormat),
  ];
  const ys = [...groups.values()].flatMap((points) =>
    points.map((p) => p[1]).filter((v): v is number => v !== null),
  );
  const yLabelWidth = ys.length
    ? Math.max(
        estimateLabelWidth(formats[1](Math.min(...ys))),
        estimateLabelWidth(formats[1](Math.max(...ys))),
      )
    : 0;
  const legend = getLegendProps(fd, [...groups.keys()], width);
  const grid = gridForLegend(legend, 16, width);

  const echartOptions: Record<string, unknown> = {
    animation: false,
    legend,
    grid: {
      ...grid,
      left: (grid.left ?? 16) + (fd.y_axis_label ? fd.y_axis_title_margin : 0),
      bottom: (grid.bottom ?? 16) + (fd.x_axis_label ? fd.x_axis_title_margin : 0),
      containLabel: true,
    },
    ...bubbleAxes(fd, formats[0], formats[1], yLabelWidth),
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: bubbleTooltip(l, formats, (n) => verboseName(datasource, n)),
    },
    series: [...groups].map(([seriesName, points]) => ({
      name: seriesName,
      type: 'scatter',
      data: points,
      symbolSize: (value: BubblePoint) => sizer(value[2]),
      itemStyle: { color: colorOf(seriesName), opacity: fd.opacity },
    })),
  };
  const columns = [fd.entity, fd.series].filter((c): c is QueryColumn => c !== undefined);
  return { width, height, echartOptions, columns };
}
