/**
 * The Matrixify tab of the control panel (Superset's matrixify sections and matrixifyControls): the
 * switch with each axis's layout mode, the columns and rows layouts (metrics, or a dimension with
 * members picked by hand or the top N by a metric), and the cell layout and styling. Every chart
 * type except the tables gets it (withMatrixifySections). Validators only run on visible controls,
 * so the spec's messages (§5) show exactly when a mode needs the value.
 */
import { validateInteger, validateNonEmpty, type Validator } from '@meridian/core';
import type {
  ControlConfig,
  ControlPanelConfig,
  ControlPanelSectionConfig,
  ControlPanelState,
  CustomControlItem,
} from '../sdk/controls.js';
import { MATRIXIFY_DEFAULTS, supportsMatrixify, type MatrixifyAxisName } from './matrixifyConfig.js';

const isOn = (s: ControlPanelState) => s.form_data.matrixify_enable === true;
const modeOf = (s: ControlPanelState, axis: MatrixifyAxisName) => s.form_data[`matrixify_mode_${axis}`];
const axisOn = (s: ControlPanelState, axis: MatrixifyAxisName) =>
  isOn(s) && (modeOf(s, axis) === 'metrics' || modeOf(s, axis) === 'dimensions');
const dimensionsOn = (s: ControlPanelState, axis: MatrixifyAxisName) =>
  isOn(s) && modeOf(s, axis) === 'dimensions';
const topNOn = (s: ControlPanelState, axis: MatrixifyAxisName) =>
  dimensionsOn(s, axis) && s.form_data[`matrixify_dimension_selection_mode_${axis}`] === 'topn';

export const validateMatrixifyDimension: Validator = (value) =>
  typeof value === 'object' && value !== null && (value as { dimension?: unknown }).dimension
    ? false
    : 'Dimension is required';

const control = (name: string, config: ControlConfig): CustomControlItem => ({ name, config });

const MODE_CHOICES = [
  ['disabled', 'Disabled'],
  ['metrics', 'Metrics'],
  ['dimensions', 'Dimensions'],
] as const;

function modeControl(axis: MatrixifyAxisName): CustomControlItem {
  const other: MatrixifyAxisName = axis === 'rows' ? 'columns' : 'rows';
  return control(`matrixify_mode_${axis}`, {
    type: 'RadioButtonControl',
    label: axis === 'rows' ? 'Vertical layout (rows)' : 'Horizontal layout (columns)',
    default: 'disabled',
    choices: MODE_CHOICES,
    visibility: isOn,
    // Metrics cannot split both axes at once: offered on one axis only.
    mapStateToProps: (s) =>
      modeOf(s, other) === 'metrics' ? { choices: MODE_CHOICES.filter(([v]) => v !== 'metrics') } : {},
  });
}

/** Top-N mode: how many members, ordered by which metric, in which direction. */
function topNControls(axis: MatrixifyAxisName): CustomControlItem[][] {
  return [
    [
      control(`matrixify_topn_value_${axis}`, {
        type: 'TextControl',
        label: 'Number of top values',
        description: 'How many top values to select',
        default: MATRIXIFY_DEFAULTS.topnValue,
        isInt: true,
        validators: [validateNonEmpty, validateInteger],
        visibility: (s) => topNOn(s, axis),
      }),
    ],
    [
      control(`matrixify_topn_metric_${axis}`, {
        type: 'DndMetricSelect',
        label: 'Metric for ordering',
        description: 'Metric to use for ordering Top N values',
        multi: false,
        validators: [validateNonEmpty],
        visibility: (s) => topNOn(s, axis),
      }),
    ],
    [
      control(`matrixify_topn_order_${axis}`, {
        type: 'CheckboxControl',
        label: 'Sort descending',
        default: MATRIXIFY_DEFAULTS.topnDescending,
        visibility: (s) => topNOn(s, axis),
      }),
    ],
  ];
}

