/** The calendar heatmap: ECharts calendars (or a grid) with heatmap series and piecewise legends. */
import { HeatmapChart } from 'echarts/charts';
import {
  CalendarComponent,
  GridComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapPiecewiseComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { EChart } from '../shared/EChart.js';
import type { CalHeatmapChartProps } from './transformProps.js';

echarts.use([
  HeatmapChart,
  CalendarComponent,
  GridComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapPiecewiseComponent,
  CanvasRenderer,
]);

export default function CalHeatmapChart(props: CalHeatmapChartProps & ChartHooks) {
  return <EChart echarts={echarts} option={props.echartOptions} width={props.width} height={props.height} />;
}
