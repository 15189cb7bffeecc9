/** The sunburst: ECharts sunburst; a click on a node cross-filters on its path, a right-click drills. */
import { SunburstChart as EChartsSunburst } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { EChart, type EChartClickParams } from '../shared/EChart.js';
import { echartContextMenu } from '../shared/echartInteractions.js';
import {
  fadeOutsideSelection,
  hierarchyItemOf,
  hierarchyNodeFilters,
  toggleHierarchyCrossFilter,
} from '../shared/hierarchy.js';
import type { SunburstChartProps } from './transformProps.js';

echarts.use([EChartsSunburst, TooltipComponent, GraphicComponent, CanvasRenderer]);

export default function SunburstChart(props: SunburstChartProps & ChartHooks) {
  const { echartOptions, width, height, columns } = props;
  const selection = props.filterState?.value;
  const option = useMemo(() => fadeOutsideSelection(echartOptions, selection), [echartOptions, selection]);
  const onClick = (params: EChartClickParams) => {
    const node = hierarchyItemOf(params.data);
    if (node) toggleHierarchyCrossFilter(props, columns, node);
  };
  const onContextMenu = echartContextMenu(props.onContextMenu, (params) => {
    const node = hierarchyItemOf(params?.data);
    return { filters: hierarchyNodeFilters(columns, node), label: node?.path.join(' ▸ ') ?? '' };
  });
  return (
    <EChart
      echarts={echarts}
      option={option}
      width={width}
      height={height}
      onClick={onClick}
      onContextMenu={onContextMenu}
    />
  );
}
