/**
 * A CSV file as an upload source, in two streamed passes over the spooled file: the first reads
 * the header, checks every record and infers each column's kind (or checks the kind asked for in
 * `column_data_types` / `column_dates`, answering the first bad cell by row and column); the
 * second converts the cells. Nothing of the file is held beyond one record.
 */
import type { BoundValue } from '../../engines/engine.js';
import type { UploadColumnKind } from '../../engines/upload-sql.js';
import { invalidField } from '../../domain-errors.js';
import { csvTable, malformed, type CsvRecord } from './csv-records.js';
import type { ReadOptions, UploadOptions } from './options.js';
import { selectColumns, withIndex, type UploadSource } from './source.js';
import { convert, dtypeKind, fits, PANDAS_NULLS, widen, type CellRules } from './values.js';

export const cellRules = (o: ReadOptions): CellRules => ({
  nulls: new Set(o.nullValues.length ? o.nullValues : PANDAS_NULLS),
  decimal: o.decimalCharacter,
  dayFirst: o.dayFirst,
});

const FIRST_KINDS: UploadColumnKind[] = ['boolean', 'integer', 'float', 'string'];

/** The header names of a CSV file (upload_metadata). */
export async function csvColumnNames(file: string, o: ReadOptions): Promise<string[]> {
  for await (const item of csvTable(file, { ...o, rowsToRead: 0 })) if ('header' in item) return item.header;
  throw invalidField('file', 'The file has no rows to read.');
}

interface Plan {
  names: string[];
  picked: number[];
  kinds: UploadColumnKind[];
}

/** A header then records of text cells (a CSV file, or an Excel sheet read as text). */
export type TextTable = () => AsyncIterable<{ header: string[] } | CsvRecord>;

/** Pass one: the header, the columns read, and each one's kind. */
async function plan(table: TextTable, o: ReadOptions, rules: CellRules): Promise<Plan> {
  let names: string[] = [];
  let picked: number[] = [];
  let kinds: (UploadColumnKind | null)[] = [];
  let fixed: boolean[] = [];
  for await (const item of table()) {
    if ('header' in item) {
      names = item.header;
      picked = selectColumns(names, { ...o, indexColumn: o.indexColumn });
      fixed = picked.map((i) => o.columnDates.includes(names[i]!) || names[i]! in o.columnDataTypes);
      kinds = picked.map((i) => {
        const name = names[i]!;
        if (o.columnDates.includes(name)) return 'datetime';
        return name in o.columnDataTypes ? dtypeKind(name, o.columnDataTypes[name]!) : null;
      });
      continue;
    }
    picked.forEach((col, k) => {
      const text = item.cells[col]!;
      if (rules.nulls.has(text)) return;
      const kind = kinds[k]!;
      if (fixed[k]) {
        if (!fits(kind, text, rules))
          throw malformed(item.line, col + 1, `"${text}" is not a valid ${kind} for column "${names[col]}".`);
        return;
      }
      kinds[k] = kind === null ? FIRST_KINDS.find((f) => fits(f, text, rules))! : widen(kind, text, rules);
    });
  }
  return { names, picked, kinds: kinds.map((k) => k ?? 'string') };
}

/** A source of text cells read twice (kinds, then values), index rules applied. */
export async function textSource(
  table: TextTable,
  o: UploadOptions,
  rules: CellRules,
): Promise<UploadSource> {
  const { names, picked, kinds } = await plan(table, o, rules);
  const source: UploadSource = {
    columns: picked.map((i, k) => ({ name: names[i]!, kind: kinds[k]! })),
    async *rows() {
      for await (const item of table()) {
        if ('header' in item) continue;
        yield picked.map((col, k): BoundValue => convert(kinds[k]!, item.cells[col]!, rules));
      }
    },
  };
  return withIndex(source, o);
}

/** The CSV source of an upload. */
export const csvSource = (file: string, o: UploadOptions) =>
  textSource(() => csvTable(file, o), o, cellRules(o));
