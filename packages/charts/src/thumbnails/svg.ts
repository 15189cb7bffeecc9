/**
 * The thumbnails' drawing kit: a 160×100 card in antd's palette, and the few marks the families
 * compose (rectangles, paths, circles, text bars). Every thumbnail is a small inline SVG string.
 */
export const W = 160;
export const H = 100;
/** antd's primary blue and Meridian's theme colours, then softer tints. */
export const C = {
  primary: '#2893B3',
  blue: '#1677ff',
  cyan: '#13c2c2',
  green: '#52c41a',
  gold: '#faad14',
  orange: '#fa8c16',
  red: '#f5222d',
  purple: '#722ed1',
  light: '#e6f4ff',
  grey: '#d9d9d9',
  text: '#8c8c8c',
} as const;
export const SERIES = [C.primary, C.gold, C.green, C.purple, C.orange, C.cyan] as const;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
export const path = (d: string, stroke: string, fill = 'none', width = 2) =>
  `<path d="${d}" stroke="${stroke}" fill="${fill}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
/** A polyline through points. */
export const line = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
/** x/y axes of a cartesian chart. */
export const axes = () => path('M16 10 L16 86 L150 86', C.grey, 'none', 1.5);

/** An arc slice of a circle (angles in degrees, 0 = up, clockwise), as a filled path. */
export function slice(cx: number, cy: number, r: number, from: number, to: number, fill: string, inner = 0) {
  const at = (a: number, rr: number) => {
    const t = ((a - 90) * Math.PI) / 180;
    return `${(cx + rr * Math.cos(t)).toFixed(1)} ${(cy + rr * Math.sin(t)).toFixed(1)}`;
  };
  const large = to - from > 180 ? 1 : 0;
  const outer = `M${at(from, r)} A${r} ${r} 0 ${large} 1 ${at(to, r)}`;
  const d = inner
    ? `${outer} L${at(to, inner)} A${inner} ${inner} 0 ${large} 0 ${at(from, inner)} Z`
    : `${outer} L${cx} ${cy} Z`;
  return `<path d="${d}" fill="${fill}" stroke="#fff" stroke-width="1.5"/>`;
}

/** The card: a white rounded frame around the marks, as a data URI. */
export const card = (marks: string): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
      `<rect x="0.5" y="0.5" width="${W - 1}" height="${H - 1}" rx="6" fill="#fff" stroke="#f0f0f0"/>${marks}</svg>`,
  )}`;
