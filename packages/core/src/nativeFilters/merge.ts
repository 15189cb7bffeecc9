/**
 * Combining the extraFormData of several data masks into what one chart queries with (Superset's
 * mergeExtraFormData): list keys (filters, adhoc_filters...) are appended, the time and granularity
 * keys are overridden by the later mask, custom_form_data objects are merged.
 */
import type { ExtraFormData } from './types.js';

/** Keys whose values are lists: every mask's entries are kept, in order. */
export const EXTRA_FORM_DATA_APPEND_KEYS = [
  'filters',
  'adhoc_filters',
  'interactive_groupby',
  'interactive_highlight',
  'interactive_drilldown',
] as const;

/** Keys a later mask overrides (a time range filter applied after another wins). */
export const EXTRA_FORM_DATA_OVERRIDE_KEYS = [
  'granularity',
  'granularity_sqla',
  'time_column',
  'time_grain',
  'time_range',
  'relative_start',
  'relative_end',
  'time_grain_sqla',
] as const;

const APPEND = new Set<string>(EXTRA_FORM_DATA_APPEND_KEYS);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const asList = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** `a` then `b`: lists appended (empty ones dropped), other keys from `b` when it sets them. */
export function mergeExtraFormData(a?: ExtraFormData | null, b?: ExtraFormData | null): ExtraFormData {
  const out: Record<string, unknown> = {};
  const first = a ?? {};
  const second = b ?? {};
  for (const key of new Set([...Object.keys(first), ...Object.keys(second)])) {
    const x = first[key];
    const y = second[key];
    if (APPEND.has(key)) {
      const merged = [...asList(x), ...asList(y)];
      if (merged.length) out[key] = merged;
    } else if (key === 'custom_form_data' && isRecord(x) && isRecord(y)) {
      out[key] = { ...x, ...y };
    } else if (y !== undefined) {
      out[key] = y;
    } else if (x !== undefined) {
      out[key] = x;
    }
  }
  return out;
}

/** Whether extraFormData changes nothing in a query (no keys, or only empty lists and nulls). */
export function isEmptyExtraFormData(extra: ExtraFormData | null | undefined): boolean {
  if (!extra) return true;
  return Object.values(extra).every(
    (v) =>
      v === undefined ||
      v === null ||
      (Array.isArray(v) && v.length === 0) ||
      (isRecord(v) && Object.keys(v).length === 0),
  );
}
