/** Thumbnails of tables, numbers and text charts. */
import { C, path, rect } from './svg.js';

const grid = (cols: number, header: string, stripe: boolean) => {
  let out = rect(14, 14, 132, 14, header, ' rx="2"');
  for (let r = 0; r < 4; r += 1) {
    if (stripe && r % 2) out += rect(14, 30 + r * 14, 132, 14, '#fafafa');
    for (let c = 0; c < cols; c += 1)
      out += rect(20 + c * (126 / cols), 35 + r * 14, 126 / cols - 14, 4, C.grey, ' rx="2"');
  }
  return out;
};
const bigText = (y: number, w: number, color: string, h = 22) => rect(80 - w / 2, y, w, h, color, ' rx="4"');

export const TABLES: Record<string, () => string> = {
  table: () => grid(3, C.light, true),
  'ag-grid-table': () => grid(4, C.light, true) + rect(14, 88, 132, 0.8, C.grey),
  pivot_table_v2: () => grid(3, C.light, false) + rect(14, 14, 38, 72, `${C.primary}22`),
  big_number_total: () => bigText(28, 70, C.primary, 28) + rect(55, 66, 50, 6, C.grey, ' rx="3"'),
  big_number: () =>
    bigText(14, 60, C.primary) + path('M20 80 L44 70 L64 74 L88 60 L110 64 L140 50', C.primary, 'none', 2),
  pop_kpi: () =>
    bigText(20, 60, C.primary, 26) +
    rect(36, 60, 36, 12, `${C.green}33`, ' rx="3"') +
    rect(88, 60, 36, 12, `${C.red}33`, ' rx="3"'),
  handlebars: () =>
    path('M30 30 L18 50 L30 70 M130 30 L142 50 L130 70', C.primary, 'none', 3) +
    rect(44, 34, 72, 6, C.grey, ' rx="3"') +
    rect(44, 48, 56, 6, C.gold, ' rx="3"') +
    rect(44, 62, 64, 6, C.grey, ' rx="3"'),
};
