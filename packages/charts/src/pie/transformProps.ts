/** Chart-data result → pie/donut ECharts option: slices per groupby combination, labels and legend. */
import { getTimeFormatter, type ChartDataResult, type QueryColumn } from '@meridian/core';
import { verboseName, type ChartDatasource } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { pieFormDataSchema } from './formData.js';
import { isTemporalColumn, toNumberOrNull, toText } from '../shared/chartData.js';
import { createColorScale } from '../shared/colors.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { boolOf, numberOf } from '../shared/formData.js';
import { getLegendProps } from '../shared/legend.js';
import { formatSliceLabel, type SliceLabelType } from '../shared/sliceLabels.js';
import { readChartInput, readGroupedMetric } from '../shared/chartInput.js';

/** The pie's label types are the slice labels every part-of-a-whole chart offers. */
export type PieLabelType = SliceLabelType;
export const formatPieLabel = formatSliceLabel;

export interface PieChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  groupby: QueryColumn[];
  /** Slice name → its groupby values (for cross-filters). */
  labelMap: Record<string, unknown[]>;
}

export interface PieSlice {
  name: string;
  value: number;
  values: unknown[];
}

/** A slice per row: named by its dimension values (dates formatted), sized by the metric. */
function slicesOf(
  result: ChartDataResult,
  labels: string[],
  metricLabel: string,
  dateFormatText: string | undefined,
  datasource: ChartDatasource | undefined,
): PieSlice[] {
  const dateFormat = getTimeFormatter(dateFormatText);
  const nameOf = (row: Record<string, unknown>) =>
    labels
      .map((label) => {
        const v = row[label];
        if (v === null || v === undefined) return '<NULL>';
        return isTemporalColumn(result, label) ? dateFormat(v as number) : toText(v);
      })
      .join(', ') || verboseName(datasource, metricLabel);

  return result.data.map((row) => ({
    name: nameOf(row),
    value: toNumberOrNull(row[metricLabel]) ?? 0,
    values: labels.map((l) => row[l]),
  }));
}

interface PieRoom {
  legend: ReturnType<typeof getLegendProps>;
  /** The slices labelled outside the pie (none when labels are inside or hidden). */
  labels: PieSlice[];
  labelText: (slice: PieSlice) => string;
  width: number;
  height: number;
  /** The chosen radii, percent of half the smaller side. */
  outer: number;
  inner: number;
}

/** The pie's radii and centre: beside the legend, shrunk so outside labels fit. */
function pieGeometry({ legend, labels, labelText, width, height, outer, inner }: PieRoom) {
  const legendLeft = legend.show && legend.left === 0;
  const legendRight = legend.show && legend.right === 0;
  // Outside labels need room beside the pie: shrink it so the widest label fits (not cut to "Classi…").
  const widestLabel = labels.length ? Math.max(0, ...labels.map((s) => labelText(s).length * 7.5)) : 0;
  const sideRoom = (legend.show && (legend.left === 0 || legend.right === 0) ? width * 0.8 : width) / 2;
  const maxRadiusPx = Math.max(0, sideRoom - widestLabel - 50);
  const halfSide = Math.min(width, height) / 2;
  const outerPercent = widestLabel
    ? Math.max(Math.min(outer, 40), Math.min(outer, (maxRadiusPx / halfSide) * 100))
    : outer;
  const innerPercent = Math.min(inner, outerPercent * (inner / Math.max(outer, 1)));
  const center = [
    legendLeft ? '60%' : legendRight ? '40%' : '50%',
    legend.show && legend.top === 0 ? '55%' : '50%',
  ];

  return { innerPercent, outerPercent, center };
}

/** The total written in the middle of the pie. */
const totalGraphic = (text: string) => ({
  graphic: [{ type: 'text', left: 'center', top: 'middle', style: { text, fontSize: 16 } }],
});

export function transformPieProps(input: ChartTransformInput): PieChartProps {
  const { width, height, datasource } = input;
  const { formData, result } = readChartInput(input, pieFormDataSchema);
  const { groupby, labels, metricLabel, format } = readGroupedMetric(formData, result, datasource);

  const slices = slicesOf(result, labels, metricLabel, formData.date_format, datasource);
  const total = slices.reduce((acc, s) => acc + s.value, 0);
  const colorOf = createColorScale(formData.color_scheme, formData.label_colors);
  const labelType = (formData.label_type as PieLabelType | undefined) ?? 'key';
  const threshold = numberOf(formData.show_labels_threshold, 5) / 100;
  const showLabels = boolOf(formData.show_labels, true);
  const outside = boolOf(formData.labels_outside, true);
  const donut = Boolean(formData.donut);
  const outer = numberOf(formData.outerRadius, 70);
  const inner = numberOf(formData.innerRadius, 30);
  const legend = getLegendProps(
    formData,
    slices.map((s) => s.name),
    width,
  );
  const { innerPercent, outerPercent, center } = pieGeometry({
    legend,
    labels: showLabels && outside ? slices.filter((s) => s.value / (total || 1) >= threshold) : [],
    labelText: (s) => formatPieLabel(labelType, { ...s, percent: s.value / (total || 1) }, format),
    width,
    height,
    outer,
    inner,
  });

  const echartOptions: Record<string, unknown> = {
    animation: false,
    legend,
    tooltip: {
      trigger: 'item',
      // Inside the chart: a long slice name would otherwise run past its edge and be cut off.
      confine: true,
      // HTML: the slice name and the formatted value are data and chart settings, not markup.
      formatter: (p: { name: string; value: number; percent: number }) =>
        escapeHtml(formatPieLabel('key_value_percent', { ...p, percent: p.percent / 100 }, format)),
    },
    series: [
      {
        type: 'pie',
        // Metrics with no values (all null or zero) draw no slices, not equal ones that mean nothing.
        stillShowZeroSum: false,
        radius: [donut ? `${innerPercent}%` : 0, `${outerPercent}%`],
        center,
        avoidLabelOverlap: true,
        labelLine: { show: outside && boolOf(formData.label_line, false) },
        label: {
          show: showLabels,
          position: outside ? 'outer' : 'inner',
          formatter: (p: { name: string; value: number; percent: number }) =>
            p.percent / 100 < threshold
              ? ''
              : formatPieLabel(labelType, { ...p, percent: p.percent / 100 }, format),
        },
        data: slices.map((s) => ({ name: s.name, value: s.value, itemStyle: { color: colorOf(s.name) } })),
      },
    ],
    ...(formData.show_total ? totalGraphic(`Total: ${format(total)}`) : {}),
  };
  return {
    width,
    height,
    echartOptions,
    groupby,
    labelMap: Object.fromEntries(slices.map((s) => [s.name, s.values])),
  };
}
