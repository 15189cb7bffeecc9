/** The sankey chart: ECharts sankey (no cross-filter or drill, as Superset's). */
import { SankeyChart as EChartsSankey } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { EChart } from '../shared/EChart.js';
import type { SankeyChartProps } from './transformProps.js';

echarts.use([EChartsSankey, TooltipComponent, CanvasRenderer]);

export default function SankeyChart(props: SankeyChartProps & ChartHooks) {
  return <EChart echarts={echarts} option={props.echartOptions} width={props.width} height={props.height} />;
}
