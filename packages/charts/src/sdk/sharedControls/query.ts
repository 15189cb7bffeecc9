/** Shared controls of the query: metrics, dimensions, filters, time, limits, query mode. */
import {
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
import type { ControlConfig, ControlPanelState } from '../controls.js';
import { pairs } from './pairs.js';

const isAggregate = (state: ControlPanelState) => state.form_data.query_mode !== 'raw';
const isRaw = (state: ControlPanelState) => state.form_data.query_mode === 'raw';
const temporalOnly = (column: { is_dttm?: boolean }) => Boolean(column.is_dttm);

/** The query controls; row_limit cannot exceed `maxRowLimit`. */
export function queryControls(maxRowLimit: number): Record<string, ControlConfig> {
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
    ...timeAndLimitControls(maxRowLimit),
  };
}

/** The time column, grain and range; limits and sorting; the query mode. */
function timeAndLimitControls(maxRowLimit: number): Record<string, ControlConfig> {
  return {
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
  };
}
