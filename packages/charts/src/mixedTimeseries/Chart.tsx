/**
 * The mixed chart: ECharts line/bar/scatter on two y-axes. A click on a series toggles the
 * cross-filter on its query's dimensions (A's or B's), a right-click drills on the point.
 */
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { timeseriesPointFilters } from '../shared/contextMenu.js';
import { toggleCrossFilter } from '../shared/echartInteractions.js';
import type { EChartClickParams } from '../shared/EChart.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import type { MixedTimeseriesChartProps } from './transformProps.js';

echarts.use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

export default function MixedTimeseriesChart(props: MixedTimeseriesChartProps & ChartHooks) {
  /** The clicked series' query: its dimensions and series → values map. */
  const queryOf = (params: EChartClickParams | null) =>
    (params?.seriesIndex ?? 0) < props.seriesBreakdown
      ? { groupby: props.groupby, labelMap: props.labelMap }
      : { groupby: props.groupbyB, labelMap: props.labelMapB };
  const events: EChartEvents = {
    onClick: (params) => {
      const { groupby, labelMap } = queryOf(params);
      toggleCrossFilter(props, groupby, labelMap, params.seriesName);
    },
    describe: (params) => {
      const { groupby, labelMap } = queryOf(params);
      const point = Array.isArray(params?.data) ? (params.data as unknown[]) : undefined;
      const hasX = point !== undefined && String(point[0]) in props.xRawValues;
      const filters = timeseriesPointFilters({
        groupby,
        labelMap,
        seriesName: params?.seriesName,
        xAxisColumn: props.xAxisColumn,
        xAxisTemporal: props.xAxisTemporal,
        xValue: hasX ? props.xRawValues[String(point[0])] : undefined,
        hasX,
      });
      return { filters, label: params?.seriesName ?? '' };
    },
  };
  return <PluginEChart echarts={echarts} option={props.echartOptions} chart={props} events={events} />;
}
