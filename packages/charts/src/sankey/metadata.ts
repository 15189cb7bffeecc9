import type { ChartMetadata } from '../sdk/plugin.js';

export const sankeyMetadata: ChartMetadata = {
  name: 'Sankey Chart',
  description:
    'The Sankey chart visually tracks the movement and transformation of values across system stages. Nodes represent stages, connected by links depicting value flow. Node height corresponds to the visualized metric, providing a clear representation of value distribution and transformation.',
  category: 'Flow',
  tags: ['Directional', 'ECharts', 'Distribution', 'Flow'],
  thumbnail: '',
  // Superset's sankey has no cross-filter or drill (its plugin leaves them as a TODO).
  behaviors: [],
};
