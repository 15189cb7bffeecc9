/** The histogram: ECharts bars, one series per dimension group (no cross-filter, as in Superset). */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import type { HistogramChartProps } from './transformProps.js';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const events: EChartEvents = { onClick: () => undefined, describe: () => ({ filters: [], label: '' }) };

export default function HistogramChart(props: HistogramChartProps & ChartHooks) {
  return <PluginEChart echarts={echarts} option={props.echartOptions} chart={props} events={events} />;
}
