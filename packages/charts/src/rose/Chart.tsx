/** The Nightingale rose: ECharts bars on polar axes (Superset's legacy rose has no cross-filter). */
import { BarChart } from 'echarts/charts';
import { LegendComponent, PolarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { EChart } from '../shared/EChart.js';
import type { RoseChartProps } from './transformProps.js';

echarts.use([BarChart, PolarComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function RoseChart(props: RoseChartProps & ChartHooks) {
  return <EChart echarts={echarts} option={props.echartOptions} width={props.width} height={props.height} />;
}
