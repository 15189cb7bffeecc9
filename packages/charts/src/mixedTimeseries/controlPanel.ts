/**
 * The mixed chart's panel (Superset's): the shared x-axis, then query A and B each with its own
 * query and advanced-analytics sections (B's controls suffixed `_b`), then per query its series
 * style (suffixed `B`), and the two y-axes.
 */
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelSectionConfig,
  ControlSetRow,
  CustomControlItem,
} from '../sdk/controls.js';
import { sharedControls, isTemporalXAxis } from '../sdk/sharedControls.js';
import { advancedAnalyticsSection, legendSection } from '../shared/sections.js';
import { renderCheckbox } from '../shared/controlItems.js';

const shared = (name: string, suffix: string, override: Partial<ControlConfig> = {}): CustomControlItem => ({
  name: `${name}${suffix}`,
  config: { ...sharedControls[name]!, ...override },
});

function querySection(label: string, suffix: string): ControlPanelSectionConfig {
  return {
    label,
    expanded: true,
    controlSetRows: [
      [shared('metrics', suffix)],
      [shared('groupby', suffix)],
      [shared('adhoc_filters', suffix)],
      [shared('limit', suffix)],
      [shared('timeseries_limit_metric', suffix)],
      [
        shared('order_desc', suffix, {
          label: 'Sort Descending',
          description: 'Whether to sort descending or ascending',
        }),
      ],
      [shared('row_limit', suffix, { default: 10000 })],
      [shared('truncate_metric', suffix)],
    ],
  };
}

/** The advanced analytics section with every control name suffixed. */
function analyticsSection(label: string, suffix: string): ControlPanelSectionConfig {
  return {
    ...advancedAnalyticsSection,
    label,
    controlSetRows: advancedAnalyticsSection.controlSetRows.map((row) =>
      row.map((item) => (typeof item === 'string' ? shared(item, suffix) : item)),
    ),
  };
}

const render = (name: string, config: Omit<ControlConfig, 'renderTrigger'>): CustomControlItem => ({
  name,
  config: { ...config, renderTrigger: true },
});

function customizeRows(suffix: '' | 'B'): ControlSetRow[] {
  return [
    [
      render(`seriesType${suffix}`, {
        type: 'SelectControl',
        label: 'Series type',
        default: 'line',
        description: 'Series chart type (line, bar etc)',
        choices: [
          ['line', 'Line'],
          ['scatter', 'Scatter'],
          ['smooth', 'Smooth Line'],
          ['bar', 'Bar'],
          ['start', 'Step - start'],
          ['middle', 'Step - middle'],
          ['end', 'Step - end'],
        ],
      }),
    ],
    [renderCheckbox(`stack${suffix}`, 'Stack series', false, 'Stack series on top of each other')],
    [
      renderCheckbox(
        `area${suffix}`,
        'Area chart',
        false,
        'Draw area under curves. Only applicable for line types.',
      ),
    ],
    [
      renderCheckbox(
        `show_value${suffix}`,
        'Show Values',
        false,
        'Whether to display the numerical values within the cells',
      ),
    ],
    [
      render(`opacity${suffix}`, {
        type: 'SliderControl',
        label: 'Opacity',
        min: 0,
        max: 1,
        step: 0.1,
        default: 0.2,
        description: 'Opacity of area chart.',
      }),
    ],
    ...markerAndAxisRows(suffix),
  ];
}

/** Markers, the y-axis and the series order of one query. */
function markerAndAxisRows(suffix: '' | 'B'): ControlSetRow[] {
  return [
    [
      renderCheckbox(
        `markerEnabled${suffix}`,
        'Marker',
        false,
        'Draw a marker on data points. Only applicable for line types.',
      ),
    ],
    [
      render(`markerSize${suffix}`, {
        type: 'SliderControl',
        label: 'Marker size',
        min: 0,
        max: 100,
        default: 6,
        description: 'Size of marker. Also applies to forecast observations.',
      }),
    ],
    [
      render(`yAxisIndex${suffix}`, {
        type: 'SelectControl',
        label: 'Y Axis',
        default: 0,
        clearable: false,
        description: 'Primary or secondary y-axis',
        choices: [
          [0, 'Primary'],
          [1, 'Secondary'],
        ],
      }),
    ],
    [
      render(`sort_series_type${suffix}`, {
        type: 'SelectControl',
        label: 'Sort Series By',
        default: 'sum',
        description: 'Based on what should series be ordered on the chart and legend',
        choices: [
          ['name', 'Category name'],
          ['sum', 'Total value'],
          ['min', 'Minimum value'],
          ['max', 'Maximum value'],
          ['avg', 'Average value'],
        ],
      }),
    ],
    [
      renderCheckbox(
        `sort_series_ascending${suffix}`,
        'Sort Series Ascending',
        false,
        'Sort series in ascending order',
      ),
    ],
  ];
}

