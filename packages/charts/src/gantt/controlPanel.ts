import { D3_FORMAT_OPTIONS, D3_TIME_FORMAT_OPTIONS, validateNonEmpty } from '@meridian/core';
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelState,
  ControlType,
  CustomControlItem,
} from '../sdk/controls.js';
import { renderCheckbox } from '../shared/controlItems.js';
import { legendSection } from '../shared/sections.js';

const item = (name: string, config: ControlConfig): CustomControlItem => ({ name, config });
const temporal = (column: { is_dttm?: boolean }) => Boolean(column.is_dttm);
const MARGINS = [15, 30, 50, 75, 100, 125, 150, 200].map((m) => [m, String(m)] as const);
const margin = (label: string) =>
  ({
    type: 'SelectControl',
    label,
    freeForm: true,
    clearable: true,
    default: 15,
    choices: MARGINS,
    renderTrigger: true,
  }) as const;
const hasSeries = ({ form_data }: ControlPanelState) => Boolean(form_data.series);
/**
 * Superset edits the bounds with a time-of-day range picker, stored as ["HH:mm:ss", "HH:mm:ss"]; no
 * such widget exists here yet, so the explore page's JSON editor (its fallback) edits that array.
 */
const TIME_BOUNDS_CONTROL = 'TimeBoundsControl' as ControlType;

export const ganttControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      expanded: true,
      controlSetRows: [
        [
          item('start_time', {
            type: 'DndColumnSelect',
            label: 'Start Time',
            multi: false,
            validators: [validateNonEmpty],
            columnFilter: temporal,
          }),
        ],
        [
          item('end_time', {
            type: 'DndColumnSelect',
            label: 'End Time',
            multi: false,
            validators: [validateNonEmpty],
            columnFilter: temporal,
          }),
        ],
        [
          item('y_axis', {
            type: 'DndColumnSelect',
            label: 'Y-axis',
            description: 'Dimension to use on y-axis.',
            multi: false,
            validators: [validateNonEmpty],
          }),
        ],
        [
          item('series', {
            type: 'DndColumnSelect',
            label: 'Dimension',
            description: 'Dimension to use on each series.',
            multi: false,
            clearable: true,
          }),
        ],
        [
          item('subcategories', {
            type: 'CheckboxControl',
            label: 'Subcategories',
            description:
              'Divides each category into subcategories based on the values in the dimension. It can be used to exclude intersections.',
            default: false,
            renderTrigger: true,
            visibility: hasSeries,
          }),
        ],
        [
          item('tooltip_metrics', {
            type: 'DndMetricSelect',
            label: 'Tooltip metrics',
            multi: true,
            default: [],
          }),
        ],
        [
          item('tooltip_columns', {
            type: 'DndColumnSelect',
            label: 'Tooltip columns',
            multi: true,
            default: [],
          }),
        ],
        ['adhoc_filters'],
        [item('order_by_cols', { type: 'SelectControl', label: 'Ordering', multi: true, default: [] })],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart Title',
      tabOverride: 'customize',
      controlSetRows: [
        [
          item('x_axis_title', {
            type: 'TextControl',
            label: 'X Axis Title',
            default: '',
            renderTrigger: true,
          }),
        ],
        [item('x_axis_title_margin', margin('X AXIS TITLE BOTTOM MARGIN'))],
        [
          item('y_axis_title', {
            type: 'TextControl',
            label: 'Y Axis Title',
            default: '',
            renderTrigger: true,
          }),
        ],
        [item('y_axis_title_margin', margin('Y AXIS TITLE MARGIN'))],
      ],
    },
    {
      label: 'Chart Options',
      expanded: true,
      tabOverride: 'customize',
      controlSetRows: [
        ['color_scheme'],
        [renderCheckbox('zoomable', 'Data Zoom', false, 'Enable data zooming controls')],
        [
          item('x_axis_time_bounds', {
            type: TIME_BOUNDS_CONTROL,
            label: 'Bounds',
            description:
              'Bounds for the X-axis. Selected time merges with min/max date of the data. When left empty, bounds dynamically defined based on the min/max of the data.',
            renderTrigger: true,
          }),
        ],
        ['x_axis_time_format'],
        [
          item('tooltipTimeFormat', {
            type: 'SelectControl',
            label: 'Tooltip time format',
            freeForm: true,
            default: 'smart_date',
            choices: D3_TIME_FORMAT_OPTIONS,
            renderTrigger: true,
          }),
        ],
        [
          item('tooltipValuesFormat', {
            type: 'SelectControl',
            label: 'Number format',
            freeForm: true,
            default: 'SMART_NUMBER',
            choices: D3_FORMAT_OPTIONS,
            renderTrigger: true,
          }),
        ],
      ],
    },
    legendSection,
  ],
};
