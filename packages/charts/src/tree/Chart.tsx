/** The tree chart: ECharts tree (no cross-filter or drill, as Superset's). */
import { TreeChart as EChartsTree } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { EChart } from '../shared/EChart.js';
import type { TreeChartProps } from './transformProps.js';

echarts.use([EChartsTree, TooltipComponent, CanvasRenderer]);

export default function TreeChart(props: TreeChartProps & ChartHooks) {
  return <EChart echarts={echarts} option={props.echartOptions} width={props.width} height={props.height} />;
}
