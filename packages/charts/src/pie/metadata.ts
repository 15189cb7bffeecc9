import type { ChartMetadata } from '../sdk/plugin.js';

export const pieMetadata: ChartMetadata = {
  name: 'Pie Chart',
  description: 'The classic: shares of a whole, as slices of a pie or a donut.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Circular', 'Comparison', 'Percentages', 'Popular', 'Proportional', 'ECharts'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
