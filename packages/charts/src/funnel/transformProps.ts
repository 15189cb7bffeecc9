/** Chart-data result → funnel ECharts option: a step per row, labelled by the chosen contents. */
import type { QueryColumn } from '@meridian/core';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { readChartInput, readGroupedMetric } from '../shared/chartInput.js';
import { createColorScale } from '../shared/colors.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import { gridForLegend, getLegendProps } from '../shared/legend.js';
import { formatSliceLabel, type SliceLabelType } from '../shared/sliceLabels.js';
import { funnelFormDataSchema, type PercentCalculationType } from './formData.js';
import { groupLabeller } from './groupLabel.js';
import { labelColorOn } from '../heatmap/cellStyle.js';

export interface FunnelChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  groupby: QueryColumn[];
  /** Step name → its groupby values (for cross-filters and drill menus). */
  labelMap: Record<string, unknown[]>;
}

export interface FunnelStep {
  name: string;
  value: number | null;
  /** Shares of the first step's value and of the previous step's. */
  firstStepPercent: number;
  prevStepPercent: number;
}

/** The share a step shows: of the total (ECharts' percent), of the first step or of the previous one. */
export function stepPercent(
  type: PercentCalculationType,
  step: Pick<FunnelStep, 'firstStepPercent' | 'prevStepPercent'>,
  totalPercent: number,
): number {
  if (type === 'total') return totalPercent / 100;
  const share = type === 'prev_step' ? step.prevStepPercent : step.firstStepPercent;
  return Number.isFinite(share) ? share : 0;
}

/** Steps in result order; a null metric stays null (ECharts leaves the step out). */
function stepsOf(values: (number | null)[], names: string[]): FunnelStep[] {
  const first = values[0] ?? null;
  return values.map((value, i) => {
    const prev = i === 0 ? value : (values[i - 1] ?? null);
    return {
      name: names[i]!,
      value,
      firstStepPercent: value !== null && first ? value / first : 0,
      prevStepPercent: i === 0 ? 1 : value !== null && prev ? value / prev : 0,
    };
  });
}

/** The most steps that get labels. */
export const MAX_LABELLED_STEPS = 500;

type LabelParams = { name: string; value: number; percent: number; data: FunnelStep };

export function transformFunnelProps(input: ChartTransformInput): FunnelChartProps {
  const { width, height, datasource } = input;
  const { formData, result } = readChartInput(input, funnelFormDataSchema);
  const { groupby, labels, metricLabel, format } = readGroupedMetric(formData, result, datasource);
  const nameOf = groupLabeller(result, labels);
  const names = result.data.map(nameOf);
  const steps = stepsOf(
    result.data.map((row) => toNumberOrNull(row[metricLabel])),
    names,
  );
  const colorOf = createColorScale(formData.color_scheme, formData.label_colors);
  const percentType = formData.percent_calculation_type;
  const labelOf = (type: SliceLabelType, p: LabelParams) =>
    formatSliceLabel(
      type,
      { name: p.name, value: p.value, percent: stepPercent(percentType, p.data, p.percent) },
      format,
    );
  // Beyond this many steps labels cannot fit; laying each out costs seconds at 10,000 (bench/charts.mjs).
  const labelled = steps.length <= MAX_LABELLED_STEPS;
  const legend = getLegendProps(formData, names, width);
  const grid = gridForLegend(legend, 16, width);

  const echartOptions: Record<string, unknown> = {
    animation: false,
    legend,
    tooltip: {
      show: formData.show_tooltip_labels,
      trigger: 'item',
      confine: true,
      formatter: (p: LabelParams) => escapeHtml(labelOf(formData.tooltip_label_type, p)),
    },
    series: [
      {
        type: 'funnel',
        top: grid.top,
        bottom: grid.bottom,
        left: (grid.left ?? 16) + 16,
        right: (grid.right ?? 16) + 16,
        minSize: '0%',
        maxSize: '100%',
        sort: formData.sort,
        orient: formData.orient,
        gap: formData.gap,
        funnelAlign: 'center',
        labelLine: { show: formData.label_line },
        label: {
          show: formData.show_labels && labelled,
          position: formData.label_line ? 'outer' : 'inner',
          textBorderColor: 'transparent',
          color: '#323232',
          formatter: (p: LabelParams) => labelOf(formData.label_type, p),
        },
        emphasis: { label: { show: true, fontWeight: 'bold' } },
        data: steps.map((s) => {
          const color = colorOf(s.name);
          // Labels inside a step are written in the colour that reads on it.
          return {
            ...s,
            itemStyle: { color },
            ...(formData.label_line || !labelled ? {} : { label: { color: labelColorOn(color) } }),
          };
        }),
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
