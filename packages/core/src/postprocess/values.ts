import type { Cell } from './frame.js';

/** A cell as a number for arithmetic: numbers, bigints and booleans; null for anything else or NaN. */
export function toNumber(cell: Cell | undefined): number | null {
  if (typeof cell === 'number') return Number.isNaN(cell) ? null : cell;
  if (typeof cell === 'bigint') return Number(cell);
  if (typeof cell === 'boolean') return cell ? 1 : 0;
  return null;
}

/** Like pandas' to_numeric(errors="coerce"): numeric strings count too, anything else is null. */
export function coerceNumber(cell: Cell | undefined): number | null {
  if (typeof cell === 'string') {
    const text = cell.trim();
    if (!text) return null;
    const n = Number(text);
    return Number.isNaN(n) ? null : n;
  }
  return toNumber(cell);
}

/** Arithmetic result as a cell: NaN (pandas' missing value) becomes null. */
export const numberCell = (n: number | null): number | null => (n === null || Number.isNaN(n) ? null : n);

export const isMissing = (cell: Cell | undefined): boolean =>
  cell === null || cell === undefined || (typeof cell === 'number' && Number.isNaN(cell));

/** Whether a column holds numbers only (nulls allowed, booleans not), like pandas' numeric dtypes. */
export const isNumericColumn = (values: readonly Cell[]): boolean =>
  values.every((v) => isMissing(v) || typeof v === 'number' || typeof v === 'bigint');

const typeRank = (cell: Cell): number => {
  if (typeof cell === 'boolean') return 0;
  if (typeof cell === 'number' || typeof cell === 'bigint') return 1;
  if (cell instanceof Date) return 2;
  if (typeof cell === 'string') return 3;
  return 4;
};

/** Total order for sorting non-missing cells: by type, then numerically / chronologically / by code point. */
export function compareCells(a: Cell, b: Cell): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  if ((typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint')) {
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return String(a).localeCompare(String(b));
}

/** Sort comparator with missing values last regardless of direction (pandas' na_position="last"). */
export function compareForSort(a: Cell | undefined, b: Cell | undefined, ascending: boolean): number {
  const ma = isMissing(a);
  const mb = isMissing(b);
  if (ma || mb) return ma === mb ? 0 : ma ? 1 : -1;
  const order = compareCells(a as Cell, b as Cell);
  return ascending ? order : -order;
}

/** A key that is equal for equal cells, for grouping (dates by instant, numbers by value). */
export function cellKey(cell: Cell | undefined): string {
  if (isMissing(cell)) return 'n:';
  if (cell instanceof Date) return `d:${cell.getTime()}`;
  if (typeof cell === 'number' || typeof cell === 'bigint') return `#:${String(cell)}`;
  if (typeof cell === 'boolean') return `b:${String(cell)}`;
  if (typeof cell === 'string') return `s:${cell}`;
  return `a:${JSON.stringify(cell)}`;
}

const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Milliseconds since the epoch of a temporal cell (Date, epoch-ms number or ISO string read as UTC). */
export function toEpochMs(cell: Cell | undefined): number | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.getTime();
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'bigint') return Number(cell);
  if (typeof cell === 'string') {
    const text = cell.trim().replace(' ', 'T');
    const ms = Date.parse(HAS_ZONE.test(text) || !text.includes('T') ? text : `${text}Z`);
    return Number.isNaN(ms) ? null : ms;
  }
  return null;
}

/** An epoch-ms value in the representation of `like` (Date, number or ISO string). */
export function fromEpochMs(ms: number, like: Cell | undefined): Cell {
  if (typeof like === 'number' || typeof like === 'bigint') return ms;
  if (typeof like === 'string') return new Date(ms).toISOString();
  return new Date(ms);
}

/** A float as Python's repr() writes it ("2.0", "1e-05", "1e+16"), for Superset-compatible labels. */
export function pythonFloat(n: number): string {
  if (Number.isNaN(n)) return 'nan';
  if (!Number.isFinite(n)) return n > 0 ? 'inf' : '-inf';
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(n);
  if (abs >= 1e16 || abs < 1e-4) {
    const [mantissa = '', exponent = '0'] = n.toExponential().split('e');
    const exp = Number(exponent);
    const sign = exp < 0 ? '-' : '+';
    return `${mantissa}e${sign}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  const text = String(n);
  return text.includes('.') || text.includes('e') ? text : `${text}.0`;
}
