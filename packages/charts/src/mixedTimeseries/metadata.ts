import type { ChartMetadata } from '../sdk/plugin.js';

export const mixedTimeseriesMetadata: ChartMetadata = {
  name: 'Mixed Chart',
  description:
    'Visualize two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
  category: 'Evolution',
  tags: [
    'Advanced-Analytics',
    'Aesthetic',
    'ECharts',
    'Experimental',
    'Line',
    'Multi-Variables',
    'Time',
    'Transformable',
  ],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
