/** Painting on the two canvases: the basemap at the view, and the overlay's marks (see scene.ts). */
import type { Basemap, BasemapPalette } from './basemap.js';
import type { Mark } from './scene.js';
import { TILE_SIZE, type View } from './viewport.js';

/** Superset's threshold: labels are white on colours darker than this luminance, black otherwise. */
const DARK_LUMINANCE = 110;
const luminance = ([r, g, b]: readonly number[]) => 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;

/** Sizes the canvas for the device's pixel ratio and returns its context in CSS pixels. */
export function prepareCanvas(canvas: HTMLCanvasElement, width: number, height: number) {
  const ratio = globalThis.devicePixelRatio || 1;
  const [w, h] = [Math.round(width * ratio), Math.round(height * ratio)];
  if (canvas.width !== w || canvas.height !== h) [canvas.width, canvas.height] = [w, h];
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx?.clearRect(0, 0, width, height);
  return ctx;
}

/** Water, then the land and borders (once loaded), repeated left and right where the world wraps into view. */
export function paintBasemap(
  ctx: CanvasRenderingContext2D,
  view: View,
  map: Basemap | null,
  palette: BasemapPalette,
) {
  ctx.fillStyle = palette.water;
  ctx.fillRect(0, 0, view.width, view.height);
  // Water only until the atlas has loaded.
  if (!map) return;
  const k = 2 ** view.zoom;
  const originX = view.width / 2 - view.center[0] * k;
  const originY = view.height / 2 - view.center[1] * k;
  const worldWidth = TILE_SIZE * k;
  const first = Math.floor(-originX / worldWidth);
  const last = Math.floor((view.width - originX) / worldWidth);
  for (let copy = first; copy <= last; copy++) {
    ctx.save();
    ctx.translate(originX + copy * worldWidth, originY);
    ctx.scale(k, k);
    ctx.fillStyle = palette.land;
    ctx.fill(map.land);
    ctx.lineJoin = 'round';
    ctx.lineWidth = 1 / k;
    ctx.strokeStyle = palette.coast;
    ctx.stroke(map.land);
    ctx.lineWidth = 0.8 / k;
    ctx.strokeStyle = palette.border;
    ctx.stroke(map.borders);
    ctx.restore();
  }
}

function drawLabel(ctx: CanvasRenderingContext2D, mark: Mark, rgb: readonly number[], fontHeight: number) {
  if (mark.label === undefined || mark.label === '') return;
  const dark = luminance(rgb) <= DARK_LUMINANCE;
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = dark ? 'white' : 'black';
  ctx.font = `${fontHeight}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (mark.cluster) {
    ctx.shadowBlur = 15;
    ctx.shadowColor = dark ? 'black' : 'transparent';
  }
  const maxWidth = mark.radius * 1.8;
  const textWidth = ctx.measureText(mark.label).width;
  if (textWidth > maxWidth) ctx.font = `${(fontHeight / textWidth) * maxWidth}px sans-serif`;
  ctx.fillText(mark.label, mark.x, mark.y);
  ctx.shadowBlur = 0;
  ctx.shadowColor = 'transparent';
}

/** Clusters as glows (opaque centre fading to the rim), points as discs, each with its label. */
export function paintMarks(
  ctx: CanvasRenderingContext2D,
  marks: readonly Mark[],
  rgb: readonly [number, number, number],
  opacity: number,
) {
  const [r, g, b] = rgb;
  for (const mark of marks) {
    // Superset's overlay blends its marks with "screen": overlapping glows brighten.
    ctx.globalCompositeOperation = 'screen';
    ctx.beginPath();
    ctx.arc(mark.x, mark.y, mark.radius, 0, Math.PI * 2);
    if (mark.cluster) {
      const glow = ctx.createRadialGradient(mark.x, mark.y, mark.radius, mark.x, mark.y, 0);
      glow.addColorStop(1, `rgba(${r}, ${g}, ${b}, ${0.8 * opacity})`);
      glow.addColorStop(0, `rgba(${r}, ${g}, ${b}, 0)`);
      ctx.fillStyle = glow;
    } else ctx.fillStyle = `rgba(${r}, ${g}, ${b}, ${opacity})`;
    ctx.fill();
    drawLabel(ctx, mark, rgb, mark.cluster ? mark.radius * 0.5 : mark.radius);
  }
  ctx.globalCompositeOperation = 'source-over';
}
