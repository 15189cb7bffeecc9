/**
 * The time filters: time range (filter_time → extraFormData.time_range), time grain
 * (filter_timegrain → time_grain_sqla) and time column (filter_timecolumn → granularity_sqla), in
 * Superset's data mask shapes. "No filter" or nothing chosen gives the cleared mask.
 */
import { NO_TIME_RANGE } from '../query/timeRange.js';
import { timeGrainName } from '../query/timeGrains.js';
import { clearedDataMask } from './selectFilter.js';
import type { DataMask } from './types.js';

export function timeRangeDataMask(timeRange: string | null | undefined): DataMask {
  const value = timeRange?.trim();
  if (!value || value === NO_TIME_RANGE) return clearedDataMask();
  return { extraFormData: { time_range: value }, filterState: { value, label: value } };
}

export function timeGrainDataMask(grain: string | null | undefined): DataMask {
  if (!grain) return clearedDataMask();
  return {
    extraFormData: { time_grain_sqla: grain },
    filterState: { value: [grain], label: timeGrainName(grain) },
  };
}

export function timeColumnDataMask(column: string | null | undefined): DataMask {
  if (!column) return clearedDataMask();
  return { extraFormData: { granularity_sqla: column }, filterState: { value: [column], label: column } };
}

/** The single value a time filter's mask holds (time range text, grain or column), or null. */
export function timeFilterValueOf(mask: DataMask | undefined | null): string | null {
  const v = mask?.filterState?.value;
  const first: unknown = Array.isArray(v) ? (v as unknown[])[0] : v;
  return typeof first === 'string' && first ? first : null;
}
