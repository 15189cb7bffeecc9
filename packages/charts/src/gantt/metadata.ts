import type { ChartMetadata } from '../sdk/plugin.js';

export const ganttMetadata: ChartMetadata = {
  name: 'Gantt Chart',
  description:
    'Gantt chart visualizes important events over a time span. Every data point displayed as a separate event along a horizontal line.',
  // Superset's Gantt plugin names no category: its gallery lists it under Other.
  category: 'Other',
  tags: ['ECharts', 'Featured', 'Timeline', 'Time'],
  thumbnail: '',
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
};
