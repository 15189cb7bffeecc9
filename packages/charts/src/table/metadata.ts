import type { ChartMetadata } from '../sdk/plugin.js';

export const tableMetadata: ChartMetadata = {
  name: 'Table',
  description:
    'Classic row-by-column spreadsheet like view of a dataset: aggregated by dimensions, or raw records.',
  category: 'Table',
  tags: ['Additive', 'Business', 'Pattern', 'Popular', 'Report', 'Sequential', 'Tabular'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
