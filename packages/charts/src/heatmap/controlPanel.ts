/** heatmap_v2's controls (Superset's names, labels and defaults). */
import { validateNonEmpty } from '@meridian/core';
import type { ControlChoice, ControlConfig, ControlPanelConfig } from '../sdk/controls.js';
import { isTemporalXAxis } from '../sdk/sharedControls.js';

export const SORT_AXIS_CHOICES: readonly ControlChoice[] = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
];

/** Cleared, the axis keeps the query's row order. */
const sortAxis = (label: string): ControlConfig => ({
  type: 'SelectControl',
  label,
  choices: SORT_AXIS_CHOICES,
  clearable: true,
  default: 'alpha_asc',
});

export const NORMALIZE_ACROSS: ControlConfig = {
  type: 'SelectControl',
  label: 'Normalize Across',
  choices: [
    ['heatmap', 'heatmap'],
    ['x', 'x'],
    ['y', 'y'],
  ],
  default: 'heatmap',
  description:
    'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range: x: values are normalized within each column; y: values are normalized within each row; heatmap: values are normalized across the entire heatmap',
};

const scaleInterval = (axis: 'X' | 'Y', auto: boolean): ControlConfig => ({
  type: 'SelectControl',
  label: `${axis}Scale Interval`,
  renderTrigger: true,
  choices: [
    ...(auto ? ([[-1, 'Auto']] as const) : []),
    ...Array.from({ length: 50 }, (_, i) => [i + 1, String(i + 1)] as const),
  ],
  default: auto ? -1 : 1,
  clearable: false,
  description: `Number of steps to take between ticks when displaying the ${axis} scale`,
});
export const xscaleInterval = (auto = true) => scaleInterval('X', auto);
export const yscaleInterval = (auto = true) => scaleInterval('Y', auto);

const margin = (side: 'Left' | 'Bottom'): ControlConfig => ({
  type: 'SelectControl',
  freeForm: true,
  clearable: false,
  label: `${side} Margin`,
  choices: [['auto', 'Auto'], ...[50, 75, 100, 125, 150, 200].map((n) => [n, String(n)] as const)],
  default: 'auto',
  renderTrigger: true,
  description: `${side} margin, in pixels, allowing for more room for axis labels`,
});
export const leftMargin = margin('Left');
export const bottomMargin = margin('Bottom');

const checkbox = (label: string, description: string, value: boolean): ControlConfig => ({
  type: 'CheckboxControl',
  label,
  renderTrigger: true,
  default: value,
  description,
});
export const showLegend = checkbox('Legend', 'Whether to display the legend (toggles)', true);
export const showPercentage = checkbox(
  'Show percentage',
  'Whether to include the percentage in the tooltip',
  true,
);
export const showValues = checkbox(
  'Show Values',
  'Whether to display the numerical values within the cells',
  false,
);
export const normalized = checkbox(
  'Normalized',
  'Whether to apply a normal distribution based on rank on the color scale',
  false,
);
export const valueBounds: ControlConfig = {
  type: 'BoundsControl',
  label: 'Value bounds',
  renderTrigger: true,
  default: [null, null],
  description: 'Hard value bounds applied for color coding.',
};

export const heatmapControlPanel: ControlPanelConfig = {
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
        [{ name: 'sort_x_axis', config: sortAxis('Sort X Axis') }],
        [{ name: 'sort_y_axis', config: sortAxis('Sort Y Axis') }],
        [{ name: 'normalize_across', config: NORMALIZE_ACROSS }],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          {
            name: 'legend_type',
            config: {
              type: 'SelectControl',
              label: 'Legend Type',
              renderTrigger: true,
              choices: [
                ['continuous', 'Continuous'],
                ['piecewise', 'Piecewise'],
              ],
              default: 'continuous',
              clearable: false,
            },
          },
        ],
        ['linear_color_scheme'],
        [
          {
            name: 'border_color',
            config: {
              type: 'ColorPickerControl',
              label: 'Border color',
              renderTrigger: true,
              description: 'The color of the elements border',
              default: { r: 0, g: 0, b: 0, a: 1 },
            },
          },
          {
            name: 'border_width',
            config: {
              type: 'SliderControl',
              label: 'Border width',
              renderTrigger: true,
              min: 0,
              max: 2,
              step: 0.1,
              default: 0,
              description: 'The width of the elements border',
            },
          },
        ],
        [{ name: 'xscale_interval', config: xscaleInterval() }],
        [{ name: 'yscale_interval', config: yscaleInterval() }],
        [{ name: 'left_margin', config: leftMargin }],
        [{ name: 'bottom_margin', config: bottomMargin }],
        [{ name: 'value_bounds', config: valueBounds }],
        ['y_axis_format'],
        ['x_axis_time_format'],
        ['currency_format'],
        [{ name: 'show_legend', config: showLegend }],
        [{ name: 'show_percentage', config: showPercentage }],
        [{ name: 'show_values', config: showValues }],
        [{ name: 'normalized', config: normalized }],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Y-Axis',
      description: 'Dimension to use on y-axis.',
      multi: false,
      validators: [validateNonEmpty],
    },
    y_axis_format: { label: 'Value Format' },
    time_grain_sqla: { visibility: isTemporalXAxis },
  },
};
