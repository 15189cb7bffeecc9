import {
  AreaChartOutlined,
  BarChartOutlined,
  DotChartOutlined,
  FieldNumberOutlined,
  LineChartOutlined,
  PieChartOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { createElement, type ComponentType, type CSSProperties } from 'react';

const ICONS: Record<string, ComponentType<{ style?: CSSProperties }>> = {
  table: TableOutlined,
  pivot_table_v2: TableOutlined,
  big_number: FieldNumberOutlined,
  big_number_total: FieldNumberOutlined,
  pie: PieChartOutlined,
  echarts_timeseries_bar: BarChartOutlined,
  echarts_timeseries_scatter: DotChartOutlined,
  echarts_area: AreaChartOutlined,
};

/** The icon standing for a chart type (line for the rest of the timeseries family). */
export function VizIcon({ vizType, style }: { vizType: string; style?: CSSProperties }) {
  return createElement(ICONS[vizType] ?? LineChartOutlined, { style });
}
