/**
 * A SQL Lab result encoded once, while it streams from the engine: rows become lines of JSON arrays
 * of row arrays, values in column order. The lines are stored as they are (results-store.ts), sent
 * as they are to the web client's stream, and turned into Superset's row objects only for the
 * display-limited `data` of JSON answers and for CSV, a line at a time.
 */
import type { Row } from '../engines/engine.js';
import type { StoredResults } from './results-store.js';

/** Rows of the first line (sent as soon as they are read) and of the lines after it. */
export const FIRST_LINE_ROWS = 1000;
export const LINE_ROWS = 20_000;

export interface EncodedLine {
  line: string;
  rows: number;
}

export class EncodedRows {
  readonly lines: string[] = [];
  readonly counts: number[] = [];
  rowCount = 0;
  private pending: string[] = [];
  private pendingRows = 0;

  constructor(private readonly names: readonly string[]) {}

  /** Adds rows (at most `max` rows in all); returns the lines completed by them. */
  add(rows: readonly Row[], max: number): EncodedLine[] {
    const take = Math.max(0, Math.min(rows.length, max - this.rowCount - this.pendingRows));
    if (take === 0) return [];
    const names = this.names;
    const arrays = new Array<unknown[]>(take);
    for (let i = 0; i < take; i++) {
      const row = rows[i]!;
      const values = new Array<unknown>(names.length);
      for (let j = 0; j < names.length; j++) values[j] = row[names[j]!] ?? null;
      arrays[i] = values;
    }
    const text = JSON.stringify(arrays);
    this.pending.push(text.slice(1, -1));
    this.pendingRows += take;
    const limit = this.lines.length === 0 ? FIRST_LINE_ROWS : LINE_ROWS;
    return this.pendingRows >= limit ? this.flush() : [];
  }

  /** Closes the pending line; returns it (none when nothing is pending). */
  flush(): EncodedLine[] {
    const rows = this.pendingRows;
    if (rows === 0) return [];
    const line = `[${this.pending.join(',')}]`;
    this.lines.push(line);
    this.counts.push(rows);
    this.rowCount += rows;
    this.pending = [];
    this.pendingRows = 0;
    return [{ line, rows }];
  }
}

/** The first `max` rows of some lines, as lines (the line crossing the bound is cut). */
export function* linesUpTo(
  lines: readonly string[],
  counts: readonly number[],
  max: number,
): Generator<EncodedLine> {
  let sent = 0;
  for (let i = 0; i < lines.length && sent < max; i++) {
    const n = counts[i] ?? 0;
    if (sent + n <= max) yield { line: lines[i]!, rows: n };
    else {
      const cut = (JSON.parse(lines[i]!) as unknown[][]).slice(0, max - sent);
      yield { line: JSON.stringify(cut), rows: cut.length };
    }
    sent += Math.min(n, max - sent);
  }
}

/** Row objects of one line, keyed by column name (Superset's `data` entries). */
export function lineObjects(line: string, names: readonly string[]): Record<string, unknown>[] {
  return (JSON.parse(line) as unknown[][]).map((values) => {
    const row: Record<string, unknown> = {};
    for (let j = 0; j < names.length; j++) row[names[j]!] = values[j] ?? null;
    return row;
  });
}

/** The first `max` stored rows as objects (small results: tests, CSV of a line). */
export function storedRows(stored: StoredResults, max = Number.POSITIVE_INFINITY): Record<string, unknown>[] {
  const names = stored.columns.map((c) => c.name);
  const out: Record<string, unknown>[] = [];
  for (const { line } of linesUpTo(stored.lines, stored.counts, max)) out.push(...lineObjects(line, names));
  return out;
}

/**
 * Superset's results answer as text chunks (`{status, query_id, columns, …, data: [...], query}`),
 * `data` holding at most `displayRows` rows as objects and `displayLimitReached` set when rows were
 * left out. Written a line at a time, so a large answer never sits in memory as one string.
 */
export function* resultsJsonChunks(
  stored: StoredResults,
  displayRows: number,
  extra: Record<string, unknown>,
): Generator<string> {
  const names = stored.columns.map((c) => c.name);
  const { lines: _lines, counts: _counts, rowCount: _rowCount, ...header } = stored;
  void _lines;
  void _counts;
  void _rowCount;
  const head = JSON.stringify(header);
  yield `${head.slice(0, -1)},"data":[`;
  let first = true;
  for (const { line } of linesUpTo(stored.lines, stored.counts, displayRows)) {
    const text = JSON.stringify(lineObjects(line, names)).slice(1, -1);
    if (!text) continue;
    yield first ? text : `,${text}`;
    first = false;
  }
  const limited = stored.rowCount > displayRows;
  const tail = JSON.stringify({ ...(limited ? { displayLimitReached: true } : {}), ...extra });
  yield tail === '{}' ? ']}' : `],${tail.slice(1)}`;
}
