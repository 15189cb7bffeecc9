import type { ChartMetadata } from '../sdk/plugin.js';

export const histogramMetadata: ChartMetadata = {
  name: 'Histogram',
  description:
    'The histogram chart displays the distribution of a dataset by representing the frequency or count of values within different ranges or bins. It helps visualize patterns, clusters, and outliers in the data and provides insights into its shape, central tendency, and spread.',
  category: 'Distribution',
  tags: ['Comparison', 'ECharts', 'Pattern', 'Popular', 'Statistical'],
  thumbnail: '',
  behaviors: [],
};
