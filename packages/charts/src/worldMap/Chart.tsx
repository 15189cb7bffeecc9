/**
 * The world map: ECharts geo with the world's shapes (registered once as "world"), countries filled
 * by their metric, optional bubbles; a click cross-filters on the country's entity value, a
 * right-click gives its drill filters. This module carries the geometry, so it loads with the chart.
 */
import { ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartHooks } from '../sdk/chartProps.js';
import { pointFilters } from '../shared/contextMenu.js';
import { toggleCrossFilter } from '../shared/echartInteractions.js';
import { PluginEChart, type EChartEvents } from '../shared/PluginEChart.js';
import { getWorldGeometry } from './geometry.js';
import { buildWorldMapOption } from './option.js';
import type { WorldMapChartProps } from './transformProps.js';

echarts.use([ScatterChart, GeoComponent, TooltipComponent, CanvasRenderer]);

const world = getWorldGeometry();
if (!echarts.getMap('world')) {
  // ECharts' map types want its own GeoJSON type; the FeatureCollection is that shape.
  echarts.registerMap('world', world.geojson as unknown as Parameters<typeof echarts.registerMap>[1]);
}

export default function WorldMapChart(props: WorldMapChartProps & ChartHooks) {
  const { width, height, entity } = props;
  const selection = props.filterState?.value as unknown[][] | null | undefined;
  const { option, labelMap } = useMemo(
    () => buildWorldMapOption(props, world, selection),
    // The hooks change identity on every render; only the data, size and selection matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      width,
      height,
      props.rows,
      props.countryFieldtype,
      props.showBubbles,
      props.maxBubbleSize,
      props.bubbleColor,
      props.colorBy,
      props.linearColorScheme,
      props.colorScheme,
      props.labelColors,
      props.format,
      selection,
    ],
  );
  const groupby = entity === undefined ? [] : [entity];
  const events: EChartEvents = {
    onClick: (params) => {
      // Only countries with data filter (a grey country has no entity value).
      if (params.name !== undefined && labelMap[params.name])
        toggleCrossFilter(props, groupby, labelMap, params.name);
    },
    describe: (params) => {
      const name = params?.name;
      const values = name === undefined ? undefined : labelMap[name];
      return { filters: values ? pointFilters(groupby, values) : [], label: values ? name! : '' };
    },
  };
  return <PluginEChart echarts={echarts} option={option} chart={props} events={events} />;
}
