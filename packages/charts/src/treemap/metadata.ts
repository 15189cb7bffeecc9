import type { ChartMetadata } from '../sdk/plugin.js';

export const treemapMetadata: ChartMetadata = {
  name: 'Treemap',
  description:
    'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Comparison', 'Multi-Levels', 'Percentages', 'Proportional', 'ECharts'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
