/**
 * Sequential (linear) colour schemes, Superset's `linear_color_scheme` names, and the value → colour
 * scale heatmaps and maps use. Each scheme is a few colour stops; values in between are interpolated
 * in RGB. The d3 names are ColorBrewer's sequential ramps (light to dark).
 */
import type { ControlChoice } from '../sdk/controls.js';

export const SEQUENTIAL_SCHEMES: Readonly<Record<string, { label: string; colors: readonly string[] }>> = {
  superset_seq_1: { label: 'Superset Sequential #1', colors: ['#ddf1f7', '#1fa8c9', '#124b5a'] },
  superset_seq_2: { label: 'Superset Sequential #2', colors: ['#fcf2cc', '#fcc700', '#7a6000'] },
  blue_white_yellow: { label: 'blue/white/yellow', colors: ['#00d1c1', '#ffffff', '#ffb400'] },
  fire: { label: 'fire', colors: ['#ffffff', '#ffff00', '#ff0000', '#000000'] },
  white_black: { label: 'white/black', colors: ['#ffffff', '#000000'] },
  black_white: { label: 'black/white', colors: ['#000000', '#ffffff'] },
  dark_blue: { label: 'dark blues', colors: ['#ebf5f8', '#6bb1cc', '#357e9b', '#1b4150', '#092935'] },
  schemeBlues: { label: 'Blues', colors: ['#f7fbff', '#c6dbef', '#6baed6', '#2171b5', '#08306b'] },
  schemeGreens: { label: 'Greens', colors: ['#f7fcf5', '#c7e9c0', '#74c476', '#238b45', '#00441b'] },
  schemeGreys: { label: 'Greys', colors: ['#ffffff', '#d9d9d9', '#969696', '#525252', '#000000'] },
  schemeOranges: { label: 'Oranges', colors: ['#fff5eb', '#fdd0a2', '#fd8d3c', '#d94801', '#7f2704'] },
  schemePurples: { label: 'Purples', colors: ['#fcfbfd', '#dadaeb', '#9e9ac8', '#6a51a3', '#3f007d'] },
  schemeReds: { label: 'Reds', colors: ['#fff5f0', '#fcbba1', '#fb6a4a', '#cb181d', '#67000d'] },
  schemePuBuGn: { label: 'PuBuGn', colors: ['#fff7fb', '#d0d1e6', '#67a9cf', '#02818a', '#014636'] },
  schemeYlGnBu: { label: 'YlGnBu', colors: ['#ffffd9', '#c7e9b4', '#41b6c4', '#225ea8', '#081d58'] },
  schemeYlOrBr: { label: 'YlOrBr', colors: ['#ffffe5', '#fee391', '#fe9929', '#cc4c02', '#662506'] },
  schemeYlOrRd: { label: 'YlOrRd', colors: ['#ffffcc', '#fed976', '#fd8d3c', '#e31a1c', '#800026'] },
  schemeRdPu: { label: 'RdPu', colors: ['#fff7f3', '#fcc5c0', '#f768a1', '#ae017e', '#49006a'] },
};

/** Superset's default linear scheme. */
export const DEFAULT_SEQUENTIAL_SCHEME = 'superset_seq_1';

export const SEQUENTIAL_SCHEME_CHOICES: readonly ControlChoice[] = Object.entries(SEQUENTIAL_SCHEMES).map(
  ([id, scheme]) => [id, scheme.label] as const,
);

/** The stops of a scheme; an unknown or missing name falls back to the default. */
export function getSequentialColors(scheme: unknown): readonly string[] {
  const found = typeof scheme === 'string' ? SEQUENTIAL_SCHEMES[scheme] : undefined;
  return (found ?? SEQUENTIAL_SCHEMES[DEFAULT_SEQUENTIAL_SCHEME]!).colors;
}

const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (c: readonly number[]) =>
  `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour at `t` in [0, 1] along the scheme's stops (clamped). */
export function sequentialColorAt(scheme: unknown, t: number): string {
  const stops = getSequentialColors(scheme);
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(x));
  const a = rgb(stops[i]!);
  const b = rgb(stops[i + 1]!);
  const f = x - i;
  return toHex(a.map((v, k) => v + (b[k]! - v) * f));
}

/**
 * value → colour over [min, max] (a constant domain maps to the middle of the scheme). Values that
 * are not finite numbers get no colour.
 */
export function createSequentialScale(
  scheme: unknown,
  min: number,
  max: number,
): (value: unknown) => string | undefined {
  const span = max - min;
  return (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
    return sequentialColorAt(scheme, span > 0 ? (value - min) / span : 0.5);
  };
}
