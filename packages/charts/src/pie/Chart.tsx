/** The pie chart: ECharts pie with only the parts it needs; a slice click emits a cross-filter. */
import { PieChart as EChartsPie } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { pieSliceFilters } from '../shared/contextMenu.js';
import { EChart, type EChartClickParams } from '../shared/EChart.js';
import { echartContextMenu, toggleCrossFilter } from '../shared/echartInteractions.js';
import type { PieChartProps } from './transformProps.js';

echarts.use([EChartsPie, LegendComponent, TooltipComponent, GraphicComponent, CanvasRenderer]);

export default function PieChart(props: PieChartProps & ChartHooks) {
  const { echartOptions, width, height, groupby, labelMap } = props;
  const onClick = (params: EChartClickParams) => toggleCrossFilter(props, groupby, labelMap, params.name);
  const onContextMenu = echartContextMenu(props.onContextMenu, (params) => ({
    filters: pieSliceFilters(groupby, labelMap, params?.name),
    label: params?.name ?? '',
  }));
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