function axisControls(axis: MatrixifyAxisName): CustomControlItem[][] {
  const showLabels =
    axis === 'rows'
      ? control('matrixify_show_row_labels', {
          type: 'CheckboxControl',
          label: 'Show row labels',
          description: 'Display labels for each row on the left side of the matrix',
          default: true,
          renderTrigger: true,
          visibility: (s) => axisOn(s, 'rows'),
        })
      : control('matrixify_show_column_headers', {
          type: 'CheckboxControl',
          label: 'Show column headers',
          description: 'Display headers for each column at the top of the matrix',
          default: true,
          renderTrigger: true,
          visibility: (s) => axisOn(s, 'columns'),
        });
  return [
    [showLabels],
    [
      control(`matrixify_${axis}`, {
        type: 'DndMetricSelect',
        label: 'Metrics',
        multi: true,
        validators: [validateNonEmpty],
        visibility: (s) => isOn(s) && modeOf(s, axis) === 'metrics',
      }),
    ],
    [
      control(`matrixify_dimension_${axis}`, {
        type: 'MatrixifyDimensionControl',
        label: 'Dimension selection',
        description: 'Select dimension and values',
        default: { dimension: '', values: [] },
        validators: [validateMatrixifyDimension],
        visibility: (s) => dimensionsOn(s, axis),
      }),
    ],
    [
      control(`matrixify_dimension_selection_mode_${axis}`, {
        type: 'RadioButtonControl',
        label: 'Selection method',
        default: 'members',
        choices: [
          ['members', 'Dimension members'],
          ['topn', 'Top n'],
        ],
        visibility: (s) => dimensionsOn(s, axis),
      }),
    ],
    ...topNControls(axis),
  ];
}

const anyAxisOn = (s: ControlPanelState) => axisOn(s, 'rows') || axisOn(s, 'columns');

export const matrixifyEnableSection: ControlPanelSectionConfig = {
  label: 'Matrixify',
  expanded: true,
  tabOverride: 'matrixify',
  controlSetRows: [
    [
      control('matrixify_enable', {
        type: 'CheckboxControl',
        label: 'Enable matrixify',
        description: 'Split this chart into a grid of charts by metrics or dimension members',
        default: false,
      }),
    ],
    [modeControl('columns')],
    [modeControl('rows')],
  ],
};

export const matrixifyColumnsSection: ControlPanelSectionConfig = {
  label: 'Columns layout',
  expanded: true,
  tabOverride: 'matrixify',
  visibility: (s) => axisOn(s, 'columns'),
  controlSetRows: axisControls('columns'),
};

export const matrixifyRowsSection: ControlPanelSectionConfig = {
  label: 'Rows layout',
  expanded: true,
  tabOverride: 'matrixify',
  visibility: (s) => axisOn(s, 'rows'),
  controlSetRows: axisControls('rows'),
};

export const matrixifyCellSection: ControlPanelSectionConfig = {
  label: 'Cell layout & styling',
  expanded: false,
  tabOverride: 'matrixify',
  visibility: anyAxisOn,
  controlSetRows: [
    [
      control('matrixify_row_height', {
        type: 'TextControl',
        label: 'Row height',
        description: 'Height of each row in pixels',
        default: MATRIXIFY_DEFAULTS.rowHeight,
        isInt: true,
        validators: [validateInteger],
        renderTrigger: true,
      }),
      control('matrixify_fit_columns_dynamically', {
        type: 'CheckboxControl',
        label: 'Fit columns dynamically',
        description: 'Automatically adjust column width based on available space',
        default: true,
        renderTrigger: true,
      }),
    ],
    [
      control('matrixify_charts_per_row', {
        type: 'SelectControl',
        label: 'Charts per row',
        description: 'Number of charts to display per row',
        default: MATRIXIFY_DEFAULTS.chartsPerRow,
        choices: MATRIXIFY_DEFAULTS.chartsPerRowChoices.map((n) => [n, String(n)] as const),
        freeForm: true,
        clearable: false,
        renderTrigger: true,
        visibility: (s) => s.form_data.matrixify_fit_columns_dynamically === false,
      }),
    ],
    [
      control('matrixify_cell_title_template', {
        type: 'TextControl',
        label: 'Title',
        description:
          'Customize cell titles using Handlebars template syntax. Available variables: {{rowLabel}}, {{colLabel}}',
        placeholder: '{{rowLabel}} by {{colLabel}}',
        default: '',
        renderTrigger: true,
      }),
    ],
  ],
};

export const MATRIXIFY_SECTIONS: readonly ControlPanelSectionConfig[] = [
  matrixifyEnableSection,
  matrixifyColumnsSection,
  matrixifyRowsSection,
  matrixifyCellSection,
];

/** A chart type's panel with the Matrixify tab's sections added (tables get none, as in Superset). */
export function withMatrixifySections(vizType: string, panel: ControlPanelConfig): ControlPanelConfig {
  if (!supportsMatrixify(vizType)) return panel;
  return { ...panel, sections: [...panel.sections, ...MATRIXIFY_SECTIONS] };
}
