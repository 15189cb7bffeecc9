/** The treemap: ECharts treemap; a click on a node cross-filters on its path, a right-click drills. */
import { TreemapChart as EChartsTreemap } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import type { EChartClickParams } from '../shared/EChart.js';
import { HierarchyEChart } from '../shared/HierarchyEChart.js';
import { hierarchyItemOf } from '../shared/hierarchy.js';
import type { TreemapChartProps } from './transformProps.js';

echarts.use([EChartsTreemap, TooltipComponent, CanvasRenderer]);

/** The clicked node, unless the click was on the breadcrumb (ECharts reports those as the series too). */
const nodeOf = (params: EChartClickParams | null) =>
  params && (params as { selfType?: string }).selfType !== 'breadcrumb' ? hierarchyItemOf(params.data) : null;

export default function TreemapChart(props: TreemapChartProps & ChartHooks) {
  return (
    <HierarchyEChart echarts={echarts} chart={props} columns={props.groupby} nodeOf={nodeOf} leavesOnly />
  );
}
