import type { ChartMetadata } from '../sdk/plugin.js';

export const boxPlotMetadata: ChartMetadata = {
  name: 'Box Plot',
  description:
    'Also known as a box and whisker plot, this visualization compares the distributions of a related metric across multiple groups. The box in the middle emphasizes the mean, median, and inner 2 quartiles. The whiskers around each box visualize the min, max, range, and outer 2 quartiles.',
  category: 'Distribution',
  tags: ['ECharts', 'Range', 'Statistical'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART'],
};
