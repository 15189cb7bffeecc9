import type { ControlChoice, ControlPanelConfig } from '../sdk/controls.js';
import { legendSection } from '../shared/sections.js';
import { renderCheckbox } from '../shared/controlItems.js';

/** Superset saves the funnel's label types as enum indexes. */
const LABEL_CHOICES: ControlChoice[] = [
  [0, 'Category Name'],
  [1, 'Value'],
  [2, 'Percentage'],
  [3, 'Category and Value'],
  [4, 'Category and Percentage'],
  [5, 'Category, Value and Percentage'],
  [6, 'Value and Percentage'],
];

export const funnelControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          {
            name: 'sort_by_metric',
            config: {
              type: 'CheckboxControl',
              label: 'Sort by metric',
              default: true,
              description: 'Whether to sort results by the selected metric in descending order.',
            },
          },
        ],
        [
          {
            name: 'percent_calculation_type',
            config: {
              type: 'SelectControl',
              label: '% calculation',
              description:
                'Display percents in the label and tooltip as the percent of the total value, from the first step of the funnel, or from the previous step in the funnel.',
              choices: [
                ['first_step', 'Calculate from first step'],
                ['prev_step', 'Calculate from previous step'],
                ['total', 'Percent of total'],
              ],
              default: 'first_step',
              renderTrigger: true,
            },
          },
        ],
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
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Contents',
              default: 0,
              renderTrigger: true,
              choices: LABEL_CHOICES,
              description: 'What should be shown as the label',
            },
          },
        ],
        [
          {
            name: 'tooltip_label_type',
            config: {
              type: 'SelectControl',
              label: 'Tooltip Contents',
              default: 5,
              renderTrigger: true,
              choices: LABEL_CHOICES.slice(0, 6),
              description: 'What should be shown as the tooltip label',
            },
          },
        ],
        ['number_format'],
        ['currency_format'],
        [renderCheckbox('show_labels', 'Show Labels', true, 'Whether to display the labels.')],
        [
          renderCheckbox(
            'show_tooltip_labels',
            'Show Tooltip Labels',
            true,
            'Whether to display the tooltip labels.',
          ),
        ],
      ],
    },
    legendSection,
  ],
  controlOverrides: { row_limit: { default: 10 } },
};
