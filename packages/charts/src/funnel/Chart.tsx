/** The funnel chart: ECharts funnel; a step click emits a cross-filter, a right-click drills. */
import { FunnelChart as EChartsFunnel } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { pieSliceFilters } from '../shared/contextMenu.js';
import { toggleCrossFilter } from '../shared/echartInteractions.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import type { FunnelChartProps } from './transformProps.js';

echarts.use([EChartsFunnel, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function FunnelChart(props: FunnelChartProps & ChartHooks) {
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
