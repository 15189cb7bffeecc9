import { addMonths, addToDate, lastDayOf, truncateDate } from '../query/dateMath.js';

/**
 * pandas offset aliases as the resample operator reads them: fixed steps (S, T/min, H, D, "7D", "15T", …)
 * are bins closed on the left, labelled by their start and aligned on the first day's midnight; calendar
 * starts (MS, QS, AS/YS) likewise; calendar ends (M/ME, Q/QE, A/Y/YE, W[-DAY]) are closed on the right
 * and labelled by their last day, as pandas does.
 */
export interface ResampleRule {
  readonly text: string;
  /** Whether a bin holds (previous label, label] (calendar ends) instead of [label, next label). */
  readonly closedRight: boolean;
  /** The label of the bin holding `ms`. For fixed steps, `origin` (default: that day's midnight) aligns bins. */
  bucket(ms: number, origin?: number): number;
  /** The label after `label`. */
  next(label: number): number;
}

const FIXED: Record<string, number> = {
  L: 1,
  MS_MILLI: 1,
  S: 1_000,
  T: 60_000,
  MIN: 60_000,
  H: 3_600_000,
  D: 86_400_000,
};

const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

const day = (ms: number) => truncateDate(new Date(ms), 'day').getTime();
const monthsFrom = (ms: number, months: number) => addMonths(new Date(ms), months).getTime();
const endOf = (ms: number, unit: 'month' | 'quarter' | 'year') => lastDayOf(new Date(ms), unit).getTime();

/** Parses a resample rule such as "1D", "7D", "1H", "15T", "1M", "MS", "1AS", "W-MON"; null if unknown. */
export function parseResampleRule(text: string): ResampleRule | null {
  const m = /^\s*(\d*)\s*([A-Za-z]+)(?:-([A-Za-z]{3}))?\s*$/.exec(text);
  if (!m) return null;
  const n = m[1] ? Number(m[1]) : 1;
  if (n < 1) return null;
  const alias = m[2] ?? '';
  const anchor = (m[3] ?? '').toUpperCase();
  const upper = alias.toUpperCase();
  const fixedKey = alias === 'ms' ? 'MS_MILLI' : upper;
  if (!anchor && fixedKey !== 'MS' && FIXED[fixedKey] !== undefined) {
    const step = n * FIXED[fixedKey];
    return {
      text,
      closedRight: false,
      bucket: (ms, origin) => {
        const base = origin ?? day(ms);
        return base + Math.floor((ms - base) / step) * step;
      },
      next: (label) => label + step,
    };
  }
  const starts: Record<string, [number, (ms: number) => number]> = {
    MS: [1, (ms) => truncateDate(new Date(ms), 'month').getTime()],
    QS: [3, (ms) => truncateDate(new Date(ms), 'quarter').getTime()],
    AS: [12, (ms) => truncateDate(new Date(ms), 'year').getTime()],
    YS: [12, (ms) => truncateDate(new Date(ms), 'year').getTime()],
  };
  const start = starts[upper];
  if (start) {
    const [months, floor] = start;
    return { text, closedRight: false, bucket: floor, next: (label) => monthsFrom(label, months * n) };
  }
  const ends: Record<string, ['month' | 'quarter' | 'year', number]> = {
    M: ['month', 1],
    ME: ['month', 1],
    Q: ['quarter', 3],
    QE: ['quarter', 3],
    A: ['year', 12],
    Y: ['year', 12],
    YE: ['year', 12],
  };
  const end = ends[upper];
  if (end && (!anchor || (upper !== 'M' && upper !== 'ME' && anchor === 'DEC'))) {
    const [unit, months] = end;
    const bucket = (ms: number) => {
      const label = endOf(ms, unit);
      return ms > label ? endOf(monthsFrom(label, months), unit) : label;
    };
    return {
      text,
      closedRight: true,
      bucket,
      next: (label) => endOf(monthsFrom(truncateDate(new Date(label), 'month').getTime(), months * n), unit),
    };
  }
  if (upper === 'W') {
    const weekday = WEEKDAYS.indexOf(anchor || 'SUN');
    if (weekday < 0) return null;
    const bucket = (ms: number) => {
      const date = new Date(day(ms));
      const ahead = (weekday - ((date.getUTCDay() + 6) % 7) + 7) % 7;
      const label = addToDate(date, ahead, 'day').getTime();
      return ms > label ? label + 7 * 86_400_000 : label;
    };
    return { text, closedRight: true, bucket, next: (label) => label + 7 * n * 86_400_000 };
  }
  return null;
}
