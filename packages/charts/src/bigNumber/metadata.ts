import type { ChartMetadata } from '../sdk/plugin.js';

export const bigNumberMetadata: ChartMetadata = {
  name: 'Big Number with Trendline',
  description: 'One number in focus, with its trend over time and its change against an earlier period.',
  category: 'KPI',
  tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Popular', 'Report', 'Trend'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
