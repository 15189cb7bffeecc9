/** Small pure helpers of the heatmap's look: border colour, readable label colour, margins. */

/** Superset's colour picker value {r, g, b, a} as CSS; anything else is the default black. */
export function rgbaOf(value: unknown): string {
  const c = (value ?? {}) as { r?: unknown; g?: unknown; b?: unknown; a?: unknown };
  const n = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return `rgba(${n(c.r, 0)}, ${n(c.g, 0)}, ${n(c.b, 0)}, ${n(c.a, 1)})`;
}

/** Dark text on light cells, white text on dark ones (relative luminance of a #rrggbb colour). */
export function labelColorOn(background: string | undefined): string {
  if (!background || !/^#[0-9a-f]{6}$/i.test(background)) return '#000000';
  const n = Number.parseInt(background.slice(1), 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return l > 0.4 ? '#000000' : '#ffffff';
}

/** A margin control: a number of pixels (stored as number or text), or "auto" → undefined. */
export function marginOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '' || value === 'auto') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** xscale_interval / yscale_interval: N shows every Nth label; -1, null or "auto" lets ECharts choose. */
export function labelIntervalOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n - 1 : undefined;
}

/** A value bound from the bounds control: a finite number, else undefined. */
export function boundOf(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
