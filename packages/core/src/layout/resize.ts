/** Resizing: width in grid columns within the room the container leaves, height in grid units. */
import { GRID_MIN_COLUMN_COUNT, GRID_MIN_ROW_UNITS, NOT_ENOUGH_SPACE_MESSAGE } from './constants.js';
import type { DashboardLayout, LayoutEdit } from './types.js';
import { isResizable } from './validChild.js';
import { availableWidth, detailedWidth } from './width.js';

export interface ResizeRequest {
  /** Columns (whole number). */
  width?: number;
  /** Grid units of GRID_BASE_UNIT px (whole number). */
  height?: number;
}

/**
 * Sets width and/or height. A width wider than the columns its row leaves free is refused with
 * NOT_ENOUGH_SPACE_MESSAGE; widths below the component's minimum (a column: its widest row) and
 * heights below GRID_MIN_ROW_UNITS are raised to the minimum.
 */
export function resizeComponent(
  layout: DashboardLayout,
  id: string,
  { width, height }: ResizeRequest,
): LayoutEdit {
  const component = layout[id];
  const unchanged = (warning?: string): LayoutEdit => ({
    layout,
    changed: false,
    ...(warning && { warning }),
  });
  if (!component || !isResizable(component.type)) return unchanged();
  const meta = { ...component.meta };
  if (width !== undefined && Number.isFinite(width)) {
    const wanted = Math.max(
      Math.round(width),
      detailedWidth(layout, component).minimumWidth ?? GRID_MIN_COLUMN_COUNT,
    );
    if (wanted > availableWidth(layout, id)) return unchanged(NOT_ENOUGH_SPACE_MESSAGE);
    meta.width = wanted;
  }
  if (height !== undefined && Number.isFinite(height) && component.type !== 'COLUMN') {
    meta.height = Math.max(Math.round(height), GRID_MIN_ROW_UNITS);
  }
  if (meta.width === component.meta.width && meta.height === component.meta.height) return unchanged();
  return { layout: { ...layout, [id]: { ...component, meta } }, changed: true };
}
