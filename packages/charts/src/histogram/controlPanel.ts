import { validateInteger, validateNonEmpty } from '@meridian/core';
import type { ControlPanelConfig } from '../sdk/controls.js';
import { renderCheckbox } from '../shared/controlItems.js';

const title = (name: string, label: string) => ({
  name,
  config: { type: 'TextControl' as const, label, default: '', renderTrigger: true },
});

export const histogramControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          {
            name: 'column',
            config: {
              type: 'DndColumnSelect',
              label: 'Column',
              multi: false,
              description: 'Numeric column used to calculate the histogram.',
              validators: [validateNonEmpty],
            },
          },
        ],
        ['groupby'],
        ['adhoc_filters'],
        ['row_limit'],
        [
          {
            name: 'bins',
            config: {
              type: 'SelectControl',
              label: 'Bins',
              freeForm: true,
              default: 5,
              choices: [5, 10, 15, 20].map((n) => [n, String(n)] as const),
              description: 'The number of bins for the histogram',
              validators: [validateInteger],
            },
          },
        ],
        [
          {
            name: 'normalize',
            config: {
              type: 'CheckboxControl',
              label: 'Normalize',
              default: false,
              description:
                "The normalize option transforms the histogram values into proportions or probabilities by dividing each bin's count by the total count of data points.",
            },
          },
        ],
        [
          {
            name: 'cumulative',
            config: {
              type: 'CheckboxControl',
              label: 'Cumulative',
              default: false,
              description:
                'The cumulative option allows you to see how your data accumulates over different values. When enabled, the histogram bars represent the running total of frequencies up to each bin.',
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
        [renderCheckbox('show_value', 'Show value', false, 'Show series values on the chart')],
        [renderCheckbox('show_legend', 'Show legend', true, 'Whether to display a legend for the chart')],
        [title('x_axis_title', 'X Axis Title')],
        [title('y_axis_title', 'Y Axis Title')],
      ],
    },
  ],
};
