/**
 * Chart-data result → tree ECharts option (Superset's tree_chart): the tree of buildTree.ts drawn
 * orthogonal or radial; the tooltip gives the node's path and its metric value.
 */
import { getColumnLabel, getMetricLabel } from '@meridian/core';
import { getMetricFormatter, verboseName } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { readChartInput } from '../shared/chartInput.js';
import { tooltipTable } from '../shared/tooltipTable.js';
import { guessRootId, readTreeRows, treeFrom, type TreeNode } from './buildTree.js';
import { treeFormDataSchema } from './formData.js';

export interface TreeChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
}

type TooltipParams = { value?: unknown; treeAncestors?: { name?: string }[] };

/** The node's path from the root (ECharts' own virtual root has no name) and its value. */
export function treeTooltip(metricName: string, format: (v: number) => string) {
  return ({ value, treeAncestors }: TooltipParams): string => {
    const path = (treeAncestors ?? []).map((a) => a?.name ?? '').filter((n) => n !== '');
    const n = typeof value === 'number' ? value : null;
    return tooltipTable(n !== null ? [[metricName, format(n)]] : [], path.join(' ▸ '));
  };
}

export function transformTreeProps(input: ChartTransformInput): TreeChartProps {
  const { width, height, datasource } = input;
  const { formData: fd, result } = readChartInput(input, treeFormDataSchema);
  const id = fd.id !== undefined ? getColumnLabel(fd.id) : '';
  const metricLabel = fd.metric !== undefined ? getMetricLabel(fd.metric) : undefined;
  const rows = readTreeRows(
    result.data,
    {
      id,
      parent: fd.parent !== undefined ? getColumnLabel(fd.parent) : '',
      name: fd.name !== undefined ? getColumnLabel(fd.name) : id,
      metric: metricLabel,
    },
    toNumberOrNull,
  );
  const rootId = fd.root_node_id ?? guessRootId(rows);
  const tree: TreeNode = rootId !== undefined ? treeFrom(rows, rootId) : { name: '', children: [] };
  const format = getMetricFormatter(datasource, metricLabel);
  const radial = fd.layout === 'radial';

  const echartOptions: Record<string, unknown> = {
    animationDuration: 500,
    animationEasing: 'cubicOut',
    tooltip: {
      trigger: 'item',
      triggerOn: 'mousemove',
      confine: true,
      formatter: treeTooltip(metricLabel ? verboseName(datasource, metricLabel) : '', format),
    },
    series: [
      {
        type: 'tree',
        data: [tree],
        top: 24,
        bottom: 24,
        left: radial ? 24 : 120,
        right: radial ? 24 : 120,
        layout: fd.layout,
        orient: fd.orient,
        symbol: fd.symbol,
        symbolSize: fd.symbolSize,
        roam: fd.roam,
        label: { position: fd.node_label_position, fontSize: 15, color: '#323232' },
        leaves: { label: { position: fd.child_label_position } },
        emphasis: { focus: fd.emphasis },
        lineStyle: { color: '#323232', width: 1.5 },
        expandAndCollapse: true,
        initialTreeDepth: -1,
        animation: true,
      },
    ],
  };
  return { width, height, echartOptions };
}
