/**
 * Room for a category axis title below rotated labels: ECharts places the title `nameGap` px from
 * the axis line whatever the labels do, so a fixed gap lets a title run through labels at 45° or 90°.
 */
import { estimateLabelWidth, type CategoryAxisLabel } from '../timeseries/axisLabels.js';

/** Height of a label line (px) and the space between the labels and the title. */
const LINE = 14;
const SPACE = 12;

/** The distance from the axis line to the bottom of its labels (px). */
export function labelDrop(labels: readonly string[], axisLabel: CategoryAxisLabel): number {
  if (!axisLabel.rotate) return LINE + 8;
  const longest = Math.max(0, ...labels.map(estimateLabelWidth));
  const drawn = axisLabel.width !== undefined ? Math.min(longest, axisLabel.width) : longest;
  return Math.ceil(Math.sin((axisLabel.rotate * Math.PI) / 180) * drawn) + LINE;
}

/** The title's gap: below the labels, at least `minimum`. */
export const titleGap = (labels: readonly string[], axisLabel: CategoryAxisLabel, minimum = 0) =>
  Math.max(minimum, labelDrop(labels, axisLabel) + SPACE);

/** Grid room the title needs below the labels (the grid contains the labels, not the title). */
export const TITLE_ROOM = LINE + SPACE + 8;
