import type { ChartMetadata } from '../sdk/plugin.js';

const evolution = (name: string, description: string, tags: string[]): ChartMetadata => ({
  name,
  description,
  category: 'Evolution',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', ...tags],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
});

export const TIMESERIES_METADATA = {
  echarts_timeseries: evolution(
    'Generic Chart',
    'Swiss army knife for visualizing data: line, bar, scatter, smooth or step series over an x-axis.',
    ['Line', 'Bar', 'Scatter'],
  ),
  echarts_timeseries_line: evolution('Line Chart', 'A series of data points connected by straight lines.', [
    'Line',
    'Popular',
  ]),
  echarts_timeseries_bar: evolution('Bar Chart', 'Bars compare metrics across categories or over time.', [
    'Bar',
    'Popular',
  ]),
  echarts_timeseries_scatter: evolution('Scatter Plot', 'Points plotted over the x-axis.', ['Scatter']),
  echarts_timeseries_smooth: evolution('Smooth Line', 'A line chart with smoothed curves.', ['Line']),
  echarts_timeseries_step: evolution('Stepped Line', 'A line that changes in steps, for values that jump.', [
    'Line',
  ]),
  echarts_area: evolution(
    'Area Chart',
    'A line chart with the area below filled; can be stacked or expanded.',
    ['Line', 'Stacked'],
  ),
} satisfies Record<string, ChartMetadata>;
