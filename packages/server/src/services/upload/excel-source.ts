/**
 * An Excel workbook (.xlsx) as an upload source, streamed by exceljs's workbook reader: the sheet
 * named by `sheet_name` (else the first), its cells as text (numbers, booleans, dates in ISO form)
 * so the CSV rules of kinds, nulls, header row and index apply unchanged.
 */
import ExcelJS from 'exceljs';
import { invalidField } from '../../domain-errors.js';
import { recordTable, type CsvRecord } from './csv-records.js';
import { cellRules, textSource } from './csv-source.js';
import type { ReadOptions, UploadOptions } from './options.js';
import type { UploadSource } from './source.js';

type CellValue = ExcelJS.CellValue;

function cellText(v: CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().replace('T', ' ').replace('Z', '');
  if (typeof v === 'object') {
    if ('result' in v) return cellText(v.result);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

const notWorkbook = (err: unknown) =>
  invalidField('file', `Not a valid Excel file: ${err instanceof Error ? err.message : String(err)}`);

/** Each worksheet's name and rows, in order, streamed. */
async function* sheets(file: string) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      const ws = sheet as unknown as AsyncIterable<ExcelJS.Row> & { name: string };
      yield ws;
    }
  } catch (err) {
    if (err instanceof Error && 'body' in err) throw err;
    throw notWorkbook(err);
  }
}

async function* sheetRecords(rows: AsyncIterable<ExcelJS.Row>, skipRows: number): AsyncGenerator<CsvRecord> {
  let expected = 1;
  for await (const row of rows) {
    // The reader skips empty rows; they count for skip_rows and come back as blank records.
    for (; expected < row.number; expected += 1) if (expected > skipRows) yield { line: expected, cells: [] };
    expected = row.number + 1;
    if (row.number <= skipRows) continue;
    const values = (row.values as CellValue[]).slice(1);
    yield { line: row.number, cells: Array.from(values, cellText) };
  }
}

/** The sheet names and each sheet's column names (upload_metadata). */
export async function excelMetadata(file: string, o: ReadOptions) {
  const items: { sheet_name: string; column_names: string[] }[] = [];
  for await (const sheet of sheets(file)) {
    let names: string[] = [];
    for await (const item of recordTable(sheetRecords(sheet, o.skipRows), { ...o, rowsToRead: 0 }, true))
      if ('header' in item) names = item.header;
    items.push({ sheet_name: sheet.name, column_names: names });
  }
  return items;
}

/** The rows of the chosen sheet; iterating again reads the file again. */
function sheetTable(file: string, o: UploadOptions) {
  return async function* () {
    let seen = false;
    for await (const sheet of sheets(file)) {
      if (seen || (o.sheetName !== null && sheet.name !== o.sheetName)) {
        for await (const _ of sheet) void _; // drain to reach the next sheet
        continue;
      }
      seen = true;
      yield* recordTable(sheetRecords(sheet, o.skipRows), o, true);
    }
    if (!seen) throw invalidField('sheet_name', `Worksheet named "${o.sheetName ?? ''}" not found.`);
  };
}

export function excelSource(file: string, o: UploadOptions): Promise<UploadSource> {
  // Spreadsheet numbers arrive as numbers: their text always uses '.'.
  return textSource(sheetTable(file, o), o, { ...cellRules(o), decimal: '.' });
}
