import {
  AppstoreOutlined,
  AreaChartOutlined,
  BarChartOutlined,
  BarsOutlined,
  BoxPlotOutlined,
  DashboardOutlined,
  DotChartOutlined,
  FallOutlined,
  FieldNumberOutlined,
  FunnelPlotOutlined,
  GlobalOutlined,
  HeatMapOutlined,
  LineChartOutlined,
  PieChartOutlined,
  RadarChartOutlined,
  SunOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { createElement, type ComponentType, type CSSProperties } from 'react';

const ICONS: Record<string, ComponentType<{ style?: CSSProperties }>> = {
  world_map: GlobalOutlined,
  table: TableOutlined,
  treemap_v2: AppstoreOutlined,
  sunburst_v2: SunOutlined,
  pivot_table_v2: TableOutlined,
  big_number: FieldNumberOutlined,
  big_number_total: FieldNumberOutlined,
  pie: PieChartOutlined,
  horizon: BarsOutlined,
  echarts_timeseries_bar: BarChartOutlined,
  echarts_timeseries_scatter: DotChartOutlined,
  echarts_area: AreaChartOutlined,
  heatmap_v2: HeatMapOutlined,
  heatmap: HeatMapOutlined,
  funnel: FunnelPlotOutlined,
  gauge_chart: DashboardOutlined,
  radar: RadarChartOutlined,
  waterfall: FallOutlined,
  box_plot: BoxPlotOutlined,
  histogram_v2: BarChartOutlined,
  bubble_v2: DotChartOutlined,
};

/** The icon standing for a chart type (line for the rest of the timeseries family). */
export function VizIcon({ vizType, style }: { vizType: string; style?: CSSProperties }) {
  return createElement(ICONS[vizType] ?? LineChartOutlined, { style });
}
