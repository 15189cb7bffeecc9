import type { ChartMetadata } from '../sdk/plugin.js';

export const calHeatmapMetadata: ChartMetadata = {
  name: 'Calendar Heatmap',
  description:
    "Visualizes how a metric has changed over a time using a color scale and a calendar view. Gray values are used to indicate missing values and the linear color scheme is used to encode the magnitude of each day's value.",
  category: 'Correlation',
  tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend'],
  thumbnail: '',
  behaviors: [],
};
