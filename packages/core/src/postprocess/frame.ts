/**
 * The table post-processing works on: columnar, with an optional row index and multi-level column keys,
 * which is what Superset's pandas pipeline needs (pivot → rolling/compare/resample on "metric, series"
 * columns → flatten). Frames are never mutated: every operator returns a new frame and may share
 * untouched column arrays with its input.
 */

export type Scalar = string | number | boolean | bigint | Date | null;
/** A cell; arrays only appear in results such as boxplot outliers. */
export type Cell = Scalar | readonly Scalar[];
/** One level of a column key (after a pivot: the metric name, then the grouping values). */
export type Label = string | number | boolean | Date | null;
/** A plain column name, or the levels of a pivoted column, e.g. ["SUM(num)", "boy"]. */
export type ColumnKey = string | readonly Label[];

export interface FrameColumn {
  readonly key: ColumnKey;
  readonly values: readonly Cell[];
}

export interface IndexLevel {
  readonly name: string;
  readonly values: readonly Cell[];
}

export interface Frame {
  readonly length: number;
  /** Row labels (pandas' index); empty for the default 0..n-1 index. Set by pivot, removed by flatten. */
  readonly index: readonly IndexLevel[];
  readonly columns: readonly FrameColumn[];
  /** Names of the levels of multi-level column keys (null for the metric level), when known. */
  readonly columnLevelNames?: readonly (string | null)[];
}

export type Row = Record<string, Cell>;

/** Builds a frame from row objects; `columns` fixes the order (default: keys in first-seen order). */
export function frameFromRows(rows: readonly Row[], columns?: readonly string[]): Frame {
  let names = columns;
  if (!names) {
    const seen = new Set<string>();
    for (const row of rows) for (const name of Object.keys(row)) seen.add(name);
    names = [...seen];
  }
  return {
    length: rows.length,
    index: [],
    columns: names.map((name) => ({ key: name, values: rows.map((row) => row[name] ?? null) })),
  };
}

/** Builds a frame from named value arrays (all of the same length). */
export function frameFromColumns(columns: Readonly<Record<string, readonly Cell[]>>): Frame {
  const entries = Object.entries(columns);
  const length = entries[0]?.[1].length ?? 0;
  for (const [name, values] of entries) {
    if (values.length !== length)
      throw new RangeError(`column "${name}" has ${values.length} values, expected ${length}`);
  }
  return { length, index: [], columns: entries.map(([key, values]) => ({ key, values })) };
}

export const FLAT_COLUMN_SEPARATOR = ', ';

/** Separator commas inside one level are escaped ("a, b" → "a\, b") so flat names can be split back. */
export const escapeSeparator = (text: string): string => text.replaceAll(',', '\\,');
export const unescapeSeparator = (text: string): string => text.replaceAll('\\,', ',');

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A label as Python's str() prints it, which is how Superset names flattened columns. */
export function labelText(label: Label | Scalar): string {
  if (label === null) return 'None';
  if (typeof label === 'boolean') return label ? 'True' : 'False';
  if (label instanceof Date) {
    const base = `${label.getUTCFullYear()}-${pad(label.getUTCMonth() + 1)}-${pad(label.getUTCDate())} ${pad(label.getUTCHours())}:${pad(label.getUTCMinutes())}:${pad(label.getUTCSeconds())}`;
    const ms = label.getUTCMilliseconds();
    return ms ? `${base}.${pad(ms * 1000, 6)}` : base;
  }
  return String(label);
}

/** The flat name of a column: multi-level keys join their non-null levels with ", " (escaping commas). */
export function flatColumnName(key: ColumnKey): string {
  if (typeof key === 'string') return key;
  return key
    .filter((level) => level !== null)
    .map((level) => escapeSeparator(labelText(level)))
    .join(FLAT_COLUMN_SEPARATOR);
}

/** The first level of a key: a plain column's name, or a pivoted column's metric. */
export const keyHead = (key: ColumnKey): Label => (typeof key === 'string' ? key : (key[0] ?? null));

export function labelsEqual(a: Label, b: Label): boolean {
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b;
}

export function keysEqual(a: ColumnKey, b: ColumnKey): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.every((level, i) => labelsEqual(level, b[i] ?? null));
}

/** Replaces the first level of a key (renaming a plain column, or the metric of a pivoted one). */
export const withKeyHead = (key: ColumnKey, head: string): ColumnKey =>
  typeof key === 'string' ? head : [head, ...key.slice(1)];

/** Positions of the columns whose first level is `name` (one for a plain column, several after a pivot). */
export function columnPositions(frame: Frame, name: string): number[] {
  const out: number[] = [];
  frame.columns.forEach((column, i) => {
    if (keyHead(column.key) === name) out.push(i);
  });
  return out;
}

export const hasMultiLevelColumns = (frame: Frame): boolean =>
  frame.columns.some((c) => typeof c.key !== 'string');

/** Rows of a frame as objects keyed by flat column names, index levels first (what the API returns). */
export function frameToRows(frame: Frame): { colnames: string[]; rows: Row[] } {
  const all = [
    ...frame.index.map((level) => ({ name: level.name, values: level.values })),
    ...frame.columns.map((column) => ({ name: flatColumnName(column.key), values: column.values })),
  ];
  const rows: Row[] = [];
  for (let r = 0; r < frame.length; r++) {
    const row: Row = {};
    for (const column of all) row[column.name] = column.values[r] ?? null;
    rows.push(row);
  }
  return { colnames: all.map((column) => column.name), rows };
}

/** A frame holding only the rows at `positions`, in that order. */
export function takeRows(frame: Frame, positions: readonly number[]): Frame {
  const pick = (values: readonly Cell[]) => positions.map((p) => values[p] ?? null);
  return {
    ...frame,
    length: positions.length,
    index: frame.index.map((level) => ({ name: level.name, values: pick(level.values) })),
    columns: frame.columns.map((column) => ({ key: column.key, values: pick(column.values) })),
  };
}
