/**
 * Chart-data result → ECharts sunburst: one ring per hierarchy level, the top level innermost. With a
 * secondary metric (other than the primary) a node's colour is its secondary/primary ratio on the
 * linear scheme; otherwise the categorical colour of its own name, as in Superset: a category keeps
 * one colour in every branch (and across the dashboard's charts).
 */
import { getColumnLabel, getMetricLabel, type QueryColumn, type QueryMetric } from '@meridian/core';
import { getMetricFormatter, verboseName } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { sunburstFormDataSchema, type SunburstFormData } from './formData.js';
import { createColorScale } from '../shared/colors.js';
import { boolOf, columnsOf, numberOf } from '../shared/formData.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import {
  buildHierarchy,
  hierarchyNameFormatter,
  flattenHierarchy,
  formatPercent,
  labelColorOn,
  type HierarchyItemFields,
  type HierarchyNode,
} from '../shared/hierarchy.js';
import { createSequentialScale } from '../shared/sequentialColors.js';
import { formatSliceLabel, type SliceLabelType } from '../shared/sliceLabels.js';
import { readChartInput } from '../shared/chartInput.js';

export type SunburstLabelType =
  'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent';

export interface SunburstChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  columns: QueryColumn[];
}

export interface SunburstItem extends HierarchyItemFields {
  name: string;
  value: number;
  secondaryValue: number;
  /** Share of the parent node; empty for top-level nodes. */
  parentShare: string;
  totalShare: string;
  children?: SunburstItem[];
  itemStyle: { color?: string };
  label: { color: string };
}

/** A sector's label: the slice label of its value over the whole sunburst's total. */
export function formatSunburstLabel(
  type: string,
  node: { name: string; value: number },
  total: number,
  format: (n: number) => string,
): string {
  return formatSliceLabel(
    type as SliceLabelType,
    { ...node, percent: total ? node.value / total : 0 },
    format,
  );
}

export interface SunburstTooltipContext {
  metricName: string;
  /** Set when colours come from the secondary metric. */
  secondaryName?: string;
  format: (n: number) => string;
  formatSecondary: (n: number) => string;
}

/** Tooltip: path, share of total and of parent, the metric (and the secondary metric with the ratio). */
export function sunburstTooltip(item: SunburstItem, ctx: SunburstTooltipContext): string {
  const lines = [
    `<div style="font-weight: 600">${escapeHtml(item.path.join(' ▸ '))}</div>`,
    `<div>${item.totalShare} of total</div>`,
  ];
  if (item.parentShare) lines.push(`<div>${item.parentShare} of parent</div>`);
  const secondary = ctx.secondaryName
    ? `, ${escapeHtml(ctx.secondaryName)}: ${escapeHtml(ctx.formatSecondary(item.secondaryValue))}`
    : '';
  lines.push(`<div>${escapeHtml(ctx.metricName)}: ${escapeHtml(ctx.format(item.value))}${secondary}</div>`);
  if (ctx.secondaryName) {
    lines.push(
      `<div>${escapeHtml(ctx.metricName)}/${escapeHtml(ctx.secondaryName)}: ${formatPercent(item.secondaryValue, item.value)}</div>`,
    );
  }
  return lines.join('');
}

const ratio = (node: HierarchyNode) => (node.value ? node.secondaryValue / node.value : 0);

/**
 * The hierarchy as sunburst items, coloured by category (the scheme) or, with a secondary metric, by
 * the ratio of the two (the linear scheme).
 */
