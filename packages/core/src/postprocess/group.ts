import { aggregateValues, isNumpyFunction, type NumpyFunction } from './aggregators.js';
import { InvalidPostProcessingError } from './errors.js';
import { columnPositions, type Cell, type Frame } from './frame.js';
import { cellKey, compareForSort, isMissing } from './values.js';

export interface Group {
  /** The group's key cells, one per grouping column. */
  readonly keys: readonly Cell[];
  /** Row positions in the group, in frame order. */
  readonly rows: number[];
}

/**
 * Groups rows by the given key columns, like pandas' groupby: groups come out sorted by key (missing
 * keys last) and, when `dropMissing` is set, rows with a missing key are left out.
 */
export function groupRows(
  keyColumns: readonly (readonly Cell[])[],
  length: number,
  dropMissing = true,
): Group[] {
  const groups = new Map<string, { keys: Cell[]; rows: number[] }>();
  for (let r = 0; r < length; r++) {
    const keys = keyColumns.map((column) => column[r] ?? null);
    if (dropMissing && keys.some((k) => isMissing(k))) continue;
    const id = keys.map(cellKey).join('\u0000');
    let group = groups.get(id);
    if (!group) {
      group = { keys, rows: [] };
      groups.set(id, group);
    }
    group.rows.push(r);
  }
  return [...groups.values()].sort((a, b) => compareKeyTuples(a.keys, b.keys));
}

export function compareKeyTuples(a: readonly Cell[], b: readonly Cell[]): number {
  for (let i = 0; i < a.length; i++) {
    const order = compareForSort(a[i], b[i], true);
    if (order) return order;
  }
  return 0;
}

/** The values of the (single, plain) column `name`. */
export function columnValues(frame: Frame, name: string): readonly Cell[] {
  const position = columnPositions(frame, name)[0];
  const column = position === undefined ? undefined : frame.columns[position];
  if (!column) throw new InvalidPostProcessingError(`Referenced columns not available in DataFrame: ${name}`);
  return column.values;
}

export interface AggregateSpec {
  column?: string | null | undefined;
  operator?: string | null | undefined;
  options?: Record<string, unknown> | null | undefined;
}

export interface ResolvedAggregate {
  /** Output name (the key of the aggregates mapping). */
  name: string;
  /** Source column. */
  column: string;
  values: readonly Cell[];
  apply: (values: readonly Cell[]) => Cell;
}

/** Checks an `aggregates` mapping ({name: {column?, operator, options?}}) against the frame. */
export function resolveAggregates(
  operation: string,
  frame: Frame,
  aggregates: Readonly<Record<string, AggregateSpec>>,
): ResolvedAggregate[] {
  return Object.entries(aggregates).map(([name, spec]) => {
    const column = spec.column ?? name;
    if (columnPositions(frame, column).length === 0) {
      throw new InvalidPostProcessingError(
        `Column referenced by aggregate is undefined: ${column}`,
        operation,
      );
    }
    if (!spec.operator) {
      throw new InvalidPostProcessingError(`Operator undefined for aggregator: ${name}`, operation);
    }
    const operator = spec.operator;
    if (!isNumpyFunction(operator)) {
      throw new InvalidPostProcessingError(`Invalid numpy function: ${operator}`, operation);
    }
    const options = spec.options ?? {};
    return {
      name,
      column,
      values: columnValues(frame, column),
      apply: (values: readonly Cell[]) => aggregateValues(operator satisfies NumpyFunction, values, options),
    };
  });
}

export const pick = (values: readonly Cell[], rows: readonly number[]): Cell[] =>
  rows.map((r) => values[r] ?? null);
