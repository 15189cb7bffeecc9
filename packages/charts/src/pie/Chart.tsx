/** The pie chart: ECharts pie with only the parts it needs; a slice click emits a cross-filter. */
import { PieChart as EChartsPie } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartHooks } from '../sdk/chartProps.js';
import { pieSliceFilters } from '../shared/contextMenu.js';
import { buildCrossFilterDataMask, toggleSelection } from '../shared/crossFilter.js';
import { EChart, type EChartClickParams } from '../shared/EChart.js';
import type { PieChartProps } from './transformProps.js';

echarts.use([EChartsPie, LegendComponent, TooltipComponent, GraphicComponent, CanvasRenderer]);

export default function PieChart(props: PieChartProps & ChartHooks) {
  const { echartOptions, width, height, groupby, labelMap } = props;
  const onClick = (params: EChartClickParams) => {
    const name = params.name;
    if (!name || groupby.length === 0) return;
    const values = labelMap[name] ?? [];
    const current = (props.filterState?.value as unknown[][] | null | undefined) ?? [];
    const dataMask = buildCrossFilterDataMask(groupby, toggleSelection(current, values));
    props.onDataClick?.({ columns: groupby, values, label: name, dataMask });
    props.setDataMask?.(dataMask);
  };
  const hook = props.onContextMenu;
  const onContextMenu = hook
    ? (params: EChartClickParams | null, at: { clientX: number; clientY: number }) =>
        hook({ ...at, filters: pieSliceFilters(groupby, labelMap, params?.name), label: params?.name ?? '' })
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
