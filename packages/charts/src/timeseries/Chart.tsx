/**
 * The timeseries chart: ECharts line/bar/scatter with only those parts registered; a click on a series
 * toggles the cross-filter on it, and the series outside the chart's own selection are dimmed.
 */
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { timeseriesPointFilters } from '../shared/contextMenu.js';
import { toggleCrossFilter } from '../shared/echartInteractions.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import { dimUnselectedSeries } from './selection.js';
import type { TimeseriesChartProps } from './transformProps.js';

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

export default function TimeseriesChart(props: TimeseriesChartProps & ChartHooks) {
  const { labelMap, groupby, echartOptions } = props;
  const selection = props.filterState?.value;
  // The chart's own cross-filter: the series it selected stay, the others are dimmed.
  const option = useMemo(
    () => dimUnselectedSeries(echartOptions, labelMap, selection),
    [echartOptions, labelMap, selection],
  );
  const events: EChartEvents = {
    onClick: (params) => toggleCrossFilter(props, groupby, labelMap, params.seriesName),
    describe: (params) => {
      const index = params?.dataIndex;
      const hasX = index !== undefined && index >= 0 && index < props.xRawValues.length;
      const filters = timeseriesPointFilters({
        groupby,
        labelMap,
        seriesName: params?.seriesName,
        xAxisColumn: props.xAxisColumn,
        xAxisTemporal: props.xAxisTemporal,
        xValue: hasX ? props.xRawValues[index] : undefined,
        hasX,
      });
      return { filters, label: params?.seriesName ?? '' };
    },
  };
  return <PluginEChart echarts={echarts} option={option} chart={props} events={events} />;
}
