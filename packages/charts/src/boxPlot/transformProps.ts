/** Boxplot statistics → ECharts box plot: a box per group (and metric), outliers as points. */
import { getMetricLabel, type QueryColumn } from '@meridian/core';
import { getMetricFormatter } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { columnLabels } from '../shared/buildQueryContext.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { readChartInput } from '../shared/chartInput.js';
import { createColorScale } from '../shared/colors.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { numberOf } from '../shared/formData.js';
import { groupLabeller } from '../funnel/groupLabel.js';
import { categoryAxisLabel } from '../timeseries/axisLabels.js';
import { ticksRotation } from '../waterfall/transformProps.js';
import { boxPlotFormDataSchema, type BoxPlotFormData } from './formData.js';

export interface BoxPlotChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  groupby: QueryColumn[];
  /** Per box: the name of its group (a key of labelMap). */
  boxGroups: string[];
  /** Group name → its groupby values (for cross-filters). */
  labelMap: Record<string, unknown[]>;
}

export interface BoxStats {
  min: number | null;
  q1: number | null;
  median: number | null;
  q3: number | null;
  max: number | null;
  mean: number | null;
  count: number | null;
  outliers: number[];
}

/** The statistics the boxplot step wrote for `metric` in a row ("<metric>__<stat>" columns). */
export function boxStatsOf(row: Record<string, unknown>, metric: string): BoxStats {
  const n = (stat: string) => toNumberOrNull(row[`${metric}__${stat}`]);
  const outliers = row[`${metric}__outliers`];
  return {
    min: n('min'),
    q1: n('q1'),
    median: n('median'),
    q3: n('q3'),
    max: n('max'),
    mean: n('mean'),
    count: n('count'),
    outliers: Array.isArray(outliers)
      ? outliers.map(toNumberOrNull).filter((v): v is number => v !== null)
      : [],
  };
}

/** The tooltip lines of a box, highest first (as Superset lists them). */
export function boxTooltip(name: string, s: BoxStats, format: (n: number | null) => string): string {
  const lines = [
    `Max: ${format(s.max)}`,
    `3rd Quartile: ${format(s.q3)}`,
    `Mean: ${format(s.mean)}`,
    `Median: ${format(s.median)}`,
    `1st Quartile: ${format(s.q1)}`,
    `Min: ${format(s.min)}`,
    `# Observations: ${format(s.count)}`,
    ...(s.outliers.length ? [`# Outliers: ${format(s.outliers.length)}`] : []),
  ];
  return (name ? `<strong>${escapeHtml(name)}</strong><br/>` : '') + lines.map(escapeHtml).join('<br/>');
}

interface Box {
  group: string;
  name: string;
  stats: BoxStats;
}

/** The grid and axes: category names below, values beside, with the optional titles at their margins. */
function boxAxes(
  fd: BoxPlotFormData,
  names: string[],
  size: { width: number; height: number },
  format: (v: number) => string,
) {
  const xMargin = numberOf(fd.x_axis_title_margin, 15);
  const yMargin = numberOf(fd.y_axis_title_margin, 15);
  const yLeft = fd.y_axis_title_position !== 'Top';
  return {
    grid: {
      top: fd.y_axis_title && !yLeft ? 40 : 24,
      bottom: fd.x_axis_title ? xMargin + 16 : 16,
      left: fd.y_axis_title && yLeft ? yMargin + 24 : 16,
      right: 24,
      containLabel: true,
    },
    xAxis: {
      type: 'category',
      data: names,
      axisLabel: categoryAxisLabel(names, {
        axisLength: size.width,
        crossLength: size.height,
        rotation: ticksRotation(fd.x_ticks_layout),
      }),
      ...(fd.x_axis_title ? { name: fd.x_axis_title, nameGap: xMargin, nameLocation: 'middle' } : {}),
    },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: { formatter: format, hideOverlap: true },
      ...(fd.y_axis_title
        ? {
            name: fd.y_axis_title,
            nameGap: yMargin + (yLeft ? 30 : 0),
            nameLocation: yLeft ? 'middle' : 'end',
          }
        : {}),
    },
  };
}

/** The boxes and the outlier points, coloured by group. */
function boxSeries(
  boxes: Box[],
  colorOf: (label: string) => string,
  format: (v: number | null) => string,
  grouped: boolean,
) {
  const outliers = boxes.flatMap((b) =>
    b.stats.outliers.map((v) => ({ value: [b.name, v], itemStyle: { color: colorOf(b.group) } })),
  );
  return [
    {
      name: 'boxplot',
      type: 'boxplot',
      data: boxes.map((b) => ({
        name: b.name,
        value: [b.stats.min, b.stats.q1, b.stats.median, b.stats.q3, b.stats.max],
        itemStyle: { color: colorOf(b.group), opacity: 0.6, borderColor: colorOf(b.group) },
      })),
      tooltip: {
        formatter: (p: { dataIndex: number }) => {
          const box = boxes[p.dataIndex];
          return box ? boxTooltip(box.name, box.stats, format) : '';
        },
      },
    },
    {
      name: 'outlier',
      type: 'scatter',
      data: outliers,
      tooltip: {
        formatter: (p: { value: [string, number] }) =>
          `${grouped ? `<strong>${escapeHtml(p.value[0])}</strong><br/>` : ''}${escapeHtml(format(p.value[1]))}`,
      },
    },
  ];
}

export function transformBoxPlotProps(input: ChartTransformInput): BoxPlotChartProps {
  const { width, height, datasource } = input;
  const { formData: fd, result } = readChartInput(input, boxPlotFormDataSchema);
  const labels = columnLabels(fd.groupby);
  const metrics = fd.metrics.map(getMetricLabel);
  const format = getMetricFormatter(datasource, metrics[0], fd.number_format);
  const groupName = groupLabeller(result, labels, fd.date_format);
  const colorOf = createColorScale(fd.color_scheme, fd.label_colors);
  const boxes: Box[] = result.data.flatMap((row) => {
    const group = groupName(row);
    return metrics.map((metric) => ({
      group,
      name: metrics.length === 1 ? group : `${group}, ${metric}`,
      stats: boxStatsOf(row, metric),
    }));
  });
  const echartOptions: Record<string, unknown> = {
    animation: false,
    ...boxAxes(
      fd,
      boxes.map((b) => b.name),
      { width, height },
      (v) => format(v),
    ),
    tooltip: { trigger: 'item', confine: true, axisPointer: { type: 'shadow' } },
    series: boxSeries(boxes, colorOf, format, labels.length > 0),
  };
  return {
    width,
    height,
    echartOptions,
    groupby: fd.groupby,
    boxGroups: boxes.map((b) => b.group),
    labelMap: Object.fromEntries(result.data.map((row) => [groupName(row), labels.map((l) => row[l])])),
  };
}
