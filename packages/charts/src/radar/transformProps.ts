/** Chart-data result → radar ECharts option: a polygon per group, an axis (indicator) per metric. */
import { getMetricLabel, type QueryColumn } from '@meridian/core';
import { getMetricFormatter, verboseName } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { columnLabels } from '../shared/buildQueryContext.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { readChartInput } from '../shared/chartInput.js';
import { createColorScale } from '../shared/colors.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { getLegendProps } from '../shared/legend.js';
import { groupLabeller } from '../funnel/groupLabel.js';
import { radarFormDataSchema, type RadarColumnConfig } from './formData.js';

export interface RadarChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  groupby: QueryColumn[];
  /** Group name → its groupby values (for cross-filters and drill menus). */
  labelMap: Record<string, unknown[]>;
}

export interface RadarIndicator {
  name: string;
  min: number;
  max?: number;
}

/**
 * An axis per metric: the max set in Customize Metrics, else the data's largest value; the min set
 * there, the data's smallest when set to null, else 0 (so 0 sits at the centre).
 */
export function radarIndicators(
  metricLabels: readonly string[],
  columns: readonly (readonly (number | null)[])[],
  config: RadarColumnConfig,
  nameOf: (label: string) => string,
): RadarIndicator[] {
  return metricLabels.map((label, i) => {
    const values = columns[i]!.filter((v): v is number => v !== null);
    const settings = config[label] ?? {};
    const dataMax = values.length ? Math.max(...values) : undefined;
    const dataMin = values.length ? Math.min(...values) : 0;
    const min = settings.radarMetricMinValue === undefined ? 0 : (settings.radarMetricMinValue ?? dataMin);
    const chosenMax = settings.radarMetricMaxValue ?? dataMax;
    const max = chosenMax !== undefined && chosenMax > min ? chosenMax : undefined;
    return { name: nameOf(label), min, ...(max !== undefined ? { max } : {}) };
  });
}

export function transformRadarProps(input: ChartTransformInput): RadarChartProps {
  const { width, height, datasource } = input;
  const { formData: fd, result } = readChartInput(input, radarFormDataSchema);
  const groupby = fd.groupby;
  const labels = columnLabels(groupby);
  const metricLabels = fd.metrics.map(getMetricLabel);
  const formats = metricLabels.map((m) =>
    getMetricFormatter(datasource, m, fd.number_format, fd.currency_format),
  );
  const nameOf = groupLabeller(result, labels, fd.date_format);
  const names = result.data.map(nameOf);
  const values = result.data.map((row) => metricLabels.map((m) => toNumberOrNull(row[m])));
  const colorOf = createColorScale(fd.color_scheme, fd.label_colors);
  const metricName = (m: string) => verboseName(datasource, m);
  const indicator = radarIndicators(
    metricLabels,
    metricLabels.map((_, i) => values.map((v) => v[i]!)),
    fd.column_config,
    metricName,
  );
  const labelFormatter = (p: { name: string; value: number; dimensionIndex?: number }) => {
    const text = (formats[p.dimensionIndex ?? 0] ?? formats[0]!)(p.value);
    return fd.label_type === 'key_value' ? `${p.name}: ${text}` : text;
  };

  const echartOptions: Record<string, unknown> = {
    animation: false,
    legend: getLegendProps(fd, names, width),
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { name: string; value: (number | null)[] }) =>
        [
          `<strong>${escapeHtml(p.name)}</strong>`,
          ...metricLabels.map(
            (m, i) => `${escapeHtml(metricName(m))}: ${escapeHtml(formats[i]!(p.value?.[i] ?? null))}`,
          ),
        ].join('<br/>'),
    },
    radar: {
      shape: fd.is_circle ? 'circle' : 'polygon',
      indicator,
      radius: '65%',
      center: ['50%', '55%'],
      axisName: { color: '#666666' },
    },
    series: [
      {
        type: 'radar',
        emphasis: { label: { show: true, fontWeight: 'bold', backgroundColor: '#ffffff' } },
        data: result.data.map((_, i) => ({
          name: names[i],
          value: values[i],
          itemStyle: { color: colorOf(names[i]!) },
          label: { show: fd.show_labels, position: fd.label_position, formatter: labelFormatter },
        })),
      },
    ],
  };
  return {
    width,
    height,
    echartOptions,
    groupby,
    labelMap: Object.fromEntries(result.data.map((row, i) => [names[i]!, labels.map((l) => row[l])])),
  };
}