const text = (name: string, label: string): CustomControlItem =>
  render(name, { type: 'TextControl', label, default: '' });

const bounds = (name: string, label: string, description: string): CustomControlItem =>
  render(name, { type: 'BoundsControl', label, default: [null, null], description });

const BOUNDS_NOTE =
  "When left empty, the bounds are dynamically defined based on the min/max of the data. Note that this feature will only expand the axis range. It won't narrow the data's extent.";

const chartOptions: ControlPanelSectionConfig = {
  label: 'Chart Options',
  expanded: true,
  tabOverride: 'customize',
  controlSetRows: [
    ['color_scheme'],
    ...customizeRows(''),
    ...customizeRows('B').map((row) =>
      // Query B's style controls carry its name in the label, as the sub-headers do in Superset.
      row.map((item) =>
        item && typeof item !== 'string'
          ? { ...item, config: { ...item.config, label: `${item.config.label} (Query B)` } }
          : item,
      ),
    ),
    [renderCheckbox('zoomable', 'Data Zoom', false, 'Enable data zooming controls')],
    ['x_axis_time_format'],
    [
      render('xAxisLabelRotation', {
        type: 'SelectControl',
        label: 'Rotate x axis label',
        default: null,
        clearable: true,
        freeForm: true,
        choices: [
          [null, 'Auto'],
          [0, '0°'],
          [45, '45°'],
          [90, '90°'],
        ],
      }),
    ],
    [
      renderCheckbox(
        'rich_tooltip',
        'Rich tooltip',
        true,
        'Shows a list of all series available at that point in time',
      ),
    ],
    [
      renderCheckbox(
        'show_query_identifiers',
        'Show query identifiers',
        false,
        'Adds Query A and Query B identifiers to metrics to help differentiate series',
      ),
    ],
    [
      render('tooltipTimeFormat', {
        type: 'SelectControl',
        label: 'Tooltip time format',
        default: 'smart_date',
        freeForm: true,
      }),
    ],
    [text('x_axis_title', 'X Axis Title'), text('y_axis_title', 'Y Axis Title')],
    [renderCheckbox('minorSplitLine', 'Minor Split Line', false, 'Draw split lines for minor y-axis ticks')],
    [
      renderCheckbox(
        'truncateYAxis',
        'Truncate Y Axis',
        false,
        'Truncate Y Axis. Can be overridden by specifying a min or max bound.',
      ),
    ],
    [bounds('y_axis_bounds', 'Primary y-axis Bounds', `Bounds for the primary Y-axis. ${BOUNDS_NOTE}`)],
    [shared('y_axis_format', '', { label: 'Primary y-axis format' })],
    ['currency_format'],
    [renderCheckbox('logAxis', 'Logarithmic y-axis', false, 'Logarithmic scale on primary y-axis')],
    [
      bounds(
        'y_axis_bounds_secondary',
        'Secondary y-axis Bounds',
        `Bounds for the secondary Y-axis. ${BOUNDS_NOTE}`,
      ),
    ],
    [shared('y_axis_format', '_secondary', { label: 'Secondary y-axis format' })],
    [shared('currency_format', '_secondary', { label: 'Secondary currency format' })],
    [text('yAxisTitleSecondary', 'Secondary y-axis title')],
    [
      renderCheckbox(
        'logAxisSecondary',
        'Logarithmic y-axis (secondary)',
        false,
        'Logarithmic scale on secondary y-axis',
      ),
    ],
  ],
};

export const mixedTimeseriesControlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Shared query fields',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla']],
    },
    querySection('Query A', ''),
    analyticsSection('Advanced analytics Query A', ''),
    querySection('Query B', '_b'),
    analyticsSection('Advanced analytics Query B', '_b'),
    chartOptions,
    legendSection,
  ],
  controlOverrides: { time_grain_sqla: { visibility: isTemporalXAxis } },
};
