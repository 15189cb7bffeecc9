/** Cross-filtering: what a chart emits when a user clicks a data point (Superset's data mask). */
import type { DataMask, QueryColumn, QueryFilter } from '@meridian/core';

/** The mask type is core's (dashboards store and merge it); re-exported for plugin authors. */
export type { DataMask };

export type SetDataMask = (mask: DataMask) => void;

/** A click on a data point: the dimension values it stands for, plus the mask that filters on them. */
export interface DataClickEvent {
  /** One value per column in `columns`, e.g. the groupby values of a pie slice. */
  columns: QueryColumn[];
  values: unknown[];
  label: string;
  dataMask: DataMask;
}

type Scalar = string | number | boolean | null;
const scalar = (v: unknown): Scalar =>
  v === null || v === undefined
    ? null
    : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
      ? v
      : (JSON.stringify(v) ?? null);

/**
 * The mask filtering `columns` on the selected rows of values (one array per selection). An empty
 * selection clears the cross-filter. Nulls become IS NULL; a column with several values becomes IN.
 */
export function buildCrossFilterDataMask(
  columns: readonly QueryColumn[],
  selections: readonly (readonly unknown[])[],
  label?: string,
): DataMask {
  if (selections.length === 0 || columns.length === 0) {
    return {
      extraFormData: { filters: [] },
      filterState: { value: null, selectedValues: null, label: null },
    };
  }
  const filters: QueryFilter[] = columns.map((col, i) => {
    const values = [...new Set(selections.map((s) => scalar(s[i])))];
    if (values.length === 1 && values[0] === null) return { col, op: 'IS NULL' };
    return { col, op: 'IN', val: values };
  });
  const value = selections.map((s) => s.map(scalar));
  return {
    extraFormData: { filters },
    filterState: {
      value,
      selectedValues: value,
      label:
        label ?? value.map((v) => v.map((x) => (x === null ? '<NULL>' : String(x))).join(', ')).join(', '),
    },
  };
}

/** Toggles `selection` in the current list (a second click on the same point clears it). */
export function toggleSelection(
  current: readonly (readonly unknown[])[],
  selection: readonly unknown[],
): unknown[][] {
  const key = JSON.stringify(selection);
  const without = current.filter((s) => JSON.stringify(s) !== key);
  return without.length === current.length
    ? [...current.map((s) => [...s]), [...selection]]
    : without.map((s) => [...s]);
}
