/**
 * The Gantt chart's rows ("lanes", Superset's seriesInCategoriesMap): one per y-axis category, or
 * with subcategories one per (category, series value) pair, numbered top to bottom in data order.
 */
import { toText } from '../shared/chartData.js';

export interface Lanes {
  /** The lane of a row (undefined when its category is unknown). */
  laneOf: (row: Record<string, unknown>) => number | undefined;
  count: number;
  /** Dashed lines between categories and each category's name at its middle (axis positions). */
  borders: { yAxis: number }[];
  labels: { yAxis: number; name?: string }[];
}

const keyOf = (v: unknown) => (v === null || v === undefined ? '\u0000' : toText(v));

export function buildLanes(
  rows: readonly Record<string, unknown>[],
  yAxisLabel: string,
  seriesLabel: string | undefined,
  subcategories: boolean,
): Lanes {
  const sub = (row: Record<string, unknown>) => (subcategories && seriesLabel ? keyOf(row[seriesLabel]) : '');
  const categories = new Map<string, { name: unknown; subs: Map<string, number> }>();
  for (const row of rows) {
    const key = keyOf(row[yAxisLabel]);
    let category = categories.get(key);
    if (!category) categories.set(key, (category = { name: row[yAxisLabel], subs: new Map() }));
    if (!category.subs.has(sub(row))) category.subs.set(sub(row), category.subs.size);
  }
  const first = new Map<string, number>();
  let count = 0;
  for (const [key, { subs }] of categories) {
    first.set(key, count);
    count += subs.size;
  }
  const borders: Lanes['borders'] = [];
  const labels: Lanes['labels'] = [];
  let sum = 0;
  for (const { name, subs } of categories.values()) {
    const top = sum;
    sum += subs.size;
    // The value axis runs bottom-up: lane i spans [count - i - 1, count - i].
    labels.push({
      yAxis: count - (top + sum) / 2,
      ...(name === null || name === undefined ? {} : { name: toText(name) }),
    });
    borders.push({ yAxis: count - sum });
  }
  const laneOf = (row: Record<string, unknown>) => {
    const key = keyOf(row[yAxisLabel]);
    const start = first.get(key);
    const offset = categories.get(key)?.subs.get(sub(row));
    return start === undefined || offset === undefined ? undefined : start + offset;
  };
  return { laneOf, count, borders, labels };
}
