/**
 * Where the heatmap's text fits, estimated before ECharts lays it out: the plot box left by the
 * axis labels and the legend, the x labels' rotation, a y-label interval that gives each label a line,
 * and the cell-value font size (values that do not fit their cell are not drawn, so neighbouring
 * cells never run their numbers together).
 */
import { categoryAxisLabel, estimateLabelWidth, type CategoryAxisLabel } from '../timeseries/axisLabels.js';

/** ECharts' default label font is 12px: about 6.5px a character, 14px a line. */
const CHAR_WIDTH_12 = 6.5;
const LINE = 14;
const AXIS_GAP = 12;

export interface HeatmapLayoutInput {
  width: number;
  height: number;
  grid: { top: number; right: number; left: number; bottom: number };
  xLabels: readonly string[];
  yLabels: readonly string[];
  /** The chart's x label rotation, if it chose one. */
  rotation?: number | null;
}

export interface HeatmapLayout {
  xAxisLabel: CategoryAxisLabel;
  /** Y labels wider than this are truncated with "…". */
  yLabelWidth: number;
  yTruncate: boolean;
  /** Every nth y label (0: all) so labels keep a line each. */
  yInterval: number;
  cellWidth: number;
  cellHeight: number;
}

export function heatmapLayout(input: HeatmapLayoutInput): HeatmapLayout {
  const { width, height, grid, xLabels, yLabels } = input;
  const yLongest = Math.max(0, ...yLabels.map(estimateLabelWidth));
  const yRoom = Math.max(48, Math.floor(width * 0.3));
  const yLabelWidth = Math.min(yLongest, yRoom);
  const plotWidth = Math.max(1, width - grid.left - grid.right - yLabelWidth - AXIS_GAP);
  // categoryAxisLabel keeps 60px for a value axis beside the plot: give it the plot plus that.
  const xAxisLabel = categoryAxisLabel(xLabels, {
    axisLength: plotWidth + 60,
    crossLength: height,
    rotation: input.rotation ?? null,
  });
  const xLongest = Math.min(
    Math.max(0, ...xLabels.map(estimateLabelWidth)),
    xAxisLabel.width ?? Number.POSITIVE_INFINITY,
  );
  const xLabelHeight =
    xAxisLabel.rotate === 0 ? LINE : xLongest * Math.sin((xAxisLabel.rotate * Math.PI) / 180) + LINE / 2;
  const plotHeight = Math.max(1, height - grid.top - grid.bottom - xLabelHeight - AXIS_GAP);
  const cellWidth = plotWidth / Math.max(1, xLabels.length);
  const cellHeight = plotHeight / Math.max(1, yLabels.length);
  return {
    xAxisLabel,
    yLabelWidth: yRoom,
    yTruncate: yLongest > yRoom,
    yInterval: Math.max(0, Math.ceil(LINE / cellHeight) - 1),
    cellWidth,
    cellHeight,
  };
}

/** The width of `text` at `fontSize` px. */
export const textWidth = (text: string, fontSize: number) => text.length * CHAR_WIDTH_12 * (fontSize / 12);

/**
 * The cell-value font: 12px when the widest value fits its cell, else smaller down to 8px; a value
 * is drawn only when it fits at that size.
 */
export function cellLabelFont(
  texts: readonly string[],
  cell: { cellWidth: number; cellHeight: number },
): { fontSize: number; fits: (text: string) => boolean } {
  const widest = Math.max(0, ...texts.map((t) => t.length));
  let fontSize = 12;
  while (
    fontSize > 8 &&
    (widest * CHAR_WIDTH_12 * (fontSize / 12) > cell.cellWidth - 4 || fontSize + 2 > cell.cellHeight)
  )
    fontSize -= 1;
  return {
    fontSize,
    fits: (text) => textWidth(text, fontSize) <= cell.cellWidth - 2 && fontSize + 2 <= cell.cellHeight,
  };
}
