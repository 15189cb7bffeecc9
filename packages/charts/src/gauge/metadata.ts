import type { ChartMetadata } from '../sdk/plugin.js';

export const gaugeMetadata: ChartMetadata = {
  name: 'Gauge Chart',
  description:
    'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
  category: 'KPI',
  tags: ['Business', 'Comparison', 'ECharts', 'Multi-Variables', 'Report'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
