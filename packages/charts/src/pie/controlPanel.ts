import type { ControlPanelConfig } from '../sdk/controls.js';
import { legendSection } from '../shared/sections.js';
import { labelsThreshold, renderCheckbox } from '../shared/controlItems.js';

export const pieControlPanel: ControlPanelConfig = {
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
            config: { type: 'CheckboxControl', label: 'Sort by metric', default: true },
          },
        ],
      ],
    },
    {
      label: 'Chart options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['color_scheme'],
        [labelsThreshold()],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label type',
              default: 'key',
              renderTrigger: true,
              choices: [
                ['key', 'Category name'],
                ['value', 'Value'],
                ['percent', 'Percentage'],
                ['key_value', 'Category and value'],
                ['key_percent', 'Category and percentage'],
                ['key_value_percent', 'Category, value and percentage'],
                ['value_percent', 'Value and percentage'],
              ],
            },
          },
        ],
        ['number_format', 'currency_format'],
        ['date_format'],
        ['show_labels'],
        [
          renderCheckbox('labels_outside', 'Put labels outside', true),
          renderCheckbox('label_line', 'Label line', false),
        ],
        [renderCheckbox('show_total', 'Show total', false)],
        [
          {
            name: 'outerRadius',
            config: {
              type: 'SliderControl',
              label: 'Outer radius',
              default: 70,
              min: 10,
              max: 100,
              step: 1,
              renderTrigger: true,
            },
          },
        ],
        [renderCheckbox('donut', 'Donut', false)],
        [
          {
            name: 'innerRadius',
            config: {
              type: 'SliderControl',
              label: 'Inner radius',
              default: 30,
              min: 0,
              max: 100,
              step: 1,
              renderTrigger: true,
              visibility: (s) => Boolean(s.form_data.donut),
            },
          },
        ],
      ],
    },
    legendSection,
  ],
  controlOverrides: { row_limit: { default: 100 } },
};
