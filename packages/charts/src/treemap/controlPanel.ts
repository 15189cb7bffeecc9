import type { ControlPanelConfig } from '../sdk/controls.js';
import { renderCheckbox, sortByMetric } from '../shared/controlItems.js';

export const treemapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['groupby'], ['metric'], ['row_limit'], [sortByMetric], ['adhoc_filters']],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['color_scheme'],
        [renderCheckbox('show_labels', 'Show Labels', true, 'Whether to display the labels.')],
        [
          renderCheckbox(
            'show_upper_labels',
            'Show Upper Labels',
            true,
            'Show labels when the node has children.',
          ),
        ],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'key_value',
              renderTrigger: true,
              choices: [
                ['key', 'Key'],
                ['value', 'Value'],
                ['key_value', 'Category and Value'],
              ],
              description: 'What should be shown on the label?',
            },
          },
        ],
        ['number_format'],
        ['currency_format'],
        ['date_format'],
      ],
    },
  ],
  controlOverrides: {
    groupby: { label: 'Dimensions', description: 'The hierarchy levels, top first.' },
  },
};
