/**
 * Rows kept by column, for results too large to hold as one object per row: a million row objects
 * (and the grid's node per row) make a JS heap of hundreds of MB, whose garbage collections stall
 * scrolling. Numbers go to typed arrays (outside the collected heap); repeated values (the text of
 * most columns) are stored once, rows holding a small code; other values stay in a plain array.
 */

/** Distinct values a coded column may hold before it stores its values as they are. */
export const MAX_CODES = 1 << 16;
const FIRST_CAPACITY = 1024;

type Column =
  | { kind: 'number'; values: Float64Array; nulls: Uint8Array | null }
  | { kind: 'coded'; codes: Uint16Array; dict: unknown[]; index: Map<unknown, number> }
  | { kind: 'plain'; values: unknown[] };

function grow<T extends Float64Array | Uint8Array | Uint16Array>(a: T, capacity: number): T {
  if (a.length >= capacity) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(capacity, a.length * 2));
  next.set(a);
  return next;
}

function emptyColumn(first: unknown): Column {
  return typeof first === 'number'
    ? { kind: 'number', values: new Float64Array(FIRST_CAPACITY), nulls: null }
    : { kind: 'coded', codes: new Uint16Array(FIRST_CAPACITY), dict: [], index: new Map() };
}

export class ColumnStore {
  private cols: (Column | null)[];
  private count = 0;

  constructor(readonly names: readonly string[]) {
    this.cols = names.map(() => null);
  }

  get length(): number {
    return this.count;
  }

  /** Appends rows given as arrays of values in column order (missing values are null). */
  appendArrays(rows: readonly (readonly unknown[])[]): void {
    const start = this.count;
    const end = start + rows.length;
    for (let c = 0; c < this.names.length; c++) {
      for (let r = 0; r < rows.length; r++) this.set(c, start + r, rows[r]![c] ?? null, end);
    }
    this.count = end;
  }

  /** Appends rows given as objects keyed by column name. */
  appendObjects(rows: readonly Record<string, unknown>[]): void {
    const start = this.count;
    const end = start + rows.length;
    for (let c = 0; c < this.names.length; c++) {
      const name = this.names[c]!;
      for (let r = 0; r < rows.length; r++) this.set(c, start + r, rows[r]![name] ?? null, end);
    }
    this.count = end;
  }

  get(row: number, col: number): unknown {
    return row < this.count ? this.read(row, col) : null;
  }

  private read(row: number, col: number): unknown {
    const column = this.cols[col];
    if (!column) return null;
    switch (column.kind) {
      case 'number':
        return column.nulls?.[row] ? null : column.values[row];
      case 'coded':
        return column.dict[column.codes[row]!];
      default:
        return column.values[row] ?? null;
    }
  }

  /** One row as an object keyed by column name (made on each call). */
  row(i: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (let c = 0; c < this.names.length; c++) out[this.names[c]!] = this.get(i, c);
    return out;
  }

  /**
   * The column's distinct values and each row's index into them, when it keeps them that way
   * (lets sorting and searching look at each distinct value once).
   */
  codes(col: number): { codes: Uint16Array; dict: readonly unknown[] } | null {
    const column = this.cols[col];
    return column?.kind === 'coded' ? { codes: column.codes, dict: column.dict } : null;
  }

  /** The column's numbers when it holds only numbers and nulls (`nulls[i]` set for a null). */
  numbers(col: number): { values: Float64Array; nulls: Uint8Array | null } | null {
    const column = this.cols[col];
    return column?.kind === 'number' ? { values: column.values, nulls: column.nulls } : null;
  }

  private set(c: number, row: number, value: unknown, capacity: number): void {
    let column = this.cols[c];
    if (!column) {
      // All nulls so far: nothing to store until a value tells the column's kind.
      if (value === null) return;
      column = this.cols[c] = this.backfill(emptyColumn(value), row);
    }
    switch (column.kind) {
      case 'number':
        if (typeof value === 'number') {
          column.values = grow(column.values, capacity);
          column.values[row] = value;
        } else if (value === null) {
          column.values = grow(column.values, capacity);
          column.nulls = grow(column.nulls ?? new Uint8Array(column.values.length), capacity);
          column.nulls[row] = 1;
        } else this.toPlain(c, row).values[row] = value;
        return;
      case 'coded': {
        let code = column.index.get(value);
        if (code === undefined) {
          if (column.dict.length >= MAX_CODES) {
            this.toPlain(c, row).values[row] = value;
            return;
          }
          code = column.dict.length;
          column.dict.push(value);
          column.index.set(value, code);
        }
        column.codes = grow(column.codes, capacity);
        column.codes[row] = code;
        return;
      }
      default:
        column.values[row] = value;
    }
  }

  /** A column that first sees a value at `row`: the rows before held null. */
  private backfill(column: Column, row: number): Column {
    if (row === 0) return column;
    if (column.kind === 'number') {
      column.values = grow(column.values, row);
      column.nulls = new Uint8Array(column.values.length);
      column.nulls.fill(1, 0, row);
    } else if (column.kind === 'coded') {
      column.dict.push(null);
      column.index.set(null, 0);
      column.codes = grow(column.codes, row);
    }
    return column;
  }

  /** Values of mixed kinds, or too many distinct ones: keep them as they are. */
  private toPlain(c: number, upTo: number): { kind: 'plain'; values: unknown[] } {
    const values: unknown[] = [];
    for (let i = 0; i < upTo; i++) values.push(this.read(i, c));
    const column = { kind: 'plain' as const, values };
    this.cols[c] = column;
    return column;
  }
}
