import type { ControlPanelConfig, CustomControlItem } from '../sdk/controls.js';
import { renderCheckbox } from '../shared/controlItems.js';
import { X_TICKS_LAYOUTS } from './formData.js';

const color = (name: string, label: string, value: { r: number; g: number; b: number; a: number }) =>
  ({
    name,
    config: { type: 'ColorPickerControl', label, default: value, renderTrigger: true },
  }) satisfies CustomControlItem;

const text = (name: string, label: string) =>
  ({
    name,
    config: { type: 'TextControl', label, default: '', renderTrigger: true },
  }) satisfies CustomControlItem;

/** The X Tick Layout select (waterfall, box plot). */
export const xTicksLayout: CustomControlItem = {
  name: 'x_ticks_layout',
  config: {
    type: 'SelectControl',
    label: 'X Tick Layout',
    choices: X_TICKS_LAYOUTS.map((v) => [v, v] as const),
    default: 'auto',
    clearable: false,
    renderTrigger: true,
    description: 'The way the ticks are laid out on the X-axis',
  },
};

export const waterfallControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        ['x_axis'],
        ['time_grain_sqla'],
        ['groupby'],
        ['metric'],
        ['adhoc_filters'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [renderCheckbox('show_value', 'Show value', false, 'Show series values on the chart')],
        [renderCheckbox('show_legend', 'Show legend', false, 'Whether to display a legend for the chart')],
        [
          color('increase_color', 'Increase', { r: 90, g: 193, b: 137, a: 1 }),
          color('decrease_color', 'Decrease', { r: 224, g: 67, b: 85, a: 1 }),
          color('total_color', 'Total', { r: 102, g: 102, b: 102, a: 1 }),
        ],
        [text('x_axis_label', 'X Axis Label')],
        ['x_axis_time_format'],
        [xTicksLayout],
        [text('y_axis_label', 'Y Axis Label')],
        ['y_axis_format'],
        ['currency_format'],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Breakdowns',
      description:
        'Breaks down the series by the category specified in this control. This can help viewers understand how each category affects the overall value.',
      multi: false,
    },
  },
};
