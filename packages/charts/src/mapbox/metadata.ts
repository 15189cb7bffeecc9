import type { ChartMetadata } from '../sdk/plugin.js';

export const mapboxMetadata: ChartMetadata = {
  name: 'MapBox',
  description:
    'Points on a map, clustered as they crowd together: each cluster shows how many points (or the ' +
    'aggregate of a label column) it holds and splits as the map zooms in. Drawn on a vector basemap ' +
    'that needs no map token.',
  category: 'Map',
  tags: ['Business', 'Intensity', 'Legacy', 'Density', 'Scatter', 'Transformable'],
  thumbnail: '',
  behaviors: [],
};
