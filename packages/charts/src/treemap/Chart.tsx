/** The treemap: ECharts treemap; a click on a node cross-filters on its path, a right-click drills. */
import { TreemapChart as EChartsTreemap } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { EChart, type EChartClickParams } from '../shared/EChart.js';
import { echartContextMenu } from '../shared/echartInteractions.js';
import {
  fadeOutsideSelection,
  hierarchyItemOf,
  hierarchyNodeFilters,
  toggleHierarchyCrossFilter,
} from '../shared/hierarchy.js';
import type { TreemapChartProps } from './transformProps.js';

echarts.use([EChartsTreemap, TooltipComponent, CanvasRenderer]);

/** The clicked node, unless the click was on the breadcrumb (ECharts reports those as the series too). */
const nodeOf = (params: EChartClickParams | null) =>
  params && (params as { selfType?: string }).selfType !== 'breadcrumb' ? hierarchyItemOf(params.data) : null;

export default function TreemapChart(props: TreemapChartProps & ChartHooks) {
  const { echartOptions, width, height, groupby } = props;
  const selection = props.filterState?.value;
  const option = useMemo(
    () => fadeOutsideSelection(echartOptions, selection, true),
    [echartOptions, selection],
  );
  const onClick = (params: EChartClickParams) => {
    const node = nodeOf(params);
    if (node) toggleHierarchyCrossFilter(props, groupby, node);
  };
  const onContextMenu = echartContextMenu(props.onContextMenu, (params) => {
    const node = nodeOf(params);
    return { filters: hierarchyNodeFilters(groupby, node), label: node?.path.join(' ▸ ') ?? '' };
  });
  return (
    <EChart
      echarts={echarts}
      option={option}
      width={width}
      height={height}
      onClick={onClick}
      onContextMenu={onContextMenu}
    />
  );
}
