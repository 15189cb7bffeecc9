/**
 * Chart-data result → calendar heatmap option: one block per metric (its title, its calendars and a
 * legend of colour steps); day cells draw on ECharts calendars, other cells on a domain × cell grid.
 */
import { getMetricLabel, getTimeFormatter } from '@meridian/core';
import { getMetricFormatter, verboseName } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toEpochMs, toNumberOrNull } from '../shared/chartData.js';
import { readChartInput } from '../shared/chartInput.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { getSequentialColors } from '../shared/sequentialColors.js';
import { calendarOption } from './calendarOption.js';
import { domainStarts } from './domains.js';
import { calHeatmapFormDataSchema, type CalHeatmapFormData, type DomainGranularity } from './formData.js';
import { matrixOption } from './matrixOption.js';
import type { MetricCells, OptionParts } from './options.js';

export interface CalHeatmapChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
}

/** The most domains drawn (the latest ones): enough for the usual ranges, bounded for long ones. */
export const MAX_DOMAINS: Readonly<Record<DomainGranularity, number>> = {
  hour: 48,
  day: 62,
  week: 53,
  month: 24,
  year: 6,
};

/** A piecewise legend per metric: its colour steps between its smallest and largest value. */
function legends(
  metrics: readonly MetricCells[],
  blocks: OptionParts['blocks'],
  formats: readonly ((v: number) => string)[],
  fd: CalHeatmapFormData,
) {
  const colors = getSequentialColors(fd.linear_color_scheme);
  const steps = Math.max(1, Math.round(fd.steps));
  return metrics.map((m, i) => {
    const values = m.cells.map(([, v]) => v);
    const min = values.length ? Math.min(...values) : 0;
    const max = values.length ? Math.max(...values) : 1;
    const block = blocks[i]!;
    return {
      type: 'piecewise',
      show: fd.show_legend && values.length > 0,
      seriesIndex: block.seriesIndex,
      dimension: 1,
      min,
      max: max > min ? max : min + 1,
      splitNumber: steps,
      inRange: { color: [...colors] },
      orient: 'horizontal',
      left: 32,
      top: block.legendTop,
      itemWidth: 10,
      itemHeight: 10,
      itemGap: 2,
      showLabel: false,
      text: [formats[i]!(max), formats[i]!(min)],
      textStyle: { fontSize: 10, color: '#666' },
    };
  });
}

type TooltipParams = { seriesName: string; value: unknown[] };

export function transformCalHeatmapProps(input: ChartTransformInput): CalHeatmapChartProps {
  const { width, height, datasource } = input;
  const { formData: fd, result } = readChartInput(input, calHeatmapFormDataSchema);
  const timeLabel = fd.granularity_sqla ?? result.colnames[0] ?? '';
  const metrics: MetricCells[] = fd.metrics.map((m) => {
    const label = getMetricLabel(m);
    const cells = result.data.flatMap((row): [number, number][] => {
      const t = toEpochMs(row[timeLabel]);
      const v = toNumberOrNull(row[label]);
      return t === null || v === null ? [] : [[t, v]];
    });
    return { label, title: verboseName(datasource, label), cells };
  });
  const times = metrics.flatMap((m) => m.cells.map(([t]) => t));
  const domain = fd.domain_granularity;
  const sub = fd.subdomain_granularity;
  const domains = times.length
    ? domainStarts(domain, Math.min(...times), Math.max(...times), MAX_DOMAINS[domain])
    : [];
  const look = {
    cell: Math.max(1, fd.cell_size),
    padding: Math.max(0, fd.cell_padding),
    radius: Math.max(0, fd.cell_radius),
    width,
    height,
    title: fd.show_metric_name,
    legend: fd.show_legend,
  };
  const onCalendar = sub === 'day' && domain !== 'day' && domain !== 'hour';
  const parts = onCalendar
    ? calendarOption(domain, domains, metrics, look)
    : matrixOption(domain, sub, domains, metrics, look);

  const formatTime = getTimeFormatter(fd.x_axis_time_format);
  const formats = metrics.map((m) => getMetricFormatter(datasource, m.label, fd.y_axis_format));
  const visualMap = legends(metrics, parts.blocks, formats, fd);
  const labelOf = (params: { seriesIndex: number; value: unknown[] }) => {
    const i = parts.blocks.findIndex((b) => b.seriesIndex.includes(params.seriesIndex));
    const value = params.value[onCalendar ? 1 : 2] as number;
    return formats[Math.max(0, i)]!(value);
  };
  const echartOptions: Record<string, unknown> = {
    animation: false,
    title: fd.show_metric_name
      ? metrics.map((m, i) => ({
          text: m.title,
          left: 8,
          top: parts.blocks[i]!.titleTop,
          textStyle: { fontSize: 13, fontWeight: 'bold', color: '#333' },
        }))
      : [],
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: TooltipParams & { seriesIndex: number }) => {
        const t = p.value[p.value.length - 1] as number;
        return `${escapeHtml(formatTime(t))}: <strong>${escapeHtml(labelOf(p))}</strong>`;
      },
    },
    visualMap,
    ...parts.components,
    series: parts.series.map((s) => ({
      ...s,
      label: {
        show: fd.show_values,
        fontSize: 8,
        formatter: (p: { seriesIndex: number; value: unknown[] }) => labelOf(p),
      },
      emphasis: { itemStyle: { borderColor: '#333', borderWidth: 1 } },
    })),
  };
  return { width, height: Math.max(height, 0), echartOptions };
}
