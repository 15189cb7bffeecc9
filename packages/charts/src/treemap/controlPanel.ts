import type { ControlPanelConfig } from '../sdk/controls.js';

export const treemapControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['row_limit'],
        [
          {
            name: 'sort_by_metric',
            config: {
              type: 'CheckboxControl',
              label: 'Sort by metric',
              description: 'Whether to sort results by the selected metric in descending order.',
            },
          },
        ],
        ['adhoc_filters'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['color_scheme'],
        [
          {
            name: 'show_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show Labels',
              default: true,
              renderTrigger: true,
              description: 'Whether to display the labels.',
            },
          },
        ],
        [
          {
            name: 'show_upper_labels',
            config: {
              type: 'CheckboxControl',
              label: 'Show Upper Labels',
              default: true,
              renderTrigger: true,
              description: 'Show labels when the node has children.',
            },
          },
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
