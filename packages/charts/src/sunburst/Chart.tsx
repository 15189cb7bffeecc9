/** The sunburst: ECharts sunburst; a click on a node cross-filters on its path, a right-click drills. */
import { SunburstChart as EChartsSunburst } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import type { EChartClickParams } from '../shared/EChart.js';
import { HierarchyEChart } from '../shared/HierarchyEChart.js';
import { hierarchyItemOf } from '../shared/hierarchy.js';
import type { SunburstChartProps } from './transformProps.js';

echarts.use([EChartsSunburst, TooltipComponent, GraphicComponent, CanvasRenderer]);

const nodeOf = (params: EChartClickParams | null) => hierarchyItemOf(params?.data);

export default function SunburstChart(props: SunburstChartProps & ChartHooks) {
  return <HierarchyEChart echarts={echarts} chart={props} columns={props.columns} nodeOf={nodeOf} />;
}
