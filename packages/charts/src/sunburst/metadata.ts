import type { ChartMetadata } from '../sdk/plugin.js';

/** No drill by: it replaces `groupby`, and the sunburst's hierarchy is in `columns`. */
export const sunburstMetadata: ChartMetadata = {
  name: 'Sunburst Chart',
  description:
    'Uses circles to visualize the flow of data through different stages of a system. Hover over individual paths in the visualization to understand the stages a value took. Useful for multi-stage, multi-group visualizing funnels and pipelines.',
  category: 'Part of a Whole',
  tags: ['ECharts', 'Aesthetic', 'Multi-Levels', 'Proportional'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
