/** The waterfall chart: ECharts stacked bars; a right-click on a bar drills on its category. */
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { pointFilters } from '../shared/contextMenu.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import type { WaterfallChartProps } from './transformProps.js';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function WaterfallChart(props: WaterfallChartProps & ChartHooks) {
  const events: EChartEvents = {
    onClick: () => undefined,
    describe: (params) => {
      const bar = params?.dataIndex !== undefined ? props.barColumns[params.dataIndex] : undefined;
      // A total stands for every row: no filter.
      if (!bar || bar.value === null) return { filters: [], label: params?.name ?? '' };
      return { filters: pointFilters([bar.column], [bar.value]), label: params?.name ?? '' };
    },
  };
  return <PluginEChart echarts={echarts} option={props.echartOptions} chart={props} events={events} />;
}
