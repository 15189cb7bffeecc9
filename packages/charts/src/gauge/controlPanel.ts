import { validateInteger } from '@meridian/core';
import type { ControlPanelConfig, CustomControlItem } from '../sdk/controls.js';
import { renderCheckbox, sortByMetric } from '../shared/controlItems.js';

const text = (name: string, label: string, description: string, value: unknown, isInt = false) =>
  ({
    name,
    config: {
      type: 'TextControl',
      label,
      description,
      default: value,
      renderTrigger: true,
      ...(isInt ? { isInt: true, validators: [validateInteger] } : {}),
    },
  }) satisfies CustomControlItem;

const slider = (name: string, label: string, description: string, value: number, min: number, max: number) =>
  ({
    name,
    config: {
      type: 'SliderControl',
      label,
      description,
      default: value,
      min,
      max,
      step: 1,
      renderTrigger: true,
    },
  }) satisfies CustomControlItem;

export const gaugeControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [['groupby'], ['metric'], ['adhoc_filters'], ['row_limit'], [sortByMetric]],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [
          text('min_val', 'Min', 'Minimum value on the gauge axis', null, true),
          text('max_val', 'Max', 'Maximum value on the gauge axis', null, true),
        ],
        [
          text('start_angle', 'Start angle', 'Angle at which to start progress axis', 225),
          text('end_angle', 'End angle', 'Angle at which to end progress axis', -45),
        ],
        ['color_scheme'],
        [
          slider(
            'font_size',
            'Font size',
            'Font size for axis labels, detail value and other text elements',
            15,
            10,
            20,
          ),
        ],
        ['number_format'],
        ['currency_format'],
        [
          text(
            'value_formatter',
            'Value format',
            'Additional text to add before or after the value, e.g. unit',
            '{value}',
          ),
        ],
        [renderCheckbox('show_pointer', 'Show pointer', true, 'Whether to show the pointer')],
        [
          renderCheckbox(
            'animation',
            'Animation',
            true,
            'Whether to animate the progress and the value or just display them',
          ),
        ],
        [
          renderCheckbox(
            'show_axis_tick',
            'Show axis line ticks',
            false,
            'Whether to show minor ticks on the axis',
          ),
        ],
        [
          renderCheckbox(
            'show_split_line',
            'Show split lines',
            false,
            'Whether to show the split lines on the axis',
          ),
        ],
        [slider('split_number', 'Split number', 'Number of split segments on the axis', 10, 3, 30)],
        [
          renderCheckbox(
            'show_progress',
            'Show progress',
            true,
            'Whether to show the progress of gauge chart',
          ),
        ],
        [
          renderCheckbox(
            'overlap',
            'Overlap',
            true,
            'Whether the progress bar overlaps when there are multiple groups of data',
          ),
        ],
        [
          renderCheckbox(
            'round_cap',
            'Round cap',
            false,
            'Style the ends of the progress bar with a round cap',
          ),
        ],
        [
          text(
            'intervals',
            'Interval bounds',
            'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
            '',
          ),
        ],
        [
          text(
            'interval_color_indices',
            'Interval colors',
            'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed. Length must be matching that of interval bounds.',
            '',
          ),
        ],
      ],
    },
  ],
  controlOverrides: {
    groupby: { label: 'Group by', description: 'Columns to group by' },
    row_limit: {
      default: 10,
      choices: Array.from({ length: 10 }, (_, i) => [i + 1, String(i + 1)] as const),
    },
  },
};
