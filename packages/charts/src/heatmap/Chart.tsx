/** The heatmap: ECharts heatmap + visualMap; a cell click cross-filters on its y value. */
import { HeatmapChart as EChartsHeatmap } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  VisualMapPiecewiseComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { LabelLayout } from 'echarts/features';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { toggleCrossFilter } from '../shared/echartInteractions.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import { heatmapCellFilters, heatmapCellYLabel } from './contextMenu.js';
import type { HeatmapChartProps } from './transformProps.js';

echarts.use([
  EChartsHeatmap,
  GridComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  VisualMapPiecewiseComponent,
  LabelLayout,
  CanvasRenderer,
]);

export default function HeatmapChart(props: HeatmapChartProps & ChartHooks) {
  const { yAxis, labelMap } = props;
  const events: EChartEvents = {
    onClick: (params) =>
      toggleCrossFilter(
        props,
        yAxis !== undefined ? [yAxis] : [],
        labelMap,
        heatmapCellYLabel(props, params.value),
      ),
    describe: (params) => {
      const filters = params ? heatmapCellFilters(props, params.value) : [];
      return { filters, label: filters.map((f) => f.formattedVal).join(', ') };
    },
  };
  return <PluginEChart echarts={echarts} option={props.echartOptions} chart={props} events={events} />;
}
