/** Thumbnails of part-of-a-whole and radial charts. */
import { C, circle, path, rect, SERIES, slice } from './svg.js';

const ring = (angles: readonly number[], inner: number, r = 38, cx = 80, cy = 50) => {
  let from = 0;
  return angles
    .map((a, i) => slice(cx, cy, r, from, (from += a), SERIES[i % SERIES.length]!, inner))
    .join('');
};

export const PARTS: Record<string, () => string> = {
  pie: () => ring([150, 90, 70, 50], 0),
  rose: () =>
    [44, 30, 38, 24, 34, 20].map((r, i) => slice(80, 50, r, i * 60, i * 60 + 60, SERIES[i]!)).join(''),
  sunburst_v2: () => ring([160, 120, 80], 16, 24) + ring([70, 90, 60, 60, 80], 26, 40),
  treemap_v2: () =>
    [
      rect(10, 10, 80, 50, C.primary),
      rect(10, 62, 80, 28, C.gold),
      rect(92, 10, 58, 34, C.green),
      rect(92, 46, 30, 44, C.purple),
      rect(124, 46, 26, 44, C.orange),
    ].join(''),
  funnel: () =>
    [
      [20, 140, 12, C.primary],
      [34, 126, 34, C.gold],
      [50, 110, 56, C.green],
      [64, 96, 78, C.purple],
    ]
      .map(([l, r, y, c]) =>
        path(
          `M${l} ${y} H${r} L${Number(r) - 10} ${Number(y) + 18} H${Number(l) + 10} Z`,
          c as string,
          c as string,
          1,
        ),
      )
      .join(''),
  gauge_chart: () =>
    path('M30 78 A50 50 0 0 1 130 78', C.grey, 'none', 12) +
    path('M30 78 A50 50 0 0 1 104 35', C.primary, 'none', 12) +
    path('M80 78 L104 46', C.text, 'none', 3) +
    circle(80, 78, 5, C.text),
  radar: () =>
    path('M80 12 L122 40 L108 86 L52 86 L38 40 Z', C.grey, 'none', 1.2) +
    path('M80 28 L106 44 L98 74 L62 74 L54 44 Z', C.grey, 'none', 1) +
    path('M80 18 L114 42 L96 80 L60 70 L46 42 Z', C.primary, `${C.primary}44`),
};
