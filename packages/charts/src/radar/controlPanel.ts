import type { ControlPanelConfig } from '../sdk/controls.js';
import { renderCheckbox } from '../shared/controlItems.js';
import { legendSection } from '../shared/sections.js';
import { LABEL_POSITIONS } from './formData.js';

const positionLabel = (p: string) =>
  p
    .replace(/([A-Z])/g, ' $1')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

export const radarControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metrics'],
        ['timeseries_limit_metric'],
        ['adhoc_filters'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['color_scheme'],
        [renderCheckbox('show_labels', 'Show Labels', true, 'Whether to display the labels.')],
        [
          {
            name: 'label_type',
            config: {
              type: 'SelectControl',
              label: 'Label Type',
              default: 'value',
              renderTrigger: true,
              choices: [
                ['value', 'Value'],
                ['key_value', 'Category and Value'],
              ],
              description: 'What should be shown on the label?',
            },
          },
        ],
        [
          {
            name: 'label_position',
            config: {
              type: 'SelectControl',
              label: 'Label position',
              default: 'top',
              renderTrigger: true,
              choices: LABEL_POSITIONS.map((p) => [p, positionLabel(p)] as const),
            },
          },
        ],
        ['number_format'],
        [
          {
            name: 'date_format',
            config: {
              type: 'SelectControl',
              label: 'Date format',
              freeForm: true,
              default: 'smart_date',
              renderTrigger: true,
            },
          },
        ],
        [
          {
            name: 'column_config',
            config: {
              type: 'ColumnConfigControl',
              label: 'Customize Metrics',
              description: 'Further customize how to display each metric',
              renderTrigger: true,
              default: {},
            },
          },
        ],
        [
          renderCheckbox(
            'is_circle',
            'Circle radar shape',
            false,
            "Radar render type, whether to display 'circle' shape.",
          ),
        ],
      ],
    },
    legendSection,
  ],
  controlOverrides: { row_limit: { default: 10 } },
};
