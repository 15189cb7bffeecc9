import type { ChartMetadata } from '../sdk/plugin.js';

export const popKpiMetadata: ChartMetadata = {
  name: 'Big Number with Time Period Comparison',
  description:
    'Showcases a metric along with a comparison of value, change, and percent change for a selected time period.',
  category: 'KPI',
  tags: ['Comparison', 'Business', 'ECharts', 'Percentages', 'Report', 'Advanced-Analytics'],
  thumbnail: '',
  behaviors: [],
};
