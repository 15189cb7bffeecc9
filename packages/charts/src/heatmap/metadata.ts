import type { ChartMetadata } from '../sdk/plugin.js';

export const heatmapMetadata: ChartMetadata = {
  name: 'Heatmap',
  description:
    'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups. Color is used to emphasize the strength of the link between each pair of groups.',
  category: 'Correlation',
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};

/** Superset's legacy (pre-ECharts) heatmap: drawn by heatmap_v2 from its migrated form data. */
export const legacyHeatmapMetadata: ChartMetadata = {
  ...heatmapMetadata,
  name: 'Heatmap (legacy)',
  description:
    'Compares how a metric changes across two groups; legacy charts of this type are drawn as the ECharts heatmap.',
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'Legacy'],
};
