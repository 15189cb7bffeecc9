/** The controls most charts share (Superset's sharedControls), by form-data key. */
import {
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
  DEFAULT_ROW_LIMIT,
  DEFAULT_TIME_GRAIN,
  ROW_LIMIT_CHOICES,
  SERIES_LIMIT_CHOICES,
  TIME_GRAIN_OPTIONS,
  timeGrainName,
  validateInteger,
  validateMaxValue,
  validateNonEmpty,
  validatePositiveInteger,
} from '@meridian/core';
import { COLOR_SCHEME_CHOICES, DEFAULT_COLOR_SCHEME } from '../shared/colors.js';
import { DEFAULT_SEQUENTIAL_SCHEME, SEQUENTIAL_SCHEME_CHOICES } from '../shared/sequentialColors.js';
import type { ControlConfig, ControlPanelState } from './controls.js';

const isAggregate = (state: ControlPanelState) => state.form_data.query_mode !== 'raw';
const isRaw = (state: ControlPanelState) => state.form_data.query_mode === 'raw';
const temporalOnly = (column: { is_dttm?: boolean }) => Boolean(column.is_dttm);

/**
 * Superset's visibility rule of the time grain beside an x-axis: shown while no x-axis is chosen, for
 * a custom SQL x-axis, and for a dataset column only when that column is temporal.
 */
export function isTemporalXAxis(state: ControlPanelState): boolean {
  const xAxis = state.form_data.x_axis;
  if (xAxis === undefined || xAxis === null || xAxis === '') return true;
  if (typeof xAxis !== 'string') return true;
  const columns = state.datasource?.columns;
  if (!columns) return true;
  const column = columns.find((c) => c.column_name === xAxis);
  return Boolean(column && (column.is_dttm || /^(DATE|TIME)/i.test(column.type ?? '')));
}

/** Superset's "Percentage change" comparison shows percentages whatever the chosen format (spec §5). */
export const PERCENTAGE_COMPARISON_FORMAT = '.1%';

export const TIME_COMPARE_CHOICES = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
] as const;

export const ROLLING_TYPES = ['mean', 'sum', 'std', 'cumsum'] as const;
export const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;
export const RESAMPLE_RULES = ['1T', '1H', '1D', '7D', '1M', '1AS'] as const;
export const RESAMPLE_METHODS = ['asfreq', 'bfill', 'ffill', 'median', 'mean', 'sum'] as const;

const pairs = (values: readonly (string | number)[]) => values.map((v) => [v, String(v)] as const);

export interface SharedControlOptions {
  /** The configured maximum SQL row limit: row_limit cannot exceed it. */
  maxRowLimit?: number;
}

