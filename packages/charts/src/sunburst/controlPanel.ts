import type { ControlPanelConfig, ControlPanelState } from '../sdk/controls.js';
import { labelsThreshold, renderCheckbox, sortByMetric } from '../shared/controlItems.js';

/** A secondary metric different from the primary one colours by their ratio (linear scheme). */
const colorsByRatio = (s: ControlPanelState) => {
  const secondary = s.form_data.secondary_metric;
  return Boolean(secondary) && JSON.stringify(secondary) !== JSON.stringify(s.form_data.metric);
};

export const sunburstControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['columns'],
        ['metric'],
        [
          {
            name: 'secondary_metric',
            config: {
              type: 'DndMetricSelect',
              label: 'Secondary Metric',
              multi: false,
              default: null,
              description:
                '[optional] this secondary metric is used to define the color as a ratio against the primary metric. When omitted, the color is categorical and based on labels',
            },
          },
        ],
        ['adhoc_filters'],
        ['row_limit'],
        [sortByMetric],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['color_scheme'],
        ['linear_color_scheme'],
        [renderCheckbox('show_labels', 'Show Labels', false, 'Whether to display the labels.')],
        [labelsThreshold('Minimum threshold in percentage points for showing labels.')],
        [renderCheckbox('show_total', 'Show Total', false, 'Whether to display the aggregate count')],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'key',
              renderTrigger: true,
              choices: [
                ['key', 'Category Name'],
                ['value', 'Value'],
                ['percent', 'Percentage'],
                ['key_value', 'Category and Value'],
                ['key_percent', 'Category and Percentage'],
                ['key_value_percent', 'Category, Value and Percentage'],
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
    columns: {
      label: 'Hierarchy',
      description:
        'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost circle as the top of the hierarchy.',
    },
    metric: {
      label: 'Primary Metric',
      description: 'The primary metric is used to define the arc segment sizes',
    },
    color_scheme: {
      description: 'When only a primary metric is provided, a categorical color scale is used.',
      visibility: (s) => !colorsByRatio(s),
    },
    linear_color_scheme: {
      description: 'When a secondary metric is provided, a linear color scale is used.',
      visibility: colorsByRatio,
    },
  },
};
