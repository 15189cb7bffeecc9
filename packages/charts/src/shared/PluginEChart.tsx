/**
 * A plugin's ECharts canvas: the chart's option at the chart's size, a click and a right-click on it
 * handed to the chart's own handlers, the right-click reported to the drill hook.
 */
import type { EChartsCoreOption } from 'echarts/core';
import type { ChartHooks, ChartSize } from '../sdk/chartProps.js';
import type { ContextMenuFilter } from './contextMenu.js';
import { EChart, type EChartClickParams, type EChartProps } from './EChart.js';
import { echartContextMenu } from './echartInteractions.js';

/** What a chart does with a click on a data point and how it describes a right-click (null off a point). */
export interface EChartEvents {
  onClick: (params: EChartClickParams) => void;
  describe: (params: EChartClickParams | null) => { filters: ContextMenuFilter[]; label: string };
}

export interface PluginEChartProps {
  echarts: EChartProps['echarts'];
  option: EChartsCoreOption;
  /** The chart's props: its size and hooks. */
  chart: ChartHooks & ChartSize;
  events: EChartEvents;
}

/** An EChart sized and wired from the chart's props; the browser menu stays without a drill hook. */
export function PluginEChart({ echarts, option, chart, events }: PluginEChartProps) {
  return (
    <EChart
      echarts={echarts}
      option={option}
      width={chart.width}
      height={chart.height}
      onClick={events.onClick}
      onContextMenu={echartContextMenu(chart.onContextMenu, events.describe)}
    />
  );
}