export function createSharedControls(options: SharedControlOptions = {}): Record<string, ControlConfig> {
  const maxRowLimit = options.maxRowLimit ?? Math.max(...ROW_LIMIT_CHOICES);
  return {
    metrics: {
      type: 'DndMetricSelect',
      label: 'Metrics',
      multi: true,
      validators: [validateNonEmpty],
      visibility: isAggregate,
    },
    metric: { type: 'DndMetricSelect', label: 'Metric', multi: false, validators: [validateNonEmpty] },
    groupby: {
      type: 'DndColumnSelect',
      label: 'Dimensions',
      description: 'Dimensions contain qualitative values such as names, dates, or geographical data.',
      multi: true,
      default: [],
      visibility: isAggregate,
    },
    columns: { type: 'DndColumnSelect', label: 'Columns', multi: true, default: [] },
    all_columns: {
      type: 'DndColumnSelect',
      label: 'Columns',
      multi: true,
      default: [],
      validators: [validateNonEmpty],
      visibility: isRaw,
    },
    adhoc_filters: { type: 'DndFilterSelect', label: 'Filters', default: [] },
    granularity_sqla: {
      type: 'SelectControl',
      label: 'Time column',
      description: 'The time column for the visualization.',
      clearable: false,
      columnFilter: temporalOnly,
    },
    time_grain_sqla: {
      type: 'SelectControl',
      label: 'Time grain',
      description: 'The time granularity for the visualization.',
      default: DEFAULT_TIME_GRAIN,
      clearable: true,
      choices: TIME_GRAIN_OPTIONS.map((grain) => [grain, timeGrainName(grain)] as const),
    },
    time_range: {
      type: 'TimeRangeControl',
      label: 'Time range',
      default: 'No filter',
      description: 'The time range of the query; "No filter" keeps every row.',
    },
    x_axis: {
      type: 'DndColumnSelect',
      label: 'X-axis',
      multi: false,
      validators: [validateNonEmpty],
    },
    row_limit: {
      type: 'SelectControl',
      label: 'Row limit',
      freeForm: true,
      default: DEFAULT_ROW_LIMIT,
      choices: pairs(ROW_LIMIT_CHOICES),
      validators: [validateInteger, validatePositiveInteger, validateMaxValue(maxRowLimit)],
      description: 'Limits the number of rows the query returns.',
    },
    limit: {
      type: 'SelectControl',
      label: 'Series limit',
      freeForm: true,
      clearable: true,
      choices: pairs(SERIES_LIMIT_CHOICES),
      validators: [validateInteger, validatePositiveInteger],
      description: 'Limits the number of series shown; the series with the highest sort metric are kept.',
    },
    timeseries_limit_metric: {
      type: 'DndMetricSelect',
      label: 'Sort by',
      multi: false,
      description: 'The metric the series limit ranks series by; defaults to the first metric.',
    },
    order_desc: { type: 'CheckboxControl', label: 'Sort descending', default: true },
    query_mode: {
      type: 'RadioButtonControl',
      label: 'Query mode',
      default: 'aggregate',
      choices: [
        ['aggregate', 'Aggregate'],
        ['raw', 'Raw records'],
      ],
    },
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
    // Advanced analytics.
    rolling_type: {
      type: 'SelectControl',
      label: 'Rolling function',
      default: null,
      clearable: true,
      choices: [['None', 'None'], ...pairs(ROLLING_TYPES)],
      description: 'Applies a rolling window (or a cumulative sum) to the series.',
    },
    rolling_periods: {
      type: 'TextControl',
      label: 'Periods',
      isInt: true,
      validators: [validateInteger],
      visibility: (s) => ['mean', 'sum', 'std'].includes(String(s.form_data.rolling_type)),
    },
    min_periods: {
      type: 'TextControl',
      label: 'Min periods',
      isInt: true,
      validators: [validateInteger],
      visibility: (s) => ['mean', 'sum', 'std'].includes(String(s.form_data.rolling_type)),
    },
    time_compare: {
      type: 'SelectControl',
      label: 'Time shift',
      multi: true,
      freeForm: true,
      default: [],
      choices: pairs(TIME_COMPARE_CHOICES),
      description: 'Overlays series shifted back in time; free text such as "3 weeks ago" is accepted.',
    },
    comparison_type: {
      type: 'SelectControl',
      label: 'Calculation type',
      default: 'values',
      choices: [
        ['values', 'Actual values'],
        ['difference', 'Difference'],
        ['percentage', 'Percentage change'],
        ['ratio', 'Ratio'],
      ],
    },
    resample_rule: {
      type: 'SelectControl',
      label: 'Rule',
      freeForm: true,
      clearable: true,
      default: null,
      choices: [
        ['1T', '1 minutely frequency'],
        ['1H', '1 hourly frequency'],
        ['1D', '1 calendar day frequency'],
        ['7D', '7 calendar day frequency'],
        ['1M', '1 month end frequency'],
        ['1AS', '1 year start frequency'],
      ],
    },
    resample_method: {
      type: 'SelectControl',
      label: 'Fill method',
      clearable: true,
      default: null,
      choices: [
        ['asfreq', 'Null imputation'],
        ['bfill', 'Backward values'],
        ['ffill', 'Forward values'],
        ['median', 'Median values'],
        ['mean', 'Mean values'],
        ['sum', 'Sum values'],
      ],
    },
  };
}

/** Shared controls with the default row-limit bound; explore builds its own with the configured maximum. */
export const sharedControls = createSharedControls();
