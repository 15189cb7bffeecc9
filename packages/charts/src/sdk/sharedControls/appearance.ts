/** Shared controls of the chart's look: colors, formats, legend, labels, axes. */
import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS } from '@meridian/core';
import { COLOR_SCHEME_CHOICES, DEFAULT_COLOR_SCHEME } from '../../shared/colors.js';
import { DEFAULT_SEQUENTIAL_SCHEME, SEQUENTIAL_SCHEME_CHOICES } from '../../shared/sequentialColors.js';
import type { ControlConfig } from '../controls.js';

/** Superset's "Percentage change" comparison shows percentages whatever the chosen format (spec §5). */
export const PERCENTAGE_COMPARISON_FORMAT = '.1%';

export function appearanceControls(): Record<string, ControlConfig> {
  return {
    color_scheme: {
      type: 'ColorSchemeControl',
      label: 'Color scheme',
      default: DEFAULT_COLOR_SCHEME,
      choices: COLOR_SCHEME_CHOICES,
      renderTrigger: true,
    },
    linear_color_scheme: {
      type: 'ColorSchemeControl',
      label: 'Linear color scheme',
      description: 'The color scheme for rendering chart',
      default: DEFAULT_SEQUENTIAL_SCHEME,
      choices: SEQUENTIAL_SCHEME_CHOICES,
      renderTrigger: true,
    },
    y_axis_format: {
      type: 'SelectControl',
      label: 'Y axis format',
      freeForm: true,
      default: 'SMART_NUMBER',
      choices: D3_FORMAT_OPTIONS,
      renderTrigger: true,
      mapStateToProps: (state) =>
        state.form_data.comparison_type === 'percentage' ? { value: PERCENTAGE_COMPARISON_FORMAT } : {},
    },
    number_format: {
      type: 'SelectControl',
      label: 'Number format',
      freeForm: true,
      default: 'SMART_NUMBER',
      choices: D3_FORMAT_OPTIONS,
      renderTrigger: true,
    },
    currency_format: { type: 'CurrencyControl', label: 'Currency format', renderTrigger: true },
    date_format: {
      type: 'SelectControl',
      label: 'Date format',
      freeForm: true,
      default: 'smart_date',
      choices: D3_TIME_FORMAT_OPTIONS,
      renderTrigger: true,
    },
    x_axis_time_format: {
      type: 'SelectControl',
      label: 'Time format',
      freeForm: true,
      default: 'smart_date',
      choices: D3_TIME_FORMAT_OPTIONS,
      renderTrigger: true,
    },
    ...legendAndAxisControls(),
  };
}

/** Legend, labels and axes. */
function legendAndAxisControls(): Record<string, ControlConfig> {
  return {
    show_legend: { type: 'CheckboxControl', label: 'Show legend', default: true, renderTrigger: true },
    show_labels: { type: 'CheckboxControl', label: 'Show labels', default: true, renderTrigger: true },
    legendOrientation: {
      type: 'SelectControl',
      label: 'Legend orientation',
      default: 'top',
      choices: [
        ['top', 'Top'],
        ['bottom', 'Bottom'],
        ['left', 'Left'],
        ['right', 'Right'],
      ],
      renderTrigger: true,
    },
    x_axis_type: {
      type: 'SelectControl',
      label: 'X axis type',
      choices: [
        ['category', 'Category'],
        ['value', 'Value'],
        ['time', 'Time'],
      ],
      renderTrigger: true,
      description: 'Detected from the data when not set.',
    },
    logAxis: { type: 'CheckboxControl', label: 'Logarithmic y-axis', default: false, renderTrigger: true },
    y_axis_bounds: {
      type: 'BoundsControl',
      label: 'Y axis bounds',
      default: [null, null],
      renderTrigger: true,
    },
    truncate_metric: { type: 'CheckboxControl', label: 'Truncate metric', default: true },
    show_empty_columns: { type: 'CheckboxControl', label: 'Show empty columns', default: true },
  };
}
