/**
 * The time range picker's model (Superset's frames): "No filter", Last …, Previous …, Current …,
 * Custom (start and end dates) and Advanced (free "start : end" expressions), plus the actual
 * bounds a range means today, for the tooltip.
 */
import { NO_TIME_RANGE, TIME_RANGE_SEPARATOR, parseTimeRange } from '@meridian/core';

export const FRAMES = ['No filter', 'Last', 'Previous', 'Current', 'Custom', 'Advanced'] as const;
export type Frame = (typeof FRAMES)[number];

export const LAST_OPTIONS = ['Last day', 'Last week', 'Last month', 'Last quarter', 'Last year'] as const;
export const PREVIOUS_OPTIONS = [
  'previous calendar week',
  'previous calendar month',
  'previous calendar quarter',
  'previous calendar year',
] as const;
export const CURRENT_OPTIONS = [
  'Current day',
  'Current week',
  'Current month',
  'Current quarter',
  'Current year',
] as const;

const OPTION_LABELS: Record<string, string> = {
  'Last day': 'Last day',
  'Last week': 'Last week',
  'Last month': 'Last month',
  'Last quarter': 'Last quarter',
  'Last year': 'Last year',
  'previous calendar week': 'Previous week',
  'previous calendar month': 'Previous month',
  'previous calendar quarter': 'Previous quarter',
  'previous calendar year': 'Previous year',
};
export const optionLabel = (value: string) => OPTION_LABELS[value] ?? value;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/;

export function guessFrame(value: string | null | undefined): Frame {
  const v = (value ?? '').trim();
  if (!v || v.toLowerCase() === NO_TIME_RANGE.toLowerCase()) return 'No filter';
  if ((LAST_OPTIONS as readonly string[]).includes(v)) return 'Last';
  if ((PREVIOUS_OPTIONS as readonly string[]).includes(v)) return 'Previous';
  if ((CURRENT_OPTIONS as readonly string[]).includes(v)) return 'Current';
  const raw = value ?? '';
  const [start, end] = splitRange(raw);
  if (
    (start === '' || ISO_DATE.test(start)) &&
    (end === '' || ISO_DATE.test(end)) &&
    raw.includes(TIME_RANGE_SEPARATOR)
  )
    return 'Custom';
  return 'Advanced';
}

/** "a : b" → ["a", "b"]; a shorthand has no sides (both empty). */
export function splitRange(value: string): [string, string] {
  const at = value.indexOf(TIME_RANGE_SEPARATOR);
  if (at < 0) return ['', ''];
  return [value.slice(0, at).trim(), value.slice(at + TIME_RANGE_SEPARATOR.length).trim()];
}

export const joinRange = (start: string, end: string) =>
  `${start.trim()}${TIME_RANGE_SEPARATOR}${end.trim()}`;

/** The first value of a frame, when the user picks it. */
export function frameDefault(frame: Frame, current: string): string {
  switch (frame) {
    case 'No filter':
      return NO_TIME_RANGE;
    case 'Last':
      return LAST_OPTIONS[1];
    case 'Previous':
      return PREVIOUS_OPTIONS[1];
    case 'Current':
      return CURRENT_OPTIONS[2];
    case 'Custom': {
      const [start, end] = splitRange(current);
      return ISO_DATE.test(start) || ISO_DATE.test(end) ? current : joinRange('', '');
    }
    case 'Advanced':
      return current.includes(TIME_RANGE_SEPARATOR) ? current : joinRange('', '');
  }
}

const day = (d: Date) => d.toISOString().slice(0, 19).replace('T00:00:00', '').replace('T', ' ');

/** "2024-01-01 ≤ col < 2024-02-01" for the tooltip, or the reason the range cannot be read. */
export function describeRange(value: string, now: Date, column = 'col'): { text: string; error: boolean } {
  try {
    const { since, until } = parseTimeRange(value, now);
    if (!since && !until) return { text: 'No filter', error: false };
    return {
      text: [since ? `${day(since)} ≤` : '-∞ <', column, until ? `< ${day(until)}` : '< ∞'].join(' '),
      error: false,
    };
  } catch (e) {
    return { text: e instanceof Error ? e.message : String(e), error: true };
  }
}

/** The text of the control's value in the filter pill and the picker's label. */
export const rangeLabel = (value: string | null | undefined) => {
  const v = (value ?? '').trim();
  return v ? optionLabel(v) : NO_TIME_RANGE;
};
