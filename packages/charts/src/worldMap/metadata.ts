import type { ChartMetadata } from '../sdk/plugin.js';

export const worldMapMetadata: ChartMetadata = {
  name: 'World Map',
  description:
    'A map of the world, that can indicate values in different countries: each country shaded by a ' +
    'metric, with optional bubbles sized by a second metric.',
  category: 'Map',
  tags: [
    '2D',
    'Comparison',
    'Intensity',
    'Legacy',
    'Multi-Dimensions',
    'Multi-Layers',
    'Multi-Variables',
    'Scatter',
  ],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
