/**
 * Chart-data result → graph ECharts option (Superset's graph_chart): the network of network.ts in a
 * force or circular layout, nodes in their category's colour, categories in the legend.
 */
import { getColumnLabel, getMetricLabel, type QueryColumn } from '@meridian/core';
import { getMetricFormatter } from '../sdk/datasource.js';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { readChartInput } from '../shared/chartInput.js';
import { createColorScale, getSchemeColors } from '../shared/colors.js';
import { gridForLegend, getLegendProps } from '../shared/legend.js';
import { tooltipTable } from '../shared/tooltipTable.js';
import { graphFormDataSchema } from './formData.js';
import { buildNetwork, type GraphNodeRef } from './network.js';

export type { GraphNodeRef } from './network.js';

export interface GraphChartProps {
  width: number;
  height: number;
  echartOptions: Record<string, unknown>;
  /** Nodes by their ECharts id (the index). */
  nodes: GraphNodeRef[];
  source: QueryColumn | undefined;
  target: QueryColumn | undefined;
}

type EdgeSymbol = 'none' | 'circle' | 'arrow';
const edgeSymbolOf = (s: string | undefined): EdgeSymbol => (s === 'circle' || s === 'arrow' ? s : 'none');

/** "none,arrow" → the symbols at the two ends of an edge. */
export function parseEdgeSymbol(value: string | null | undefined): [EdgeSymbol, EdgeSymbol] {
  const [start, end] = (value ?? '').split(',');
  return [edgeSymbolOf(start), edgeSymbolOf(end)];
}

type TooltipParams = {
  dataType?: string;
  name?: string;
  value?: unknown;
  data?: { source?: string; target?: string };
};

/** Superset's graph tooltips: "name: value" on a node, "source > target" and the metric on an edge. */
function graphTooltip(
  nodes: readonly { name: string }[],
  metricLabel: string,
  format: (v: number) => string,
) {
  return (p: TooltipParams) => {
    if (p.dataType === 'edge') {
      const from = nodes[Number(p.data?.source)]?.name ?? '';
      const to = nodes[Number(p.data?.target)]?.name ?? '';
      return tooltipTable([[metricLabel, format(Number(p.value))]], `${from} > ${to}`);
    }
    return tooltipTable([], `${p.name ?? ''}: ${format(Number(p.value))}`);
  };
}

export function transformGraphProps(input: ChartTransformInput): GraphChartProps {
  const { width, height, datasource } = input;
  const { formData: fd, result } = readChartInput(input, graphFormDataSchema);
  const sourceCategory = fd.source_category !== undefined ? getColumnLabel(fd.source_category) : undefined;
  const targetCategory = fd.target_category !== undefined ? getColumnLabel(fd.target_category) : undefined;
  const metricLabel = fd.metric !== undefined ? getMetricLabel(fd.metric) : '';
  const format = getMetricFormatter(datasource, metricLabel);
  const colorOf = createColorScale(fd.color_scheme, fd.label_colors);
  const firstColor = getSchemeColors(fd.color_scheme)[0]!;

  const { nodes, refs, links, categories } = buildNetwork(result.data, {
    source: fd.source,
    target: fd.target,
    sourceCategory,
    targetCategory,
    metricLabel,
    colorOf,
    firstColor,
    baseNodeSize: fd.baseNodeSize,
    baseEdgeWidth: fd.baseEdgeWidth,
    showSymbolThreshold: fd.showSymbolThreshold,
  });
  const legendNames = fd.legendSort
    ? [...categories].sort((a, b) => (fd.legendSort === 'asc' ? a.localeCompare(b) : b.localeCompare(a)))
    : categories;
  const legend = getLegendProps(fd, legendNames, width);
  const grid = gridForLegend(legend, 16, width);

  const tooltipFormatter = graphTooltip(nodes, metricLabel, format);

  const echartOptions: Record<string, unknown> = {
    animationDuration: 500,
    animationEasing: 'cubicOut',
    legend,
    tooltip: { trigger: 'item', confine: true, formatter: tooltipFormatter },
    series: [
      {
        type: 'graph',
        zoom: 0.7,
        ...grid,
        layout: fd.layout,
        force: {
          initLayout: 'circular',
          layoutAnimation: true,
          edgeLength: fd.edgeLength,
          gravity: fd.gravity,
          repulsion: fd.repulsion,
          friction: fd.friction,
        },
        circular: { rotateLabel: true },
        categories: categories.map((name) => ({ name, itemStyle: { color: colorOf(name) } })),
        data: nodes,
        links,
        roam: fd.roam,
        draggable: fd.draggable,
        edgeSymbol: parseEdgeSymbol(fd.edgeSymbol),
        edgeSymbolSize: fd.baseEdgeWidth * 2,
        selectedMode: fd.selectedMode,
        label: {
          show: true,
          position: 'right',
          distance: 5,
          fontSize: 12,
          overflow: 'truncate',
          formatter: '{b}',
          color: '#323232',
        },
        lineStyle: { color: 'source', curveness: 0.1 },
        emphasis: { focus: 'adjacency' },
        select: { itemStyle: { borderWidth: 3, opacity: 1 }, label: { fontWeight: 'bolder' } },
      },
    ],
  };
  return { width, height, echartOptions, nodes: refs, source: fd.source, target: fd.target };
}
