/** The categories of one heatmap axis: its distinct values in result order, then sorted. */
import type { AxisSort } from './buildQuery.js';

/** Distinct values of `column`, first appearance first (nulls are a category of their own). */
export function distinctValues(data: readonly Record<string, unknown>[], column: string): unknown[] {
  const seen = new Set<unknown>();
  for (const row of data) seen.add(row[column] ?? null);
  return [...seen];
}

const compareText = (a: unknown, b: unknown) =>
  String(a).localeCompare(String(b), undefined, { numeric: true });

/** Numbers (and numeric text) numerically, the rest as text with digits read as numbers; null last. */
function compareValues(a: unknown, b: unknown): number {
  if (a === null) return b === null ? 0 : 1;
  if (b === null) return -1;
  const x = typeof a === 'number' ? a : Number(a);
  const y = typeof b === 'number' ? b : Number(b);
  if (Number.isFinite(x) && Number.isFinite(y) && a !== '' && b !== '') return x - y;
  return compareText(a, b);
}

/**
 * Sorts the categories: alphabetically (numbers by value), or by the metric summed over each
 * category's cells. Without a sort the result order (the query's ORDER BY) is kept.
 */
export function sortAxisValues(
  values: readonly unknown[],
  data: readonly Record<string, unknown>[],
  sort: AxisSort | undefined,
  column: string,
  metric: string,
): unknown[] {
  if (!sort) return [...values];
  const sign = sort.endsWith('asc') ? 1 : -1;
  if (sort.startsWith('alpha')) {
    // Nulls stay last whatever the direction.
    return [...values].sort((a, b) =>
      a === null || b === null ? compareValues(a, b) : sign * compareValues(a, b),
    );
  }
  const totals = new Map<unknown, number>();
  for (const row of data) {
    const v = row[metric];
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    const key = row[column] ?? null;
    totals.set(key, (totals.get(key) ?? 0) + v);
  }
  return [...values].sort((a, b) => sign * ((totals.get(a) ?? 0) - (totals.get(b) ?? 0)));
}
