/** Histogram bins → ECharts bars: a bar series per dimension group, a category per bin. */
import { getColumnLabel, NumberFormats, getNumberFormatter } from '@meridian/core';
import { getMetricFormatter } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { columnLabels } from '../shared/buildQueryContext.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { readChartInput } from '../shared/chartInput.js';
import { createColorScale } from '../shared/colors.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { getLegendProps, gridForLegend } from '../shared/legend.js';
import { groupLabeller } from '../funnel/groupLabel.js';
import { categoryAxisLabel } from '../timeseries/axisLabels.js';
import { TITLE_ROOM, titleGap } from '../waterfall/axisTitle.js';
import { histogramFormDataSchema } from './formData.js';

export interface HistogramChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
}

const percent = getNumberFormatter(NumberFormats.PERCENT_2_POINT);

/** "1.5 - 3.0" → its bounds, formatted ("1.5 - 3"); other names are kept. */
export function binLabel(name: string, format: (n: number) => string): string {
  const bounds = name.split(' - ').map(Number);
  return bounds.length === 2 && bounds.every(Number.isFinite)
    ? `${format(bounds[0]!)} - ${format(bounds[1]!)}`
    : name;
}

type AxisParam = { marker: string; seriesName: string; value: number | null; name: string };

export function transformHistogramProps(input: ChartTransformInput): HistogramChartProps {
  const { width, height, datasource } = input;
  const { formData: fd, result } = readChartInput(input, histogramFormDataSchema);
  const columnLabel = fd.column !== undefined ? getColumnLabel(fd.column) : '';
  const groupLabels = columnLabels(fd.groupby);
  const groups = new Set(groupLabels);
  const bins = result.colnames.filter((c) => !groups.has(c));
  const xFormat = getMetricFormatter(datasource, columnLabel, fd.x_axis_format);
  const yFormat = getMetricFormatter(undefined, undefined, fd.y_axis_format);
  const xLabels = bins.map((b) => binLabel(b, xFormat));
  const nameOf = groupLabeller(result, groupLabels);
  const colorOf = createColorScale(fd.color_scheme, fd.label_colors);
  const series = result.data.map((row) => {
    const name = groupLabels.length ? nameOf(row) : columnLabel;
    return {
      name,
      type: 'bar',
      data: bins.map((b) => toNumberOrNull(row[b])),
      itemStyle: { color: colorOf(name) },
      label: { show: fd.show_value, position: 'top', formatter: (p: { value: number }) => yFormat(p.value) },
    };
  });
  const axisLabel = categoryAxisLabel(xLabels, { axisLength: width, crossLength: height });
  const legend = getLegendProps(
    fd,
    series.map((s) => s.name),
    width,
  );

  const tooltipFormatter = (params: AxisParam[]) => {
    const rows = params.map((p) => [`${p.marker}${escapeHtml(p.seriesName)}`, escapeHtml(yFormat(p.value))]);
    if (groupLabels.length) {
      const total = params.reduce((acc, p) => acc + (p.value ?? 0), 0);
      if (!fd.normalize) rows.forEach((r, i) => r.push(percent((params[i]!.value ?? 0) / (total || 1))));
      rows.push(['Total', escapeHtml(yFormat(total)), ...(fd.normalize ? [] : [percent(1)])]);
    }
    return [`<strong>${escapeHtml(params[0]?.name ?? '')}</strong>`, ...rows.map((r) => r.join(' '))].join(
      '<br/>',
    );
  };

  const echartOptions: Record<string, unknown> = {
    animation: false,
    legend,
    grid: {
      ...gridForLegend(legend, 16, width),
      ...(fd.x_axis_title ? { bottom: 16 + TITLE_ROOM } : {}),
      containLabel: true,
    },
    xAxis: {
      type: 'category',
      data: xLabels,
      axisLabel,
      ...(fd.x_axis_title
        ? { name: fd.x_axis_title, nameGap: titleGap(xLabels, axisLabel, 35), nameLocation: 'middle' }
        : {}),
    },
    yAxis: {
      type: 'value',
      axisLabel: { formatter: (v: number) => yFormat(v), hideOverlap: true },
      ...(fd.y_axis_title
        ? { name: fd.y_axis_title, nameGap: fd.normalize ? 55 : 40, nameLocation: 'middle' }
        : {}),
    },
    tooltip: { trigger: 'axis', confine: true, axisPointer: { type: 'shadow' }, formatter: tooltipFormatter },
    series,
  };
  return { width, height, echartOptions };
}
