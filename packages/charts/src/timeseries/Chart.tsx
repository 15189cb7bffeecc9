/** The timeseries chart: ECharts line/bar/scatter with only those parts registered. */
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { timeseriesPointFilters } from '../shared/contextMenu.js';
import { buildCrossFilterDataMask, toggleSelection } from '../shared/crossFilter.js';
import { EChart, type EChartClickParams } from '../shared/EChart.js';
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
  const { echartOptions, width, height, labelMap, groupby, onDataClick, setDataMask, filterState } = props;
  const onClick = (params: EChartClickParams) => {
    const name = params.seriesName;
    if (!name || groupby.length === 0) return;
    const values = labelMap[name] ?? [];
    const current = (filterState?.value as unknown[][] | null | undefined) ?? [];
    const dataMask = buildCrossFilterDataMask(groupby, toggleSelection(current, values));
    onDataClick?.({ columns: groupby, values, label: name, dataMask });
    setDataMask?.(dataMask);
  };
  const hook = props.onContextMenu;
  const onContextMenu = hook
    ? (params: EChartClickParams | null, at: { clientX: number; clientY: number }) => {
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
        hook({ ...at, filters, label: params?.seriesName ?? '' });
      }
    : undefined;
  return (
    <EChart
      echarts={echarts}
      option={echartOptions}
      width={width}
      height={height}
      onClick={onClick}
      onContextMenu={onContextMenu}
    />
  );
}
