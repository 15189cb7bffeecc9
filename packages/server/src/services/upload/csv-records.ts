/**
 * The records of a spooled CSV file, streamed (csv-parse): `skip_rows` lines dropped, the header
 * row's names, then each data record with its line number in the file, so a malformed record is
 * answered with its row and column. Memory stays at one parser buffer whatever the file's size.
 */
import fs from 'node:fs';
import { parse, CsvError } from 'csv-parse';
import { invalidField } from '../../domain-errors.js';
import type { ReadOptions } from './options.js';

export interface CsvRecord {
  /** 1-based line of the file where the record ends. */
  line: number;
  cells: string[];
}

export const malformed = (line: number, column: number, why: string) =>
  invalidField('file', `Malformed file at row ${line}, column ${column}: ${why}`);

function parserError(err: CsvError): Error {
  const e = err as CsvError & { lines?: number; column?: number | string; index?: number };
  const column = typeof e.index === 'number' ? e.index + 1 : Number(e.column ?? 0) + 1;
  return malformed(e.lines ?? 0, column, err.message.replace(/:? at line \d+.*$/i, ''));
}

/** Every record after `skip_rows` (header included), blank lines as `[]` unless skipped. */
export async function* csvRecords(file: string, o: ReadOptions): AsyncGenerator<CsvRecord> {
  const parser = fs.createReadStream(file, { highWaterMark: 256 * 1024 }).pipe(
    parse({
      delimiter: o.delimiter,
      from_line: o.skipRows + 1,
      skip_empty_lines: o.skipBlankLines,
      ltrim: o.skipInitialSpace,
      relax_column_count: true,
      bom: true,
      info: true,
    }),
  );
  try {
    for await (const item of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const blank = item.record.length === 1 && item.record[0] === '';
      yield { line: item.info.lines, cells: blank ? [] : item.record };
    }
  } catch (err) {
    if (err instanceof CsvError) throw parserError(err);
    throw err;
  } finally {
    parser.destroy();
  }
}

/** pandas' names: "Unnamed: i" for an empty one, "a.1" for the second "a". */
export function columnNames(header: string[] | null, width: number): string[] {
  const raw = header ?? Array.from({ length: width }, (_, i) => String(i));
  const seen = new Map<string, number>();
  return raw.map((name, i) => {
    const base = name.trim() === '' ? `Unnamed: ${i}` : name;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}.${n}`;
  });
}

/** The header and the data records of a CSV file (see recordTable). */
export const csvTable = (file: string, o: ReadOptions) => recordTable(csvRecords(file, o), o, false);

/**
 * The header row's names, then the data records (`rows_to_read` of them), each checked to have the
 * header's width; `ragged` (spreadsheets) pads a short row with empty cells instead.
 */
export async function* recordTable(
  records: AsyncIterable<CsvRecord>,
  o: Pick<ReadOptions, 'headerRow' | 'rowsToRead'>,
  ragged: boolean,
): AsyncGenerator<{ header: string[] } | CsvRecord> {
  let header: string[] | null = null;
  let index = 0;
  let data = 0;
  for await (const rec of records) {
    if (header === null) {
      if (o.headerRow !== null && index < o.headerRow) {
        index += 1;
        continue;
      }
      header = columnNames(o.headerRow === null ? null : rec.cells, rec.cells.length);
      yield { header };
      if (o.headerRow !== null) continue;
    }
    if (o.rowsToRead !== null && data >= o.rowsToRead) return;
    data += 1;
    if (rec.cells.length === 0) {
      yield { line: rec.line, cells: header.map(() => '') };
      continue;
    }
    if (ragged && rec.cells.length <= header.length) {
      yield { line: rec.line, cells: header.map((_, i) => rec.cells[i] ?? '') };
      continue;
    }
    if (rec.cells.length !== header.length) {
      const column = Math.min(rec.cells.length, header.length) + 1;
      throw malformed(rec.line, column, `expected ${header.length} columns, found ${rec.cells.length}.`);
    }
    yield rec;
  }
  if (header === null) throw invalidField('file', 'The file has no rows to read.');
}
