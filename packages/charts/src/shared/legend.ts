/**
 * ECharts legend and grid placement from Superset's legend controls. Labels longer than the room a
 * chart of its width has are cut with an ellipsis (the whole name shows on hover), so a narrow chart
 * keeps its legend at full font size; a plain (wrapping) legend gets the rows it wraps into.
 */
export type LegendOrientation = 'top' | 'bottom' | 'left' | 'right';

export interface LegendOptions {
  show: boolean;
  type: 'scroll' | 'plain';
  orient: 'horizontal' | 'vertical';
  top?: number | string;
  bottom?: number | string;
  left?: number | string;
  right?: number | string;
  data?: string[];
  /** Labels wider than `width` px end in an ellipsis. */
  textStyle?: { width: number; overflow: 'truncate'; fontSize: number };
  /** The whole label on hover (the chart registers the tooltip component). */
  tooltip?: { show: boolean };
}

/** Legend font size (px): ECharts' default, kept on narrow charts. */
export const LEGEND_FONT_SIZE = 12;
/** Room a left or right legend takes from the grid (px). */
const SIDE_LEGEND_ROOM = 140;
/** Icon, gap and padding around one legend label (px). */
const ITEM_CHROME = 35;
/** Height of one legend row (px). */
const LEGEND_ROW = 24;
/** Estimated width of one character of the legend font (px). */
const CHAR_WIDTH = 7;

/**
 * The widest a legend label may be on a chart `chartWidth` px wide: the side room of a vertical
 * legend; for a horizontal one, a third of the width, between 60 and 240 px.
 */
export function legendLabelWidth(orient: LegendOptions['orient'], chartWidth: number): number {
  if (orient === 'vertical') return SIDE_LEGEND_ROOM - ITEM_CHROME;
  return Math.round(Math.min(240, Math.max(60, chartWidth / 3)));
}

/** Rows a plain horizontal legend wraps into on a chart `chartWidth` px wide (estimated). */
export function legendRows(names: readonly string[], labelWidth: number, chartWidth: number): number {
  let rows = 1;
  let used = 0;
  for (const name of names) {
    const item = Math.min(labelWidth, name.length * CHAR_WIDTH) + ITEM_CHROME;
    if (used > 0 && used + item > chartWidth) {
      rows += 1;
      used = 0;
    }
    used += item;
  }
  return rows;
}

/** Legend options; with the chart's width, labels are cut to fit and a plain legend's rows are counted. */
export function getLegendProps(
  formData: Readonly<Record<string, unknown>>,
  names?: string[],
  chartWidth?: number,
): LegendOptions {
  const show =
    formData.show_legend === undefined || formData.show_legend === null
      ? true
      : Boolean(formData.show_legend);
  const orientation = (
    ['top', 'bottom', 'left', 'right'].includes(String(formData.legendOrientation))
      ? formData.legendOrientation
      : 'top'
  ) as LegendOrientation;
  const legend: LegendOptions = {
    show,
    type: formData.legendType === 'plain' ? 'plain' : 'scroll',
    orient: orientation === 'left' || orientation === 'right' ? 'vertical' : 'horizontal',
    ...(names ? { data: names } : {}),
  };
  if (chartWidth !== undefined && chartWidth > 0) {
    legend.textStyle = {
      width: legendLabelWidth(legend.orient, chartWidth),
      overflow: 'truncate',
      fontSize: LEGEND_FONT_SIZE,
    };
    legend.tooltip = { show: true };
  }
  if (orientation === 'top') legend.top = 0;
  if (orientation === 'bottom') legend.bottom = 0;
  if (orientation === 'left') {
    legend.left = 0;
    legend.top = 'middle';
  }
  if (orientation === 'right') {
    legend.right = 0;
    legend.top = 'middle';
  }
  return legend;
}

/** Space the grid leaves for the legend (every row of a plain horizontal one on a chart `chartWidth` wide). */
export function gridForLegend(legend: LegendOptions, base = 16, chartWidth?: number): Record<string, number> {
  const grid = { top: base + 8, bottom: base + 8, left: base, right: base };
  if (!legend.show) return grid;
  const rows =
    legend.type === 'plain' && legend.orient === 'horizontal' && chartWidth && legend.data
      ? legendRows(legend.data, legend.textStyle?.width ?? Infinity, chartWidth)
      : 1;
  const band = 28 + (rows - 1) * LEGEND_ROW;
  if (legend.top === 0) grid.top += band;
  else if (legend.bottom === 0) grid.bottom += band;
  else if (legend.left === 0) grid.left += SIDE_LEGEND_ROOM;
  else if (legend.right === 0) grid.right += SIDE_LEGEND_ROOM;
  return grid;
}
