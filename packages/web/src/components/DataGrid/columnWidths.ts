/**
 * Starting column widths from the text of the header and of the first rows, computed without
 * touching the DOM (AG Grid's autosize measures rendered cells, forcing a layout for every column;
 * the header menu still offers it).
 */
import { cellText, type GridColumn } from './gridData';

/** Average width of a character at the grid's 12 px font, and the cell's padding. */
const CHAR_PX = 7;
const CELL_PADDING_PX = 26;
/** Header text is a little wider; the header also holds the menu button and a sort arrow. */
const HEADER_CHAR_PX = 8;
const HEADER_EXTRA_PX = 64;
export const MIN_COLUMN_PX = 60;
export const MAX_COLUMN_PX = 360;
/** Rows looked at. */
export const SAMPLE_ROWS = 100;

export function columnWidth(column: GridColumn, rows: readonly Record<string, unknown>[]): number {
  let chars = 0;
  const n = Math.min(rows.length, SAMPLE_ROWS);
  for (let i = 0; i < n; i++) chars = Math.max(chars, cellText(rows[i]![column.name], column).length);
  const px = Math.max(
    chars * CHAR_PX + CELL_PADDING_PX,
    column.name.length * HEADER_CHAR_PX + HEADER_EXTRA_PX,
  );
  return Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, Math.ceil(px)));
}

/** The row-number column: wide enough for the largest number. */
export const rowNumberWidth = (rowCount: number) =>
  Math.max(48, String(Math.max(1, rowCount)).length * CHAR_PX + 22);
