import type { ChartMetadata } from '../sdk/plugin.js';

export const roseMetadata: ChartMetadata = {
  name: 'Nightingale Rose Chart',
  description:
    'A polar coordinate chart where the circle is broken into wedges of equal angle, and the value represented by any wedge is illustrated by its area, rather than its radius or sweep angle.',
  category: 'Ranking',
  tags: ['Legacy', 'Advanced-Analytics', 'Circular', 'Multi-Layers', 'Pattern', 'Time', 'Trend'],
  thumbnail: '',
  behaviors: [],
};
