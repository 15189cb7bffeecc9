/** The bubble chart: ECharts scatter with sized points; a right-click drills on the entity (and series). */
import { ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { pointFilters } from '../shared/contextMenu.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import type { BubbleChartProps, BubblePoint } from './transformProps.js';

echarts.use([ScatterChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function BubbleChart(props: BubbleChartProps & ChartHooks) {
  const events: EChartEvents = {
    onClick: () => undefined,
    describe: (params) => {
      const point = params?.data as BubblePoint | undefined;
      if (!point) return { filters: [], label: '' };
      const values = [point[3], point[4]].slice(0, props.columns.length);
      return { filters: pointFilters(props.columns, values), label: params?.seriesName ?? '' };
    },
  };
  return <PluginEChart echarts={echarts} option={props.echartOptions} chart={props} events={events} />;
}
