/**
 * Chart-data result → the Nightingale rose as ECharts polar bars: the circle cut into equal wedges,
 * one per time (ordered), each series a ring stacked outwards; a rich tooltip lists every series of
 * the hovered time, a plain one the hovered ring.
 */
import { DTTM_ALIAS, getMetricLabel, getNumberFormatter, getTimeFormatter } from '@meridian/core';
import { verboseName } from '../sdk/datasource.js';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toEpochMs, toNumberOrNull } from '../shared/chartData.js';
import { firstResult } from '../shared/chartInput.js';
import { createColorScale } from '../shared/colors.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { columnsOf, metricsOf } from '../shared/formData.js';
import { getLegendProps, gridForLegend } from '../shared/legend.js';
import { splitSeriesName } from '../shared/series.js';
import { petalRings, type Petal } from './petals.js';
import { roseFormDataSchema } from './formData.js';

export interface RoseChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
}

type TooltipParam = { seriesName: string; color: string; name: string; data: Petal };

/** A series' shown name: with one metric and dimensions only the dimension values (legacy naming). */
function seriesName(column: string, metrics: string[], groupbyCount: number, verbose: (m: string) => string) {
  const levels = splitSeriesName(column);
  if (groupbyCount > 0 && metrics.length === 1 && levels.length > groupbyCount)
    return levels.slice(1).join(', ');
  return levels.map((l, i) => (i === 0 ? verbose(l) : l)).join(', ');
}

export function transformRoseProps(input: ChartTransformInput): RoseChartProps {
  const { width, height, datasource } = input;
  const fd = parseFormDataWith(roseFormDataSchema, input.formData);
  const result = firstResult(input.queriesData);
  const metrics = metricsOf(fd.metrics).map(getMetricLabel);
  const groupbyCount = columnsOf(fd.groupby).length;
  // Times in order; the rows are pivoted on __timestamp.
  const rows = [...result.data]
    .map((row) => ({ row, t: toEpochMs(row[DTTM_ALIAS]) }))
    .sort((a, b) => (a.t ?? 0) - (b.t ?? 0));
  const columns = result.colnames.filter((c) => c !== DTTM_ALIAS);
  const values = columns.map((c) => rows.map(({ row }) => toNumberOrNull(row[c])));
  const rings = petalRings(values, fd.rose_area_proportion);
  const formatTime = getTimeFormatter(fd.date_time_format);
  const format = getNumberFormatter(fd.number_format);
  const times = rows.map(({ t }) => (t === null ? 'NULL' : formatTime(t)));
  const names = columns.map((c) => seriesName(c, metrics, groupbyCount, (m) => verboseName(datasource, m)));
  const colorOf = createColorScale(fd.color_scheme, fd.label_colors);
  const legend = getLegendProps(fd, names, width);
  const { top = 24, bottom = 24, left = 16, right = 16 } = gridForLegend(legend, 16, width);
  const size = Math.max(Math.min(width - left - right, height - top - bottom), 40);
  const line = (p: TooltipParam, bold: boolean) =>
    `<span style="display:inline-block;width:10px;height:10px;border-radius:5px;background:${p.color};margin-right:6px"></span>` +
    `${bold ? '<b>' : ''}${escapeHtml(p.seriesName)}: ${escapeHtml(format(p.data.raw))}${bold ? '</b>' : ''}`;

  const echartOptions: Record<string, unknown> = {
    // The legacy rose draws at once (it animates only on hover).
    animation: false,
    legend,
    tooltip: {
      trigger: fd.rich_tooltip ? 'axis' : 'item',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: (params: TooltipParam | TooltipParam[]) => {
        const list = Array.isArray(params) ? params : [params];
        const head = escapeHtml(list[0]?.name ?? '');
        return [head, ...list.map((p) => line(p, !Array.isArray(params)))].join('<br/>');
      },
    },
    polar: {
      center: [(left + width - right) / 2, (top + height - bottom) / 2],
      // The legacy rose leaves 35px between the largest wedge and the edge for the time labels.
      radius: [0, Math.max(size / 2 - 35, 10)],
    },
    angleAxis: {
      type: 'category',
      data: times,
      startAngle: 90,
      clockwise: true,
      axisTick: { show: false },
      axisLabel: { hideOverlap: true, interval: 'auto' },
      axisLine: { lineStyle: { color: '#ccc' } },
    },
    // The largest wedge reaches the edge, as in the legacy rose.
    radiusAxis: { type: 'value', max: 'dataMax', axisLabel: { show: false }, axisTick: { show: false } },
    series: columns.map((column, s) => ({
      type: 'bar',
      coordinateSystem: 'polar',
      stack: 'rose',
      id: column,
      name: names[s],
      itemStyle: { color: colorOf(names[s]!) },
      barCategoryGap: 0,
      emphasis: { focus: 'series' },
      data: rings[s],
    })),
  };
  return { width, height, echartOptions };
}
