/**
 * The form data the mixed chart reads (Superset's keys and defaults): the shared x and y axes, and
 * per query its metrics, dimensions and style — query A under the plain keys, query B under `_b`
 * (query controls) or `B` (style controls), as Superset's control panel saves them.
 */
import { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  columnsField,
  flagField,
  metricsField,
  numberField,
  optionalNumberField,
  passThroughField,
  readField,
  textField,
} from '../sdk/formDataSchema.js';
import type { CurrencyFormat } from '@meridian/core';
import type { TimeseriesSeriesType } from '../timeseries/series.js';

export const MIXED_SERIES_TYPES = ['line', 'scatter', 'smooth', 'bar', 'start', 'middle', 'end'] as const;

const seriesTypeField = () =>
  readField((v): TimeseriesSeriesType =>
    MIXED_SERIES_TYPES.includes(v as TimeseriesSeriesType) ? (v as TimeseriesSeriesType) : 'line',
  );
/** 0 (primary) or 1 (secondary); Superset saves the number, older charts the text. */
const yAxisIndexField = () => readField((v): 0 | 1 => (Number(v) === 1 ? 1 : 0));
const boundsField = () => readField((v): unknown[] => (Array.isArray(v) ? v : []));

export const mixedTimeseriesFormDataSchema = baseFormDataSchema.extend({
  metrics: metricsField(),
  metrics_b: metricsField(),
  groupby: columnsField(),
  groupby_b: columnsField(),
  seriesType: seriesTypeField(),
  seriesTypeB: seriesTypeField(),
  stack: flagField(),
  stackB: flagField(),
  area: flagField(),
  areaB: flagField(),
  show_value: flagField(),
  show_valueB: flagField(),
  opacity: numberField(0.2),
  opacityB: numberField(0.2),
  markerEnabled: flagField(),
  markerEnabledB: flagField(),
  markerSize: numberField(6),
  markerSizeB: numberField(6),
  yAxisIndex: yAxisIndexField(),
  yAxisIndexB: yAxisIndexField(),
  sort_series_type: textField('sum'),
  sort_series_typeB: textField('sum'),
  sort_series_ascending: flagField(),
  sort_series_ascendingB: flagField(),
  color_scheme: z.unknown().optional(),
  label_colors: passThroughField<Record<string, unknown>>(),
  zoomable: flagField(),
  rich_tooltip: boolField(true),
  show_query_identifiers: flagField(),
  tooltipTimeFormat: textField('smart_date'),
  x_axis_time_format: textField(undefined),
  xAxisLabelRotation: optionalNumberField(),
  x_axis_title: textField(''),
  y_axis_title: textField(''),
  y_axis_format: textField(undefined),
  currency_format: passThroughField<CurrencyFormat>(),
  y_axis_bounds: boundsField(),
  logAxis: flagField(),
  truncateYAxis: flagField(),
  minorSplitLine: flagField(),
  y_axis_format_secondary: textField(undefined),
  currency_format_secondary: passThroughField<CurrencyFormat>(),
  y_axis_bounds_secondary: boundsField(),
  yAxisTitleSecondary: textField(''),
  logAxisSecondary: flagField(),
});
export type MixedTimeseriesFormData = z.output<typeof mixedTimeseriesFormDataSchema>;

/** One query's drawing style, read from its plain or `B` keys. */
export interface QueryStyle {
  seriesType: TimeseriesSeriesType;
  stack: boolean;
  area: boolean;
  showValue: boolean;
  opacity: number;
  markerEnabled: boolean;
  markerSize: number;
  yAxisIndex: 0 | 1;
  sortSeriesType: string;
  sortSeriesAscending: boolean;
}

export function queryStyle(fd: MixedTimeseriesFormData, query: 'A' | 'B'): QueryStyle {
  const b = query === 'B';
  return {
    seriesType: b ? fd.seriesTypeB : fd.seriesType,
    stack: b ? fd.stackB : fd.stack,
    area: b ? fd.areaB : fd.area,
    showValue: b ? fd.show_valueB : fd.show_value,
    opacity: b ? fd.opacityB : fd.opacity,
    markerEnabled: b ? fd.markerEnabledB : fd.markerEnabled,
    markerSize: b ? fd.markerSizeB : fd.markerSize,
    yAxisIndex: b ? fd.yAxisIndexB : fd.yAxisIndex,
    sortSeriesType: String(b ? fd.sort_series_typeB : fd.sort_series_type),
    sortSeriesAscending: b ? fd.sort_series_ascendingB : fd.sort_series_ascending,
  };
}
