/**
 * Chart-data result → ECharts treemap: nested rectangles, one level per groupby column. Top-level
 * nodes take the categorical colour of their name (label_colors first); their descendants lighter
 * shades of it, by size. Parents show an upper label (their name band), leaves a label of the chosen type.
 */
import type { QueryColumn } from '@meridian/core';
import { verboseName } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { treemapFormDataSchema } from './formData.js';
import { createColorScale } from '../shared/colors.js';
import { boolOf } from '../shared/formData.js';
import { escapeHtml } from '../shared/escapeHtml.js';
import {
  buildHierarchy,
  hierarchyNameFormatter,
  formatPercent,
  labelColorOn,
  lighten,
  type HierarchyItemFields,
  type HierarchyNode,
} from '../shared/hierarchy.js';
import { readChartInput, readGroupedMetric } from '../shared/chartInput.js';

export type TreemapLabelType = 'key' | 'value' | 'key_value';

export interface TreemapChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  groupby: QueryColumn[];
}

/** A treemap data item: ECharts' fields plus the node's path and its shares (for the tooltip). */
export interface TreemapItem extends HierarchyItemFields {
  name: string;
  value: number;
  /** Share of the parent node (of the whole for top-level nodes). */
  parentShare: string;
  children?: TreemapItem[];
  itemStyle?: Record<string, unknown>;
  label?: Record<string, unknown>;
}

export function formatTreemapLabel(
  type: string,
  node: { name: string; value: number },
  format: (n: number) => string,
): string {
  if (type === 'value') return format(node.value);
  if (type === 'key_value') return `${node.name}: ${format(node.value)}`;
  return node.name;
}

/** Tooltip: the path, then "metric: value (share of parent)". */
export function treemapTooltip(item: TreemapItem, metricName: string, format: (n: number) => string): string {
  const share = item.parentShare ? ` (${item.parentShare})` : '';
  return (
    `<div>${escapeHtml(item.path.join(' ▸ '))}</div>` +
    `${escapeHtml(metricName)}: ${escapeHtml(format(item.value))}${share}`
  );
}

const LABEL_FONT_SIZE = 11;

/**
 * A hierarchy node as a treemap item: children shade the parent's colour (the largest keeps it,
 * smaller ones get lighter), and each leaf label gets a colour readable on its fill.
 */
function toItem(node: HierarchyNode, parentValue: number, fill: string): TreemapItem {
  const item: TreemapItem = {
    name: node.name,
    value: node.value,
    values: node.values,
    path: node.path,
    parentShare: formatPercent(node.value, parentValue),
  };
  item.itemStyle = { color: fill };
  if (node.children.length) {
    const largest = Math.max(...node.children.map((c) => c.value), 0);
    item.children = node.children.map((c) =>
      toItem(c, node.value, lighten(fill, largest > 0 ? 0.45 * (1 - c.value / largest) : 0)),
    );
  } else {
    item.label = { color: labelColorOn(fill) };
  }
  return item;
}

export function transformTreemapProps(input: ChartTransformInput): TreemapChartProps {
  const { width, height, datasource } = input;
  const { formData, result } = readChartInput(input, treemapFormDataSchema);
  const { groupby, labels: levels, metricLabel, format } = readGroupedMetric(formData, result, datasource);
  const metricName = verboseName(datasource, metricLabel);
  const tree = buildHierarchy(result.data, {
    levels,
    metric: metricLabel,
    formatName: hierarchyNameFormatter(result, levels, formData.date_format),
  });
  const total = tree.reduce((acc, n) => acc + n.value, 0);
  const colorOf = createColorScale(formData.color_scheme, formData.label_colors);
  const labelType = (formData.label_type as string | undefined) ?? 'key_value';
  const showLabels = boolOf(formData.show_labels, true);
  const showUpperLabels = boolOf(formData.show_upper_labels, true);
  const labelFormatter = (p: { name: string; value: unknown }) =>
    formatTreemapLabel(labelType, { name: p.name, value: Number(p.value) }, format);

  const data = tree.map((node) => toItem(node, total, colorOf(node.name)));

  // levels[0] is ECharts' virtual root (no name band: the breadcrumb names the metric), then one
  // entry per level with thinner borders deeper down.
  const echartLevels = [
    { itemStyle: { borderWidth: 0, gapWidth: 2 }, upperLabel: { show: false } },
    ...levels.map((_l, depth) => ({
      itemStyle: { borderColor: '#ffffff', borderWidth: Math.max(0, 3 - depth), gapWidth: depth ? 1 : 2 },
    })),
  ];

  const echartOptions: Record<string, unknown> = {
    animation: false,
    tooltip: {
      trigger: 'item',
      formatter: (p: { data?: TreemapItem }) =>
        p.data?.path ? treemapTooltip(p.data, metricName, format) : '',
    },
    series: [
      {
        type: 'treemap',
        name: metricName,
        left: 0,
        right: 0,
        top: 0,
        bottom: 30,
        roam: false,
        nodeClick: false,
        breadcrumb: { show: true, bottom: 4, left: 'center', emptyItemWidth: 25 },
        levels: echartLevels,
        label: {
          show: showLabels,
          position: 'insideTopLeft',
          formatter: labelFormatter,
          fontSize: LABEL_FONT_SIZE,
          overflow: 'truncate',
        },
        upperLabel: {
          show: showUpperLabels,
          height: 20,
          formatter: labelFormatter,
          fontSize: LABEL_FONT_SIZE,
          // Drawn on the parent's white border band, whatever the parent's colour.
          color: '#333333',
          textBorderColor: 'transparent',
        },
        emphasis: { label: { show: true } },
        data,
      },
    ],
  };
  return { width, height, echartOptions, groupby };
}
