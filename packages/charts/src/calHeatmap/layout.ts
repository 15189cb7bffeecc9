/**
 * Where the calendar heatmap draws each metric's block: its title, its domains (wrapped into lines
 * that fit the width) and its legend. Pure geometry, so it is tested without a canvas.
 */
export const LEFT = 32;
export const RIGHT = 8;
export const TITLE_HEIGHT = 22;
/** Room above a line of calendars for ECharts' month labels. */
export const LINE_LABEL = 16;
export const LEGEND_HEIGHT = 26;
export const BLOCK_GAP = 12;

export interface DomainBox {
  left: number;
  top: number;
  /** The first domain of its line (it shows the day labels). */
  lineStart: boolean;
}

export interface BlockLayout {
  titleTop: number;
  boxes: DomainBox[];
  legendTop: number;
  bottom: number;
}

/** The cell size that fits the widest domain into the width, never above the chosen size. */
export function fitCell(cell: number, maxColumns: number, width: number): number {
  const fit = Math.floor((width - LEFT - RIGHT) / Math.max(1, maxColumns));
  return Math.max(3, Math.min(cell, fit));
}

/** Lays out one metric's domains from `top`, each `columns[i]` cells wide and `rows` cells high. */
export function layoutBlock(
  top: number,
  columns: readonly number[],
  rows: number,
  cell: number,
  width: number,
  opts: { title: boolean; legend: boolean },
): BlockLayout {
  const titleTop = top;
  let y = top + (opts.title ? TITLE_HEIGHT : 0);
  let x = LEFT;
  const lineHeight = LINE_LABEL + rows * cell;
  const boxes: DomainBox[] = [];
  let lineStart = true;
  columns.forEach((cols) => {
    const w = cols * cell;
    if (!lineStart && x + w > width - RIGHT) {
      x = LEFT;
      y += lineHeight + cell;
      lineStart = true;
    }
    boxes.push({ left: x, top: y + LINE_LABEL, lineStart });
    x += w + cell;
    lineStart = false;
  });
  y += lineHeight;
  const legendTop = y + 6;
  const bottom = legendTop + (opts.legend ? LEGEND_HEIGHT : 0);
  return { titleTop, boxes, legendTop, bottom };
}
