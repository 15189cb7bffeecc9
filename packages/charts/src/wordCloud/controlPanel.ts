import { validateNonEmpty } from '@meridian/core';
import type { ControlPanelConfig } from '../sdk/controls.js';
import { sortByMetric } from '../shared/controlItems.js';

const fontSize = (name: string, label: string, value: number, description: string) => ({
  name,
  config: {
    type: 'TextControl' as const,
    isInt: true,
    label,
    renderTrigger: true,
    default: value,
    description,
  },
});

/** Superset's word cloud panel: series, metric, filters, row limit, sort; font sizes, rotation, colours. */
export const wordCloudControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'series',
            config: {
              type: 'DndColumnSelect',
              label: 'Dimension',
              multi: false,
              clearable: false,
              validators: [validateNonEmpty],
              description: 'The column whose values are the words.',
            },
          },
        ],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [sortByMetric],
      ],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          fontSize('size_from', 'Minimum Font Size', 10, 'Font size for the smallest value in the list'),
          fontSize('size_to', 'Maximum Font Size', 70, 'Font size for the biggest value in the list'),
        ],
        [
          {
            name: 'rotation',
            config: {
              type: 'SelectControl',
              label: 'Word Rotation',
              default: 'square',
              renderTrigger: true,
              clearable: false,
              choices: [
                ['random', 'random'],
                ['flat', 'flat'],
                ['square', 'square'],
              ],
              description: 'Rotation to apply to words in the cloud',
            },
          },
        ],
        ['color_scheme'],
      ],
    },
  ],
  controlOverrides: {
    row_limit: { default: 100 },
  },
};
