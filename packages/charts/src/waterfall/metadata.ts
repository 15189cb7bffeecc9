import type { ChartMetadata } from '../sdk/plugin.js';

export const waterfallMetadata: ChartMetadata = {
  name: 'Waterfall Chart',
  description:
    'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values. These intermediate values can either be time based or category based.',
  category: 'Evolution',
  tags: ['Categorical', 'Comparison', 'ECharts', 'Sequential', 'Trend'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
};
