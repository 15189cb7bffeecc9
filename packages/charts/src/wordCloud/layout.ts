/**
 * Places the words with d3-cloud (the layout Superset's word cloud uses), in the browser: it measures
 * glyphs on a canvas. As Superset's, when the top tenth of the words (at least 10) do not all fit, the
 * layout runs again on a larger area (up to 3x, drawn scaled down), so the important words show.
 * Rotations come from a seeded generator: the same data gives the same cloud.
 */
import cloud from 'd3-cloud';
import type { Rotation } from './formData.js';
import type { CloudWord } from './transformProps.js';

export interface PlacedWord extends CloudWord {
  x: number;
  y: number;
  rotate: number;
}

export interface CloudLayout {
  words: PlacedWord[];
  /** The area laid out (≥ the chart): the SVG's viewBox. */
  width: number;
  height: number;
}

/** A small seeded generator (mulberry32), in [0, 1). */
export function seededRandom(seed = 0x5eed): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Superset's rotations: none, multiples of 30° in -90..60, or 0/90. */
export function rotator(rotation: Rotation, random: () => number): () => number {
  if (rotation === 'random') return () => Math.floor(random() * 6 - 3) * 30;
  if (rotation === 'square') return () => Math.floor(random() * 2) * 90;
  return () => 0;
}

const MAX_SCALE = 3;
const SCALE_STEP = 0.5;
const FONT = 'Inter, Helvetica, Arial, sans-serif';

/** Lays the words out; calls `done` once (never after `cancel`). Returns the cancel function. */
export function layoutCloud(
  words: readonly CloudWord[],
  size: { width: number; height: number },
  rotation: Rotation,
  done: (layout: CloudLayout) => void,
): () => void {
  let cancelled = false;
  let current: ReturnType<typeof cloud<PlacedWord>> | null = null;
  const mustShow = words.slice(0, Math.max(10, Math.ceil(words.length * 0.1))).map((w) => w.text);
  const run = (scale: number) => {
    const width = Math.max(1, Math.round(size.width * scale));
    const height = Math.max(1, Math.round(size.height * scale));
    const random = seededRandom();
    current = cloud<PlacedWord>()
      .size([width, height])
      .words(words.map((w) => ({ ...w, x: 0, y: 0, rotate: 0 })))
      .padding(5)
      .random(random)
      .rotate(rotator(rotation, random))
      .font(FONT)
      .fontWeight('bold')
      .fontSize((w) => w.size)
      .text((w) => w.text)
      .on('end', (placed: PlacedWord[]) => {
        if (cancelled) return;
        const shown = new Set(placed.map((w) => w.text));
        if (scale < MAX_SCALE && !mustShow.every((t) => shown.has(t))) run(scale + SCALE_STEP);
        else done({ words: placed, width, height });
      });
    current.start();
  };
  run(1);
  return () => {
    cancelled = true;
    current?.stop();
  };
}
