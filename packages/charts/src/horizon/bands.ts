/**
 * Horizon band geometry. A value's magnitude, scaled so the domain maximum fills every band, is cut
 * into row-high slices; slice b is drawn from the row's baseline in band b's colour, darker bands on
 * top. Positive values rise from the bottom; negative ones are mirrored to hang from the top
 * (Superset's "offset" mode). Colours are Superset's: warm for positive, blue for negative.
 */

/** Superset's default: half of its eight colours per sign. */
export const HORIZON_BANDS = 4;
/** Light → dark, band 0 first. */
export const POSITIVE_COLORS = ['#fee090', '#fdae61', '#f46d43', '#d73027'] as const;
export const NEGATIVE_COLORS = ['#abd9e9', '#74add1', '#4575b4', '#313695'] as const;

/**
 * The scale maximum of a domain: the larger magnitude of its ends (Superset's max(-min, max)); 0 when
 * there is nothing to draw.
 */
export function scaleMaxOf(min: number, max: number): number {
  const m = Math.max(-min, max);
  return Number.isFinite(m) && m > 0 ? m : 0;
}

/**
 * The filled height of each band for a value, in the row's units: band b gets
 * clamp(|value| / scaleMax × bands × rowHeight − b × rowHeight, 0, rowHeight). Values beyond the
 * domain (another row's extent in "overall" mode never is; "change" may be) fill every band.
 */
export function bandHeights(value: number, scaleMax: number, bands: number, rowHeight: number): number[] {
  const out = new Array<number>(bands).fill(0);
  if (!(scaleMax > 0) || !Number.isFinite(value)) return out;
  const total = (Math.abs(value) / scaleMax) * bands * rowHeight;
  for (let b = 0; b < bands; b += 1) out[b] = Math.min(rowHeight, Math.max(0, total - b * rowHeight));
  return out;
}

/**
 * Fewer columns than points: one column per pixel keeps, per sign, the value of largest magnitude,
 * so peaks survive downsampling. Returns parallel arrays (NaN where a sign is absent).
 */
export function pixelColumns(
  values: readonly (number | null)[],
  columns: number,
): { positive: Float64Array; negative: Float64Array } {
  const positive = new Float64Array(columns).fill(Number.NaN);
  const negative = new Float64Array(columns).fill(Number.NaN);
  const n = values.length;
  for (let i = 0; i < n; i += 1) {
    const v = values[i];
    if (v === null || v === undefined || v === 0) continue;
    const c = Math.min(columns - 1, Math.floor((i * columns) / n));
    if (v > 0) {
      if (!(positive[c]! >= v)) positive[c] = v;
    } else if (!(negative[c]! <= v)) negative[c] = v;
  }
  return { positive, negative };
}
