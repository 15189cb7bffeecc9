/** Thumbnails of the network and flow charts. */
import { C, circle, path, rect } from './svg.js';

export const FLOWS: Record<string, () => string> = {
  graph_chart: () =>
    path('M40 30 L80 52 L120 28 M80 52 L60 80 M80 52 L118 76 M40 30 L60 80', C.grey, 'none', 1.5) +
    [
      circle(40, 30, 8, C.primary),
      circle(80, 52, 11, C.gold),
      circle(120, 28, 7, C.green),
      circle(60, 80, 6, C.purple),
      circle(118, 76, 8, C.primary),
    ].join(''),
  sankey_v2: () =>
    rect(18, 14, 8, 36, C.primary) +
    rect(18, 56, 8, 30, C.gold) +
    rect(134, 14, 8, 22, C.green) +
    rect(134, 42, 8, 44, C.purple) +
    path('M26 24 C80 24, 80 22, 134 22 L134 30 C80 30, 80 36, 26 36 Z', 'none', `${C.primary}55`) +
    path('M26 38 C80 38, 80 52, 134 52 L134 64 C80 64, 80 50, 26 50 Z', 'none', `${C.primary}44`) +
    path('M26 58 C80 58, 80 68, 134 68 L134 86 C80 86, 80 86, 26 86 Z', 'none', `${C.gold}55`),
  tree_chart: () =>
    path(
      'M30 50 C50 50, 50 24, 76 24 M30 50 C50 50, 50 76, 76 76 M76 24 C96 24, 100 14, 124 14 M76 24 C96 24, 100 36, 124 36 M76 76 C96 76, 100 76, 124 76',
      C.grey,
      'none',
      1.5,
    ) +
    [
      circle(30, 50, 6, C.primary),
      circle(76, 24, 5, C.primary),
      circle(76, 76, 5, C.primary),
      circle(124, 14, 4, C.gold),
      circle(124, 36, 4, C.gold),
      circle(124, 76, 4, C.gold),
    ].join(''),
};
