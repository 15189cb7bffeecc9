import type { ChartMetadata } from '../sdk/plugin.js';

export const countryMapMetadata: ChartMetadata = {
  name: 'Country Map',
  description:
    "Visualizes how a single metric varies across a country's principal subdivisions (states, " +
    "provinces, etc) on a choropleth map. Each subdivision's value is elevated when you hover over " +
    'the corresponding geographic boundary.',
  category: 'Map',
  tags: ['2D', 'Comparison', 'Geo', 'Range', 'Report', 'Stacked'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
