/** The graph chart: ECharts graph; a node click cross-filters on it, a right-click drills. */
import { GraphChart as EChartsGraph } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import { clickedNode, graphHitFilters, toggleNodeFilter } from './crossFilter.js';
import type { GraphChartProps } from './transformProps.js';

echarts.use([EChartsGraph, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function GraphChart(props: GraphChartProps & ChartHooks) {
  const events: EChartEvents = {
    onClick: (params) => {
      const node = clickedNode(props.nodes, params);
      if (node) toggleNodeFilter(props, node);
    },
    describe: (params) => graphHitFilters(props.nodes, params),
  };
  return <PluginEChart echarts={echarts} option={props.echartOptions} chart={props} events={events} />;
}
