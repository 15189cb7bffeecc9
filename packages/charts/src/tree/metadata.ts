import type { ChartMetadata } from '../sdk/plugin.js';

export const treeMetadata: ChartMetadata = {
  name: 'Tree Chart',
  description: 'Visualize multiple levels of hierarchy using a familiar tree-like structure.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural', 'Featured'],
  thumbnail: '',
  // Superset's tree has no cross-filter or drill.
  behaviors: [],
};
