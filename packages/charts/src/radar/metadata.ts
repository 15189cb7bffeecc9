import type { ChartMetadata } from '../sdk/plugin.js';

export const radarMetadata: ChartMetadata = {
  name: 'Radar Chart',
  description:
    'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own line of points and each metric is represented as an edge in the chart.',
  category: 'Ranking',
  tags: ['Business', 'Comparison', 'ECharts', 'Multi-Variables', 'Report', 'Web'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
