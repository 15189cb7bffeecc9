/**
 * Draws the visible horizon rows on one canvas (device pixels). Rects of each band colour are
 * gathered over every visible row into one path and filled once: 2 × bands fills per frame whatever
 * the row and point counts. Rows with more points than pixels are reduced to one column per pixel.
 */
import { NEGATIVE_COLORS, pixelColumns, POSITIVE_COLORS } from './bands.js';
import type { HorizonRowProps } from './transformProps.js';

export interface HorizonFrame {
  rows: readonly HorizonRowProps[];
  bands: number;
  /** Canvas size in CSS pixels and the device pixel ratio. */
  width: number;
  height: number;
  dpr: number;
  seriesHeight: number;
  /** Row pitch: the series height plus its 1px separator. */
  pitch: number;
  scrollTop: number;
  textColor: string;
  borderColor: string;
  font: string;
}

/** The rows a viewport shows: [first, end). */
export function visibleRows(
  count: number,
  pitch: number,
  scrollTop: number,
  height: number,
): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / pitch));
  return [first, Math.min(count, Math.ceil((scrollTop + height) / pitch))];
}

export function drawHorizonFrame(ctx: CanvasRenderingContext2D, f: HorizonFrame): void {
  const { dpr, bands } = f;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  const W = Math.round(f.width * dpr);
  const H = Math.round(f.seriesHeight * dpr);
  const pos = Array.from({ length: bands }, () => new Path2D());
  const neg = Array.from({ length: bands }, () => new Path2D());
  const borders = new Path2D();
  const [first, end] = visibleRows(f.rows.length, f.pitch, f.scrollTop, f.height);

  const addBands = (
    paths: Path2D[],
    x0: number,
    x1: number,
    top: number,
    v: number,
    max: number,
    up: boolean,
  ) => {
    const total = (Math.abs(v) / max) * bands * H;
    for (let b = 0; b < bands; b += 1) {
      const h = Math.min(H, total - b * H);
      if (h <= 0) break;
      paths[b]!.rect(x0, up ? top + H - h : top, x1 - x0, h);
    }
  };

  for (let r = first; r < end; r += 1) {
    const row = f.rows[r]!;
    const top = Math.round((r * f.pitch - f.scrollTop) * dpr);
    borders.rect(0, top + H, W, Math.max(1, Math.round(dpr)));
    const max = row.scaleMax;
    const n = row.plotted.length;
    if (!(max > 0) || n === 0) continue;
    if (n > W) {
      const { positive, negative } = pixelColumns(row.plotted, W);
      for (let x = 0; x < W; x += 1) {
        const p = positive[x]!;
        const q = negative[x]!;
        if (p === p) addBands(pos, x, x + 1, top, p, max, true);
        if (q === q) addBands(neg, x, x + 1, top, q, max, false);
      }
    } else {
      for (let i = 0; i < n; i += 1) {
        const v = row.plotted[i];
        if (v === null || v === undefined || v === 0) continue;
        // Whole-pixel edges: neighbours meet without seams.
        const x0 = Math.round((i * W) / n);
        const x1 = Math.round(((i + 1) * W) / n);
        addBands(v > 0 ? pos : neg, x0, x1, top, v, max, v > 0);
      }
    }
  }
  for (let b = 0; b < bands; b += 1) {
    ctx.fillStyle = POSITIVE_COLORS[Math.min(b, POSITIVE_COLORS.length - 1)]!;
    ctx.fill(pos[b]!);
    ctx.fillStyle = NEGATIVE_COLORS[Math.min(b, NEGATIVE_COLORS.length - 1)]!;
    ctx.fill(neg[b]!);
  }
  ctx.fillStyle = f.borderColor;
  ctx.fill(borders);

  // Series names at the left of each row, over the bands.
  ctx.scale(dpr, dpr);
  ctx.font = f.font;
  ctx.textBaseline = 'top';
  ctx.fillStyle = f.textColor;
  for (let r = first; r < end; r += 1) {
    ctx.fillText(f.rows[r]!.name, 4, r * f.pitch - f.scrollTop + 2);
  }
}
