import type { ControlPanelConfig } from '../sdk/controls.js';
import { isTemporalXAxis } from '../sdk/sharedControls.js';
import { fontSizes, renderCheckbox } from '../shared/controlItems.js';

export const bigNumberControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla'], ['metric'], ['adhoc_filters']],
    },
    {
      label: 'Options',
      expanded: true,
      tabOverride: 'data',
      controlSetRows: [
        [
          {
            name: 'compare_lag',
            config: { type: 'TextControl', label: 'Comparison period lag', isInt: true, placeholder: '0' },
          },
          {
            name: 'compare_suffix',
            config: { type: 'TextControl', label: 'Comparison suffix', placeholder: 'WoW' },
          },
        ],
        [
          {
            name: 'aggregation',
            config: {
              type: 'SelectControl',
              label: 'Aggregation method for the big number',
              default: 'LAST_VALUE',
              choices: [
                ['LAST_VALUE', 'Last value'],
                ['sum', 'Total (sum)'],
                ['mean', 'Average (mean)'],
                ['min', 'Minimum'],
                ['max', 'Maximum'],
                ['median', 'Median'],
              ],
            },
          },
        ],
        [renderCheckbox('show_trend_line', 'Show trend line', true)],
        [renderCheckbox('start_y_axis_at_zero', 'Start y-axis at 0', true)],
      ],
    },
    {
      label: 'Advanced analytics',
      tabOverride: 'data',
      controlSetRows: [
        ['rolling_type'],
        ['rolling_periods', 'min_periods'],
        ['resample_rule', 'resample_method'],
      ],
    },
    {
      label: 'Chart options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'color_picker',
            config: {
              type: 'ColorPickerControl',
              label: 'Color',
              default: { r: 0, g: 122, b: 135, a: 1 },
              renderTrigger: true,
            },
          },
        ],
        fontSizes('Subheader font size'),
        ['y_axis_format', 'currency_format'],
        [
          {
            name: 'time_format',
            config: {
              type: 'SelectControl',
              label: 'Date format',
              default: 'smart_date',
              freeForm: true,
              renderTrigger: true,
            },
          },
        ],
      ],
    },
  ],
  controlOverrides: {
    y_axis_format: { label: 'Number format' },
    time_grain_sqla: { visibility: isTemporalXAxis },
  },
};
