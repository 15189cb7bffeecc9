/**
 * What makes a chart "Altered": the controls whose value differs between the saved chart and the
 * current form data, compared loosely (empty values are equal, "10" equals 10, key order and the
 * client-side option ids of metrics and filters do not count).
 */
import { getMetricLabel, isAdhocMetric, type QueryMetric } from '@meridian/core';

/** Keys that are not choices a user made (Superset's temporary controls and identity). */
export const IGNORED_DIFF_KEYS = new Set([
  'url_params',
  'slice_id',
  'force',
  'result_format',
  'result_type',
  'filters',
  'having',
  'where',
  'dashboardId',
  // Filters a dashboard passed along when explore was opened from it.
  'extra_form_data',
]);

/** Client-side ids that differ between two copies of the same metric or filter. */
const CLIENT_KEYS = new Set([
  'optionName',
  'filterOptionName',
  'isNew',
  'hasCustomLabel',
  'datasourceWarning',
]);

const isEmptyish = (v: unknown): boolean =>
  v === null ||
  v === undefined ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);

const numericText = (v: unknown): number | null => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

export function isEqualish(a: unknown, b: unknown): boolean {
  if (isEmptyish(a) && isEmptyish(b)) return true;
  if (a === b) return true;
  const na = numericText(a);
  const nb = numericText(b);
  if (na !== null && nb !== null && (typeof a === 'number' || typeof b === 'number')) return na === nb;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => isEqualish(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ra = a as Record<string, unknown>;
    const rb = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(ra), ...Object.keys(rb)].filter((k) => !CLIENT_KEYS.has(k)));
    for (const k of keys) if (!isEqualish(ra[k], rb[k])) return false;
    return true;
  }
  return false;
}

export interface FormDataDiff {
  before: unknown;
  after: unknown;
}

/** Control name → {before, after} for each control that changed. */
export function getFormDataDiffs(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, FormDataDiff> {
  const diffs: Record<string, FormDataDiff> = {};
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (IGNORED_DIFF_KEYS.has(key)) continue;
    if (!isEqualish(before[key], after[key])) diffs[key] = { before: before[key], after: after[key] };
  }
  return diffs;
}

const isFilter = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && 'expressionType' in v && ('clause' in v || 'operator' in v);

function filterText(f: Record<string, unknown>): string {
  if (f.expressionType === 'SQL') return typeof f.sqlExpression === 'string' ? f.sqlExpression : '';
  const text = (v: unknown) =>
    typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v);
  const value = Array.isArray(f.comparator) ? `(${f.comparator.map(text).join(', ')})` : text(f.comparator);
  return [text(f.subject), text(f.operator), value].join(' ').trim();
}

/** A value as the chart-changes table shows it. */
export function formatDiffValue(value: unknown): string {
  if (isEmptyish(value)) return 'N/A';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return value
      .map((v) =>
        isFilter(v)
          ? filterText(v)
          : isAdhocMetric(v)
            ? getMetricLabel(v as QueryMetric)
            : formatDiffValue(v),
      )
      .join(', ');
  }
  if (isFilter(value)) return filterText(value);
  if (isAdhocMetric(value)) return getMetricLabel(value);
  return JSON.stringify(value);
}
