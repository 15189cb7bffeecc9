/** Thumbnails of the cell grids (heatmaps, calendars, horizon) and the word cloud. */
import { C, rect } from './svg.js';

const SHADES = ['#e6f4ff', '#bae0ff', '#91caff', '#4096ff', '#1677ff', '#0958d9'];
const shade = (i: number) => SHADES[(i * 7 + (i >> 2)) % SHADES.length]!;

const cells = (cols: number, rows: number, x0: number, y0: number, size: number, gap: number) => {
  let out = '';
  for (let c = 0; c < cols; c += 1)
    for (let r = 0; r < rows; r += 1)
      out += rect(x0 + c * (size + gap), y0 + r * (size + gap), size, size, shade(c * rows + r), ' rx="1"');
  return out;
};
const word = (x: number, y: number, w: number, h: number, color: string) =>
  rect(x, y, w, h, color, ' rx="2"');

export const GRIDS: Record<string, () => string> = {
  heatmap_v2: () => cells(8, 5, 16, 12, 15, 2),
  heatmap: () => cells(8, 5, 16, 12, 15, 2),
  cal_heatmap: () => cells(12, 7, 16, 14, 9, 2) + rect(16, 92 - 6, 40, 3, C.grey, ' rx="1.5"'),
  horizon: () =>
    [0, 1, 2, 3]
      .map(
        (r) =>
          rect(12, 14 + r * 19, 136, 16, '#f5f5f5') +
          rect(12, 14 + r * 19 + 6 - r, 40 + r * 22, 10 + r, SHADES[2 + r]!) +
          rect(60 + r * 10, 14 + r * 19, 50, 16, SHADES[5 - r]!),
      )
      .join(''),
  word_cloud: () =>
    word(42, 38, 76, 18, C.primary) +
    word(20, 18, 44, 12, C.gold) +
    word(90, 20, 48, 10, C.green) +
    word(24, 62, 34, 10, C.purple) +
    word(66, 64, 58, 14, C.orange) +
    word(128, 44, 12, 30, C.cyan) +
    word(30, 82, 30, 6, C.grey),
};
