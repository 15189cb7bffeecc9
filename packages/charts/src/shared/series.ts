/** Series helpers for charts drawn from flattened pivot results ("metric, value1, value2" columns). */
import { unescapeSeparator } from '@meridian/core';

/** Splits a flattened column name on unescaped ", " into its levels. */
export function splitSeriesName(name: string): string[] {
  return name.split(/(?<!\\), /).map(unescapeSeparator);
}

/**
 * The groupby values a series stands for: the last `groupbyCount` levels of its name (the metric level,
 * when kept, comes first).
 */
export function seriesGroupValues(name: string, groupbyCount: number): string[] {
  if (groupbyCount === 0) return [];
  const levels = splitSeriesName(name);
  return levels.slice(Math.max(0, levels.length - groupbyCount));
}

export type SeriesSortType = 'name' | 'min' | 'max' | 'sum' | 'avg';

/** Orders series by name or by an aggregate of their values (spec §9: by sum, descending). */
export function sortSeries<T extends { name: string; values: (number | null)[] }>(
  series: readonly T[],
  /** A SeriesSortType; anything else sorts by sum. */
  by: string | null | undefined,
  ascending: boolean,
): T[] {
  const score = (s: T): number | string => {
    const nums = s.values.filter((v): v is number => v !== null);
    switch (by) {
      case 'name':
        return s.name;
      case 'min':
        return nums.length ? Math.min(...nums) : 0;
      case 'max':
        return nums.length ? Math.max(...nums) : 0;
      case 'avg':
        return nums.length ? nums.reduce((a, b) => a + b, 0) / nums.length : 0;
      default:
        return nums.reduce((a, b) => a + b, 0);
    }
  };
  if (!by) return [...series];
  const scored = series.map((s) => ({ s, k: score(s) }));
  scored.sort((a, b) => {
    const diff = typeof a.k === 'string' ? a.k.localeCompare(String(b.k)) : a.k - (b.k as number);
    return ascending ? diff : -diff;
  });
  return scored.map((x) => x.s);
}
