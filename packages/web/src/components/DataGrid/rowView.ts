/**
 * The rows of a column store in the order the grid shows them: sorted by the grid's sort model and
 * kept by the quick search, as a permutation of row indexes (the store itself never moves). Same
 * rules as AG Grid's client-side model: nulls sort first ascending (last descending), ties keep the
 * rows' order; a row matches the search when each of its words is in the text of some cell.
 */
import type { ColumnStore } from './columnStore';
import { cellText, type GridColumn } from './gridData';

export interface SortKey {
  colId: string;
  sort: 'asc' | 'desc' | null | undefined;
}

/** AG Grid's default comparator: null and undefined first, then `<` / `>`. */
export function compareValues(a: unknown, b: unknown): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? -1 : 1;
  return (a as number) > (b as number) ? 1 : (a as number) < (b as number) ? -1 : 0;
}

/** One sort key as a number per row (ranks of coded values, numbers as they are), when it can be. */
function numericKeys(store: ColumnStore, col: number, count: number): Float64Array | null {
  const numbers = store.numbers(col);
  if (numbers) {
    const keys = new Float64Array(count);
    keys.set(numbers.values.subarray(0, count));
    if (numbers.nulls) for (let i = 0; i < count; i++) if (numbers.nulls[i]) keys[i] = -Infinity;
    return keys;
  }
  const coded = store.codes(col);
  if (coded) {
    const order = coded.dict.map((_, i) => i).sort((a, b) => compareValues(coded.dict[a], coded.dict[b]));
    const rank = new Float64Array(coded.dict.length);
    order.forEach((code, r) => (rank[code] = r));
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++) keys[i] = rank[coded.codes[i]!]!;
    return keys;
  }
  return null;
}

/** Row indexes in sort order, or null for the stored order. */
export function sortRows(
  store: ColumnStore,
  count: number,
  sortModel: readonly SortKey[],
): Uint32Array | null {
  const keys = sortModel
    .filter((s) => s.sort === 'asc' || s.sort === 'desc')
    .map((s) => ({ col: store.names.indexOf(s.colId), dir: s.sort === 'desc' ? -1 : 1 }))
    .filter((s) => s.col >= 0)
    .map((s) => {
      const numeric = numericKeys(store, s.col, count);
      if (numeric) return { dir: s.dir, numeric, values: null };
      const values: unknown[] = [];
      for (let i = 0; i < count; i++) values.push(store.get(i, s.col));
      return { dir: s.dir, numeric: null, values };
    });
  if (keys.length === 0) return null;
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((a, b) => {
    for (const k of keys) {
      let d: number;
      if (k.numeric) {
        const x = k.numeric[a]!;
        const y = k.numeric[b]!;
        d = x > y ? 1 : x < y ? -1 : 0;
      } else d = compareValues(k.values[a], k.values[b]);
      if (d !== 0) return d * k.dir;
    }
    return a - b;
  });
  return order;
}

/** The words of a search, as AG Grid's quick filter splits them. */
export const searchWords = (search: string) => search.trim().toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Rows of `order` (or of the stored order when null) whose cells hold every word of the search;
 * `order` itself when the search is empty.
 */
export function searchRows(
  store: ColumnStore,
  count: number,
  columns: readonly GridColumn[],
  search: string,
  order: Uint32Array | null,
): Uint32Array | null {
  const words = searchWords(search).slice(0, 31);
  if (words.length === 0) return order;
  const all = (1 << words.length) - 1;
  const maskOf = (text: string) => {
    const lower = text.toLowerCase();
    let m = 0;
    for (let w = 0; w < words.length; w++) if (lower.includes(words[w]!)) m |= 1 << w;
    return m;
  };
  // Per column: the words each row's cell holds (distinct values are looked at once).
  const masks = new Uint32Array(count);
  columns.forEach((column) => {
    const col = store.names.indexOf(column.name);
    if (col < 0) return;
    const coded = store.codes(col);
    if (coded) {
      const byCode = coded.dict.map((v) => maskOf(cellText(v, column)));
      for (let i = 0; i < count; i++) masks[i] = masks[i]! | byCode[coded.codes[i]!]!;
      return;
    }
    const seen = new Map<unknown, number>();
    for (let i = 0; i < count; i++) {
      const v = store.get(i, col);
      let m = seen.get(v);
      if (m === undefined) {
        m = maskOf(cellText(v, column));
        if (seen.size < 100_000) seen.set(v, m);
      }
      masks[i] = masks[i]! | m;
    }
  });
  const kept = new Uint32Array(count);
  let n = 0;
  for (let i = 0; i < count; i++) {
    const row = order ? order[i]! : i;
    if (masks[row] === all) kept[n++] = row;
  }
  return kept.slice(0, n);
}
