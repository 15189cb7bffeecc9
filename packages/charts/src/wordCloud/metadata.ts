import type { ChartMetadata } from '../sdk/plugin.js';

export const wordCloudMetadata: ChartMetadata = {
  name: 'Word Cloud',
  description:
    'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.',
  category: 'Ranking',
  tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
