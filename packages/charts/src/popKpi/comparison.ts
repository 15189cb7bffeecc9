/**
 * The comparison period of the period-over-period big number: which shift the chart asks for, and
 * each time range of the main query moved to it. "inherit" moves a range back by its own length; a
 * custom start date moves it to start there; a shift phrase ("1 year ago") moves both bounds.
 */
import { applyTimeShift, parseTimeRange } from '@meridian/core';
import type { PopKpiFormData } from './formData.js';

/** The older `time_comparison` choices as shifts. */
const LEGACY_SHIFTS: Record<string, string> = {
  r: 'inherit',
  y: '1 year ago',
  m: '1 month ago',
  w: '1 week ago',
  c: 'custom',
};

export type ComparisonShift =
  | { kind: 'inherit' }
  | { kind: 'custom'; start?: string; range?: string }
  | { kind: 'shift'; offset: string };

/** The comparison the form data asks for; "inherit" when nothing is chosen (Superset's default). */
export function comparisonShift(fd: PopKpiFormData): ComparisonShift {
  const chosen = fd.time_compare ?? LEGACY_SHIFTS[fd.time_comparison ?? ''] ?? 'inherit';
  if (chosen === 'inherit') return { kind: 'inherit' };
  if (chosen === 'custom') {
    // Older charts: the comparison range is the adhoc_custom filters' time range.
    const custom = (Array.isArray(fd.adhoc_custom) ? fd.adhoc_custom : []) as {
      operator?: string;
      comparator?: unknown;
    }[];
    const range = custom.find((f) => f?.operator === 'TEMPORAL_RANGE')?.comparator;
    return {
      kind: 'custom',
      ...(fd.start_date_offset ? { start: fd.start_date_offset } : {}),
      ...(typeof range === 'string' ? { range } : {}),
    };
  }
  return { kind: 'shift', offset: chosen };
}

const iso = (d: Date) => d.toISOString().slice(0, 19);
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `range` moved to the comparison period, as explicit bounds; null when it cannot be moved (an open
 * range under "inherit" or a custom start, or text that does not parse).
 */
export function shiftedTimeRange(range: string, shift: ComparisonShift, now: Date): string | null {
  if (shift.kind === 'custom' && shift.range) return shift.range;
  let since: Date | null;
  let until: Date | null;
  try {
    ({ since, until } = parseTimeRange(range, now));
  } catch {
    return null;
  }
  try {
    if (shift.kind === 'shift') {
      if (!since && !until) return null;
      const move = (d: Date | null) => (d ? iso(applyTimeShift(d, shift.offset)) : '');
      return `${move(since)} : ${move(until)}`;
    }
    if (!since || !until) return null;
    const length = until.getTime() - since.getTime();
    const start =
      shift.kind === 'inherit'
        ? new Date(since.getTime() - length)
        : shift.start
          ? new Date(DATE_ONLY.test(shift.start) ? `${shift.start}T00:00:00Z` : shift.start)
          : null;
    if (!start || Number.isNaN(start.getTime())) return null;
    return `${iso(start)} : ${iso(new Date(start.getTime() + length))}`;
  } catch {
    return null;
  }
}
