/**
 * The period-over-period big number's panel (Superset's pop_kpi): the metric and filters, the time
 * shift of the comparison (a shift, "inherit" or a custom start date), and the formats, sizes and
 * colours of the change.
 */
import type { ControlConfig, ControlPanelConfig, CustomControlItem } from '../sdk/controls.js';
import { sharedControls } from '../sdk/sharedControls.js';
import { renderCheckbox } from '../shared/controlItems.js';

const sizeControl = (
  name: string,
  label: string,
  value: number,
  choices: [number, string][],
  visibility?: ControlConfig['visibility'],
): CustomControlItem => ({
  name,
  config: {
    type: 'SelectControl',
    label,
    default: value,
    clearable: false,
    renderTrigger: true,
    choices,
    ...(visibility ? { visibility } : {}),
  },
});

const LARGE: [number, string][] = [
  [0.2, 'Tiny'],
  [0.3, 'Small'],
  [0.4, 'Normal'],
  [0.5, 'Large'],
  [0.6, 'Huge'],
];
const SMALL: [number, string][] = [
  [0.125, 'Tiny'],
  [0.15, 'Small'],
  [0.2, 'Normal'],
  [0.3, 'Large'],
  [0.4, 'Huge'],
];

export const popKpiControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['metric'], ['adhoc_filters']],
    },
    {
      label: 'Time Comparison',
      expanded: true,
      tabOverride: 'data',
      description: 'Compare results with other time periods.',
      controlSetRows: [
        [
          {
            name: 'time_compare',
            config: {
              type: 'SelectControl',
              label: 'Time shift',
              freeForm: true,
              clearable: true,
              placeholder: 'Select or type a custom value...',
              default: 'inherit',
              choices: [
                ['1 day ago', '1 day ago'],
                ['1 week ago', '1 week ago'],
                ['1 month ago', '1 month ago'],
                ['1 year ago', '1 year ago'],
                ['custom', 'Custom date'],
                ['inherit', 'Inherit range from time filter'],
              ],
              description:
                'Overlay results from a relative time period. Expects relative time deltas in natural language (example: 24 hours, 7 days, 52 weeks, 365 days). Free text is supported. Use "Inherit range from time filters" to shift the comparison time range by the same length as your time range and use "Custom" to set a custom comparison range.',
            },
          },
        ],
        [
          {
            name: 'start_date_offset',
            config: {
              type: 'TextControl',
              label: 'Shift start date',
              placeholder: 'YYYY-MM-DD',
              description: 'The date the comparison period starts at.',
              visibility: (s) => s.form_data.time_compare === 'custom',
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
        [{ name: 'y_axis_format', config: { ...sharedControls.y_axis_format!, label: 'Number format' } }],
        [
          {
            name: 'percentDifferenceFormat',
            // A percentage by default: the change is a share of the previous value.
            config: { ...sharedControls.y_axis_format!, label: 'Percent Difference format', default: '.1%' },
          },
        ],
        ['currency_format'],
        [
          {
            name: 'subtitle',
            config: {
              type: 'TextControl',
              label: 'Subtitle',
              renderTrigger: true,
              description: 'Description text that shows up below your Big Number',
            },
          },
        ],
        [renderCheckbox('show_metric_name', 'Show Metric Name', false, 'Whether to display the metric name')],
        [
          sizeControl(
            'metric_name_font_size',
            'Metric Name Font Size',
            0.15,
            SMALL,
            (s) => s.form_data.show_metric_name === true,
          ),
        ],
        [sizeControl('header_font_size', 'Big Number Font Size', 0.2, LARGE)],
        [sizeControl('subheader_font_size', 'Comparison font size', 0.125, SMALL)],
        [
          renderCheckbox(
            'comparison_color_enabled',
            'Add color for positive/negative change',
            false,
            'Add color for positive/negative change',
          ),
        ],
        [
          {
            name: 'comparison_color_scheme',
            config: {
              type: 'SelectControl',
              label: 'color scheme for comparison',
              default: 'Green',
              renderTrigger: true,
              choices: [
                ['Green', 'Green for increase, red for decrease'],
                ['Red', 'Red for increase, green for decrease'],
              ],
              visibility: (s) => s.form_data.comparison_color_enabled === true,
              description:
                'Adds color to the chart symbols based on the positive or negative change from the comparison value.',
            },
          },
        ],
      ],
    },
  ],
};
