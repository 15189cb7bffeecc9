/**
 * The sunburst's and treemap's shared canvas: nodes outside the cross-filter selection faded, a click
 * on a node toggles the cross-filter on its path, a right-click gives its drill filters.
 */
import { useMemo } from 'react';
import type { QueryColumn } from '@meridian/core';
import type { ChartHooks, ChartSize } from '../sdk/chartProps.js';
import type { EChartClickParams, EChartProps } from './EChart.js';
import {
  fadeOutsideSelection,
  hierarchyNodeFilters,
  toggleHierarchyCrossFilter,
  type HierarchyItemFields,
} from './hierarchy.js';
import { PluginEChart, type EChartEvents } from './PluginEChart.js';

export interface HierarchyEChartProps {
  echarts: EChartProps['echarts'];
  chart: ChartHooks & ChartSize & { echartOptions: Record<string, unknown> };
  /** The hierarchy's levels, top first. */
  columns: readonly QueryColumn[];
  /** The node a click or right-click hit, if any. */
  nodeOf: (params: EChartClickParams | null) => HierarchyItemFields | null;
  /** Fade only leaves outside the selection (see fadeOutsideSelection). */
  leavesOnly?: boolean;
}

/** A hierarchy chart's EChart with its selection shown and its node clicks wired. */
export function HierarchyEChart({ echarts, chart, columns, nodeOf, leavesOnly }: HierarchyEChartProps) {
  const { echartOptions } = chart;
  const selection = chart.filterState?.value;
  const option = useMemo(
    () => fadeOutsideSelection(echartOptions, selection, leavesOnly),
    [echartOptions, selection, leavesOnly],
  );
  const events: EChartEvents = {
    onClick: (params) => {
      const node = nodeOf(params);
      if (node) toggleHierarchyCrossFilter(chart, columns, node);
    },
    describe: (params) => {
      const node = nodeOf(params);
      return { filters: hierarchyNodeFilters(columns, node), label: node?.path.join(' ▸ ') ?? '' };
    },
  };
  return <PluginEChart echarts={echarts} option={option} chart={chart} events={events} />;
}
