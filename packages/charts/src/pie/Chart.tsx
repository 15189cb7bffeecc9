/** The pie chart: ECharts pie with only the parts it needs; a slice click emits a cross-filter. */
import { PieChart as EChartsPie } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { pieSliceFilters } from '../shared/contextMenu.js';
import { toggleCrossFilter } from '../shared/echartInteractions.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import type { PieChartProps } from './transformProps.js';

echarts.use([EChartsPie, LegendComponent, TooltipComponent, GraphicComponent, CanvasRenderer]);

export default function PieChart(props: PieChartProps & ChartHooks) {
  const { groupby, labelMap } = props;
  const events: EChartEvents = {
    onClick: (params) => toggleCrossFilter(props, groupby, labelMap, params.name),
    describe: (params) => ({
      filters: pieSliceFilters(groupby, labelMap, params?.name),
      label: params?.name ?? '',
    }),
  };
  return <PluginEChart echarts={echarts} option={props.echartOptions} chart={props} events={events} />;
}
