/** The box plot: ECharts boxplot and outlier points; a box click cross-filters on its group. */
import { BoxplotChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { pieSliceFilters } from '../shared/contextMenu.js';
import type { EChartClickParams } from '../shared/EChart.js';
import { toggleCrossFilter } from '../shared/echartInteractions.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import type { BoxPlotChartProps } from './transformProps.js';

echarts.use([BoxplotChart, ScatterChart, GridComponent, TooltipComponent, CanvasRenderer]);

export default function BoxPlotChart(props: BoxPlotChartProps & ChartHooks) {
  const { groupby, labelMap, boxGroups } = props;
  /** The group of the clicked box (outlier points belong to no box). */
  const groupOf = (params: EChartClickParams | null) =>
    params?.seriesIndex === 0 && params.dataIndex !== undefined ? boxGroups[params.dataIndex] : undefined;
  const events: EChartEvents = {
    onClick: (params) => toggleCrossFilter(props, groupby, labelMap, groupOf(params)),
    describe: (params) => ({
      filters: pieSliceFilters(groupby, labelMap, groupOf(params)),
      label: groupOf(params) ?? '',
    }),
  };
  return <PluginEChart echarts={echarts} option={props.echartOptions} chart={props} events={events} />;
}
