/**
 * pop_kpi: the metric over the chart's filters (query 0), and the same metric over the comparison
 * period (query 1): every time range filter moved by the comparison shift. Superset asks for the
 * comparison as a time offset of one query; the offsets this server joins need a time axis, which a
 * single number has not, so the comparison period is its own query in the same context.
 */
import type { QueryContext, QueryFilter, QueryObject } from '@meridian/core';
import { parseFormDataWith } from '../sdk/formDataSchema.js';
import type { FormData } from '../sdk/plugin.js';
import { buildQueryContext } from '../shared/buildQueryContext.js';
import { comparisonShift, shiftedTimeRange } from './comparison.js';
import { popKpiFormDataSchema } from './formData.js';

/** The comparison query: the main one with its time ranges moved; null when no range can be moved. */
export function comparisonQuery(query: QueryObject, formData: FormData, now: Date): QueryObject | null {
  const shift = comparisonShift(parseFormDataWith(popKpiFormDataSchema, formData));
  let moved = 0;
  const filters: QueryFilter[] = (query.filters ?? []).map((f) => {
    if (f.op !== 'TEMPORAL_RANGE' || typeof f.val !== 'string') return f;
    const range = shiftedTimeRange(f.val, shift, now);
    if (range === null) return f;
    moved += 1;
    return { ...f, val: range };
  });
  const legacy =
    query.granularity && query.time_range ? shiftedTimeRange(query.time_range, shift, now) : null;
  if (moved === 0 && legacy === null) return null;
  return { ...query, filters, ...(legacy !== null ? { time_range: legacy } : {}) };
}

/** `now` resolves relative ranges ("Last week") before they are moved; the clock by default. */
export function buildPopKpiQuery(formData: FormData, now: Date = new Date()): QueryContext {
  return buildQueryContext(formData, {
    buildQuery: (base) => {
      const query: QueryObject = { ...base, columns: [], post_processing: [] };
      const previous = comparisonQuery(query, formData, now);
      return previous ? [query, previous] : [query];
    },
  });
}
