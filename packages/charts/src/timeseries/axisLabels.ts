/**
 * Category axis labels that stay readable: every category is labelled (interval 0) while the labels
 * fit; crowded labels are rotated (45°, or 90° when 45° labels would touch, unless the chart chose a
 * rotation) and truncated with "…"; only when even upright labels cannot get a line each does
 * ECharts skip some ("auto").
 */

/** ECharts' default axis label font is 12px sans-serif: about 6.5px a character. */
const CHAR_WIDTH = 6.5;
/** The height of one label line: the least distance between two rotated labels. */
const LINE_HEIGHT = 13;
/** Room the value axis takes beside the plot (its labels). */
const VALUE_AXIS_ROOM = 60;

export const estimateLabelWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);

export interface CategoryLabelOptions {
  /** Pixels along the category axis (the chart's width, or its height when horizontal). */
  axisLength: number;
  /** Pixels across it (the height, or the width when horizontal), for the truncation width. */
  crossLength: number;
  /** The chart's rotation control (0, 45, 90); null or missing chooses by crowding. */
  rotation?: number | null;
  /** Bars drawn horizontally: the categories are on the vertical axis and are never rotated. */
  horizontal?: boolean;
}

export interface CategoryAxisLabel {
  interval: number | 'auto';
  rotate: number;
  hideOverlap: boolean;
  width?: number;
  overflow?: 'truncate';
  ellipsis?: string;
}

export function categoryAxisLabel(
  labels: readonly string[],
  options: CategoryLabelOptions,
): CategoryAxisLabel {
  const count = Math.max(labels.length, 1);
  const longest = Math.max(0, ...labels.map(estimateLabelWidth));
  const plot = Math.max(options.axisLength - VALUE_AXIS_ROOM, 1);
  const perCategory = plot / count;

  if (options.horizontal) {
    const room = Math.max(40, Math.floor(options.crossLength * 0.35));
    const truncate = longest > room ? { width: room, overflow: 'truncate' as const, ellipsis: '…' } : {};
    return { interval: perCategory >= LINE_HEIGHT ? 0 : 'auto', rotate: 0, hideOverlap: true, ...truncate };
  }

  const chosen = typeof options.rotation === 'number' ? options.rotation : null;
  const fits = longest <= perCategory * 0.9;
  if (fits && !chosen) return { interval: 0, rotate: 0, hideOverlap: false };

  // Rotated labels are perCategory × sin(angle) apart: 45° while that leaves a line each, else 90°.
  const spacing = (angle: number) => perCategory * Math.sin((angle * Math.PI) / 180);
  const rotate = chosen ?? (fits ? 0 : spacing(45) >= LINE_HEIGHT ? 45 : 90);
  // Rotated labels hang below the plot: keep them to a third of the chart's height.
  const room =
    rotate === 0
      ? Math.max(24, Math.floor(perCategory * 0.9))
      : Math.max(48, Math.floor(options.crossLength / 3 / Math.sin((rotate * Math.PI) / 180)));
  const truncate = longest > room ? { width: room, overflow: 'truncate' as const, ellipsis: '…' } : {};
  const spaced = rotate === 0 ? perCategory >= 24 : spacing(rotate) >= LINE_HEIGHT;
  return { interval: spaced ? 0 : 'auto', rotate, hideOverlap: !spaced, ...truncate };
}
