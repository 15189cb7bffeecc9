/** Thumbnails of the map charts: schematic land shapes with coloured regions or points. */
import { C, circle, path } from './svg.js';

const LAND =
  'M18 40 C24 24, 46 20, 58 30 C64 40, 56 52, 46 58 C40 70, 30 76, 24 66 Z M70 22 C84 16, 104 18, 116 26 C128 30, 142 36, 138 48 C130 56, 112 52, 104 62 C98 74, 86 80, 80 70 C76 58, 84 48, 76 40 Z';

export const MAPS: Record<string, () => string> = {
  world_map: () =>
    path(LAND, C.primary, C.light, 1.2) +
    circle(40, 42, 6, `${C.gold}cc`) +
    circle(96, 32, 9, `${C.gold}cc`) +
    circle(120, 44, 5, `${C.gold}cc`),
  country_map: () =>
    path('M40 20 L80 14 L84 40 L50 46 Z', '#fff', C.primary, 1.5) +
    path('M80 14 L124 22 L120 50 L84 40 Z', '#fff', `${C.primary}88`, 1.5) +
    path('M50 46 L84 40 L88 80 L46 76 Z', '#fff', `${C.primary}55`, 1.5) +
    path('M84 40 L120 50 L116 82 L88 80 Z', '#fff', C.light, 1.5),
  mapbox: () =>
    path('M10 30 H150 M10 64 H150 M52 8 V92 M108 8 V92', C.grey, 'none', 1) +
    circle(40, 44, 12, `${C.primary}cc`) +
    circle(96, 54, 8, `${C.primary}cc`) +
    circle(126, 26, 5, `${C.primary}cc`) +
    circle(70, 78, 4, `${C.primary}cc`),
};