function sunburstItems(
  tree: HierarchyNode[],
  formData: SunburstFormData,
  byRatio: boolean,
  total: number,
): SunburstItem[] {
  const categorical = createColorScale(formData.color_scheme, formData.label_colors);
  const ratios = flattenHierarchy(tree).map(ratio);
  // Superset's linear domain always spans 0.
  const linear = createSequentialScale(
    formData.linear_color_scheme,
    Math.min(0, ...ratios),
    Math.max(0, ...ratios),
  );
  const toItem = (node: HierarchyNode, parentValue: number | null): SunburstItem => {
    const color = byRatio ? linear(ratio(node)) : categorical(node.name);
    const item: SunburstItem = {
      name: node.name,
      value: node.value,
      secondaryValue: node.secondaryValue,
      values: node.values,
      path: node.path,
      parentShare: parentValue === null ? '' : formatPercent(node.value, parentValue),
      totalShare: formatPercent(node.value, total) || '0.00%',
      itemStyle: { color },
      label: { color: labelColorOn(color) },
    };
    if (node.children.length) item.children = node.children.map((c) => toItem(c, node.value));
    return item;
  };
  // The inner ring takes the scheme's first colours; deeper categories the next ones.
  if (!byRatio) for (const node of tree) categorical(node.name);
  return tree.map((node) => toItem(node, null));
}

export function transformSunburstProps(input: ChartTransformInput): SunburstChartProps {
  const { width, height, datasource } = input;
  const { formData, result } = readChartInput(input, sunburstFormDataSchema);
  const columns = columnsOf(formData.columns);
  const levels = columns.map(getColumnLabel);
  const metric = formData.metric;
  const metricLabel = metric !== undefined ? getMetricLabel(metric) : '';
  const secondary = formData.secondary_metric as QueryMetric | null | undefined;
  const secondaryLabel = secondary ? getMetricLabel(secondary) : undefined;
  const byRatio = secondaryLabel !== undefined && secondaryLabel !== metricLabel;
  const numberFormat = formData.number_format;
  const currency = formData.currency_format;
  const format = getMetricFormatter(datasource, metricLabel, numberFormat, currency);
  const formatSecondary = getMetricFormatter(datasource, secondaryLabel, numberFormat, currency);

  const tree = buildHierarchy(result.data, {
    levels,
    metric: metricLabel,
    secondaryMetric: byRatio ? secondaryLabel : undefined,
    formatName: hierarchyNameFormatter(result, levels, formData.date_format),
  });
  const total = tree.reduce((acc, n) => acc + n.value, 0);

  const data = sunburstItems(tree, formData, byRatio, total);

  const labelType = (formData.label_type as string | undefined) ?? 'key';
  const showLabels = boolOf(formData.show_labels, false);
  const threshold = numberOf(formData.show_labels_threshold, 5);
  const padding = { top: 12, right: 4, bottom: 12, left: 4 };
  const radius = Math.max(
    0,
    Math.min(width - padding.left - padding.right, height - padding.top - padding.bottom) / 2,
  );
  const tooltipContext: SunburstTooltipContext = {
    metricName: verboseName(datasource, metricLabel),
    secondaryName: byRatio ? verboseName(datasource, secondaryLabel ?? '') : undefined,
    format,
    formatSecondary,
  };

  const echartOptions: Record<string, unknown> = {
    animation: false,
    tooltip: {
      trigger: 'item',
      formatter: (p: { data?: SunburstItem }) =>
        p.data?.path ? sunburstTooltip(p.data, tooltipContext) : '',
    },
    series: [
      {
        type: 'sunburst',
        nodeClick: false,
        radius: [radius * 0.3, radius],
        // No focus: 'ancestor' (Superset's): the blur it puts on other nodes stays after a click
        // redraws the chart under the pointer (a cross-filter fades nodes itself).
        emphasis: { label: { show: showLabels } },
        itemStyle: { borderColor: '#ffffff', borderWidth: 1 },
        label: {
          show: showLabels,
          width: (radius * 0.6) / (levels.length || 1),
          overflow: 'truncate',
          // ECharts hides labels of sectors narrower than this (a percentage point is 3.6°).
          minAngle: threshold * 3.6,
          formatter: (p: { name: string; value: unknown }) =>
            formatSunburstLabel(labelType, { name: p.name, value: Number(p.value) }, total, format),
        },
        data,
      },
    ],
    ...(formData.show_total
      ? {
          graphic: [
            {
              type: 'text',
              left: 'center',
              top: 'middle',
              z: 10,
              style: { text: `Total: ${format(total)}`, fontSize: 16, fontWeight: 'bold' },
            },
          ],
        }
      : {}),
  };
  return { width, height, echartOptions, columns };
}
