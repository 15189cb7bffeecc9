import type { ChartMetadata } from '../sdk/plugin.js';

export const bubbleMetadata: ChartMetadata = {
  name: 'Bubble Chart',
  description:
    'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
  category: 'Correlation',
  tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts'],
  thumbnail: '',
  behaviors: ['DRILL_TO_DETAIL'],
};
