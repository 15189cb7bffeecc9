/**
 * The numerical range filter (filter_range): [min, max] → data mask with >= / <= filters and
 * filterState.value [min, max] (Superset's shape), and the rule of spec §5: a minimum that is not
 * strictly below the maximum shows RANGE_ORDER_MESSAGE and the filter is not applied.
 */
import { clearedDataMask } from './selectFilter.js';
import type { DataMask } from './types.js';

export const RANGE_ORDER_MESSAGE = 'Minimum must be strictly less than maximum';
export const RANGE_MIN_PLACEHOLDER = 'Value greater than';
export const RANGE_MAX_PLACEHOLDER = 'Value less than';

export type RangeValue = [number | null, number | null];

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The message for an invalid pair, or null; a missing end never makes the pair invalid. */
export function validateRange(min?: number | null, max?: number | null): string | null {
  return isNum(min) && isNum(max) && min >= max ? RANGE_ORDER_MESSAGE : null;
}

/** The label Superset shows for a range: "1 ≤ x ≤ 5", "x ≥ 1", "x ≤ 5". */
export function rangeFilterLabel([min, max]: RangeValue): string {
  if (isNum(min) && isNum(max)) return `${min} ≤ x ≤ ${max}`;
  if (isNum(min)) return `x ≥ ${min}`;
  if (isNum(max)) return `x ≤ ${max}`;
  return '';
}

/** The mask of a range filter on `column`; no bound (or an invalid pair) gives the cleared mask. */
export function rangeFilterDataMask(column: string, [min, max]: readonly [unknown, unknown]): DataMask {
  const lo = isNum(min) ? min : null;
  const hi = isNum(max) ? max : null;
  if ((lo === null && hi === null) || validateRange(lo, hi)) return clearedDataMask();
  const filters = [
    ...(lo !== null ? [{ col: column, op: '>=' as const, val: lo }] : []),
    ...(hi !== null ? [{ col: column, op: '<=' as const, val: hi }] : []),
  ];
  return { extraFormData: { filters }, filterState: { value: [lo, hi], label: rangeFilterLabel([lo, hi]) } };
}

/** The [min, max] a range filter's mask holds ([null, null] when none). */
export function rangeValueOf(mask: DataMask | undefined | null): RangeValue {
  const v = mask?.filterState?.value;
  if (!Array.isArray(v)) return [null, null];
  const [a, b] = v as unknown[];
  return [isNum(a) ? a : null, isNum(b) ? b : null];
}
