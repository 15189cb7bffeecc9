import type { PivotKey } from './pivotTable.js';

/** One header line of a pivot table axis: a key of data, a subtotal of a group, or the grand total. */
export interface PivotAxisEntry {
  kind: 'value' | 'subtotal' | 'total';
  /** The full key, a group prefix (subtotal) or [] (total). */
  key: PivotKey;
}

export interface PivotAxisOptions {
  /** A subtotal line after each group of every outer level. */
  subtotals?: boolean;
  /** A grand-total line at the end. */
  totals?: boolean;
}

const samePrefix = (a: PivotKey, b: PivotKey, length: number) => {
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/**
 * The lines of one axis in display order: sorted keys, a subtotal after each group closes (innermost
 * groups first), then the total. Keys must already be sorted so groups are contiguous.
 */
export function layoutPivotAxis(keys: readonly PivotKey[], options: PivotAxisOptions = {}): PivotAxisEntry[] {
  const out: PivotAxisEntry[] = [];
  keys.forEach((key, i) => {
    out.push({ kind: 'value', key });
    if (!options.subtotals) return;
    const next = keys[i + 1];
    // Close every group (longest prefix first) that the next key no longer belongs to.
    for (let length = key.length - 1; length >= 1; length--) {
      if (next && samePrefix(key, next, length)) break;
      out.push({ kind: 'subtotal', key: key.slice(0, length) });
    }
  });
  if (options.totals) out.push({ kind: 'total', key: [] });
  return out;
}
