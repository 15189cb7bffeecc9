/** The Gantt chart: ECharts custom series; a right-click on a bar drills on its category and series. */
import { CustomChart, LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import { ganttBarFilters } from './drill.js';
import type { GanttChartProps } from './transformProps.js';

echarts.use([
  CustomChart,
  LineChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export default function GanttChart(props: GanttChartProps & ChartHooks) {
  const events: EChartEvents = {
    // Superset's Gantt emits no cross-filter.
    onClick: () => undefined,
    describe: (params) => ganttBarFilters(props, params?.value),
  };
  return <PluginEChart echarts={echarts} option={props.echartOptions} chart={props} events={events} />;
}
