/**
 * Starting column widths from the text of the header and of the first rows, computed without
 * touching the grid's DOM (AG Grid's autosize measures rendered cells, forcing a layout for every
 * column; the header menu still offers it). Text is measured on a canvas in the grid's font where
 * the browser has one; elsewhere (tests) it is estimated per character.
 */
import { cellText, type GridColumn } from './gridData';

/** Estimated width of a character at the grid's 12 px font (digits are among the widest). */
const CHAR_PX = 7.5;
/** The cell's left and right padding and its border. */
const CELL_PADDING_PX = 26;
/** Header text is a little wider; the header also holds the menu button and a sort arrow. */
const HEADER_CHAR_PX = 8;
const HEADER_EXTRA_PX = 64;
/** Slack for measured text: subpixel rounding and a font that loads after measuring. */
const MEASURE_SLACK_PX = 4;
export const MIN_COLUMN_PX = 60;
export const MAX_COLUMN_PX = 360;
/** Rows looked at. */
export const SAMPLE_ROWS = 100;

/** Pixel width of a text in the cell font (`header`: the header's heavier weight). */
export type MeasureText = (text: string, header: boolean) => number;

export const estimateText: MeasureText = (text, header) => text.length * (header ? HEADER_CHAR_PX : CHAR_PX);

let canvasMeasure: MeasureText | null | undefined;

/** The browser's measure in the page's font at 12 px, or the estimate where there is no canvas. */
export function defaultMeasure(): MeasureText {
  if (canvasMeasure === undefined) {
    canvasMeasure = null;
    try {
      const ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
      if (ctx && typeof ctx.measureText === 'function') {
        const family = getComputedStyle(document.body).fontFamily || 'sans-serif';
        canvasMeasure = (text, header) => {
          ctx.font = `${header ? 500 : 400} 12px ${family}`;
          return ctx.measureText(text).width + MEASURE_SLACK_PX;
        };
      }
    } catch {
      canvasMeasure = null;
    }
  }
  return canvasMeasure ?? estimateText;
}

export function columnWidth(
  column: GridColumn,
  rows: readonly Record<string, unknown>[],
  measure: MeasureText = defaultMeasure(),
): number {
  let widest = 0;
  let longest = '';
  const n = Math.min(rows.length, SAMPLE_ROWS);
  for (let i = 0; i < n; i++) {
    const text = cellText(rows[i]![column.name], column);
    // Texts only a little shorter than the longest may still be wider (e.g. "MMM" and "iiii").
    if (text.length * 2 < longest.length) continue;
    if (text.length > longest.length) longest = text;
    widest = Math.max(widest, measure(text, false));
  }
  const px = Math.max(widest + CELL_PADDING_PX, measure(column.name, true) + HEADER_EXTRA_PX);
  return Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, Math.ceil(px)));
}

/** The row-number column: wide enough for the largest number. */
export const rowNumberWidth = (rowCount: number) =>
  Math.max(48, Math.ceil(String(Math.max(1, rowCount)).length * CHAR_PX) + 22);
