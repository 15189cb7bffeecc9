import type { ChartMetadata } from '../sdk/plugin.js';

export const horizonMetadata: ChartMetadata = {
  name: 'Horizon Chart',
  description:
    'Compares how a metric changes over time between different groups. Each group is mapped to a row and change over time is visualized bar lengths and color.',
  category: 'Distribution',
  tags: ['Legacy'],
  thumbnail: '',
  behaviors: [],
};
