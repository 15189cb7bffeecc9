import { D3_FORMAT_OPTIONS, validateNonEmpty } from '@meridian/core';
import type { ControlConfig, ControlPanelConfig, CustomControlItem } from '../sdk/controls.js';
import { renderCheckbox } from '../shared/controlItems.js';
import { legendSection } from '../shared/sections.js';

const item = (name: string, config: ControlConfig): CustomControlItem => ({ name, config });
const MARGINS = [15, 30, 50, 75, 100, 125, 150, 200].map((m) => [m, String(m)] as const);
const rendered = { renderTrigger: true };
const format = (label: string): ControlConfig => ({
  type: 'SelectControl',
  label,
  freeForm: true,
  default: 'SMART_NUMBER',
  choices: D3_FORMAT_OPTIONS,
  ...rendered,
});
const rotation = (label: string): ControlConfig => ({
  type: 'SelectControl',
  label,
  freeForm: true,
  clearable: false,
  default: 0,
  choices: [
    [0, '0°'],
    [45, '45°'],
  ],
  description: 'Input field supports custom rotation. e.g. 30 for 30°',
  ...rendered,
});
const margin = (label: string): ControlConfig => ({
  type: 'SelectControl',
  label,
  freeForm: true,
  clearable: true,
  default: 30,
  choices: MARGINS,
  ...rendered,
});

export const bubbleControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          item('series', {
            type: 'DndColumnSelect',
            label: 'Dimension',
            multi: false,
            description:
              'Defines the grouping of entities. Each series is represented by a specific color in the chart.',
          }),
        ],
        [
          item('entity', {
            type: 'DndColumnSelect',
            label: 'Entity',
            multi: false,
            validators: [validateNonEmpty],
            description: 'This defines the element to be plotted on the chart',
          }),
        ],
        [
          item('x', {
            type: 'DndMetricSelect',
            label: 'X Axis',
            multi: false,
            validators: [validateNonEmpty],
          }),
        ],
        [
          item('y', {
            type: 'DndMetricSelect',
            label: 'Y Axis',
            multi: false,
            validators: [validateNonEmpty],
          }),
        ],
        ['adhoc_filters'],
        [
          item('size', {
            type: 'DndMetricSelect',
            label: 'Bubble Size',
            multi: false,
            validators: [validateNonEmpty],
          }),
        ],
        [item('orderby', { type: 'DndMetricSelect', label: 'Sort by', multi: false })],
        [
          item('order_desc', {
            type: 'CheckboxControl',
            label: 'Sort descending',
            default: true,
            visibility: (s) => Boolean(s.form_data.orderby),
          }),
        ],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['color_scheme'],
        [
          item('max_bubble_size', {
            type: 'SelectControl',
            label: 'Max Bubble Size',
            freeForm: true,
            default: '25',
            choices: ['5', '10', '15', '25', '50', '75', '100'].map((v) => [v, v] as const),
            ...rendered,
          }),
        ],
        [item('tooltipSizeFormat', format('Bubble size number format'))],
        [
          item('opacity', {
            type: 'SliderControl',
            label: 'Bubble Opacity',
            min: 0,
            max: 1,
            step: 0.1,
            default: 0.6,
            description: 'Opacity of bubbles, 0 means completely transparent, 1 means opaque',
            ...rendered,
          }),
        ],
      ],
    },
    legendSection,
    {
      label: 'X Axis',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [item('x_axis_label', { type: 'TextControl', label: 'X Axis Title', default: '', ...rendered })],
        [item('xAxisLabelRotation', rotation('Rotate x axis label'))],
        [item('x_axis_title_margin', margin('X AXIS TITLE MARGIN'))],
        [item('xAxisFormat', format('X Axis Format'))],
        [renderCheckbox('logXAxis', 'Logarithmic x-axis', false, 'Logarithmic x-axis')],
      ],
    },
    {
      label: 'Y Axis',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        [item('y_axis_label', { type: 'TextControl', label: 'Y Axis Title', default: '', ...rendered })],
        [item('yAxisLabelRotation', rotation('Rotate y axis label'))],
        [item('y_axis_title_margin', margin('Y AXIS TITLE MARGIN'))],
        ['y_axis_format'],
        [renderCheckbox('logYAxis', 'Logarithmic y-axis', false, 'Logarithmic y-axis')],
        [
          renderCheckbox(
            'truncateXAxis',
            'Truncate X Axis',
            false,
            'Truncate X Axis. Can be overridden by specifying a min or max bound. Only applicable for numerical X axis.',
          ),
        ],
        [
          item('xAxisBounds', {
            type: 'BoundsControl',
            label: 'X Axis Bounds',
            default: [null, null],
            description:
              "Bounds for the X-axis. When left empty, the bounds are dynamically defined based on the min/max of the data. Note that this feature will only expand the axis range. It won't narrow the data's extent.",
            visibility: (s) => Boolean(s.form_data.truncateXAxis),
            ...rendered,
          }),
        ],
        [
          renderCheckbox(
            'truncateYAxis',
            'Truncate Y Axis',
            false,
            'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
          ),
        ],
        [
          item('y_axis_bounds', {
            type: 'BoundsControl',
            label: 'Y Axis Bounds',
            default: [null, null],
            description:
              "Bounds for the Y-axis. When left empty, the bounds are dynamically defined based on the min/max of the data. Note that this feature will only expand the axis range. It won't narrow the data's extent.",
            visibility: (s) => Boolean(s.form_data.truncateYAxis),
            ...rendered,
          }),
        ],
      ],
    },
  ],
};
