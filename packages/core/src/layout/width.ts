/** Widths in grid columns: what a component takes, what a container has left, what a drop allows. */
import { GRID_COLUMN_COUNT, GRID_MIN_COLUMN_COUNT, NEW_COMPONENTS_SOURCE_ID } from './constants.js';
import { newComponent } from './factory.js';
import { findParentId } from './tree.js';
import type { DashboardLayout, DropResult, LayoutComponent } from './types.js';

export interface DetailedWidth {
  /** Width the component spans (a ROW spans its container's width). */
  width: number | undefined;
  /** Columns its children use (ROW), or its own width (leaves). */
  occupiedWidth: number | undefined;
  /** Narrowest it may become. */
  minimumWidth: number | undefined;
}

const childrenWidth = (layout: DashboardLayout, component: LayoutComponent | undefined): number =>
  (component?.children ?? []).reduce((sum, id) => sum + (layout[id]?.meta.width ?? 0), 0);

export function detailedWidth(
  layout: DashboardLayout,
  component: LayoutComponent | undefined,
): DetailedWidth {
  if (!component) return { width: undefined, occupiedWidth: undefined, minimumWidth: undefined };
  const own = component.meta.width;
  switch (component.type) {
    case 'ROW': {
      const parentId = findParentId(layout, component.id);
      const width =
        (parentId ? detailedWidth(layout, layout[parentId]).width : undefined) || GRID_COLUMN_COUNT;
      const occupiedWidth = childrenWidth(layout, component);
      return { width, occupiedWidth, minimumWidth: occupiedWidth || GRID_MIN_COLUMN_COUNT };
    }
    case 'COLUMN': {
      // a column is at least as wide as its widest row
      let minimumWidth = GRID_MIN_COLUMN_COUNT;
      for (const id of component.children) {
        if (layout[id]?.type === 'ROW')
          minimumWidth = Math.max(minimumWidth, childrenWidth(layout, layout[id]));
      }
      return { width: own, occupiedWidth: 0, minimumWidth };
    }
    case 'CHART':
    case 'MARKDOWN':
    case 'DYNAMIC':
      return { width: own, occupiedWidth: own, minimumWidth: GRID_MIN_COLUMN_COUNT };
    default:
      return { width: own, occupiedWidth: own, minimumWidth: undefined };
  }
}

const capacity = (d: DetailedWidth): number | undefined =>
  d.width === undefined || d.occupiedWidth === undefined ? undefined : d.width - d.occupiedWidth;

/**
 * Width the dragged component gets at the destination: its own when it fits, shrunk to the free
 * columns when that is still at least its minimum, -1 when it cannot fit (see dropOverflowsParent),
 * undefined for components without a width.
 */
export function widthFromDrop(layout: DashboardLayout, dropResult: DropResult): number | undefined {
  const { source, destination, dragging } = dropResult;
  if (!destination) return undefined;
  const component =
    source.id === NEW_COMPONENTS_SOURCE_ID || !layout[dragging.id]
      ? newComponent(dragging.type, dragging.meta ?? {})
      : layout[dragging.id]!;
  // moving inside the same container never changes the width
  if (source.id === destination.id) return component.meta.width;

  const { width: draggingWidth, minimumWidth } = detailedWidth(layout, component);
  let free = capacity(detailedWidth(layout, layout[destination.id]));
  if (free === undefined) {
    const parentId = findParentId(layout, destination.id);
    free = parentId ? capacity(detailedWidth(layout, layout[parentId])) : undefined;
  }
  if (free === undefined || draggingWidth === undefined) return draggingWidth;
  if (free >= draggingWidth) return draggingWidth;
  if (minimumWidth !== undefined && free >= minimumWidth) return free;
  return -1;
}

/** True when the drop would not fit in its destination (NOT_ENOUGH_SPACE_MESSAGE). */
export function dropOverflowsParent(layout: DashboardLayout, dropResult: DropResult): boolean {
  const width = widthFromDrop(layout, dropResult);
  return width !== undefined && width < 0;
}

/** Columns still free in the container holding `id` (for resize limits): container width − siblings. */
export function availableWidth(layout: DashboardLayout, id: string): number {
  const parentId = findParentId(layout, id);
  const parent = parentId ? layout[parentId] : undefined;
  if (!parent) return GRID_COLUMN_COUNT;
  const siblings = parent.children
    .filter((c) => c !== id)
    .reduce((sum, c) => sum + (layout[c]?.meta.width ?? 0), 0);
  if (parent.type === 'ROW') return (detailedWidth(layout, parent).width ?? GRID_COLUMN_COUNT) - siblings;
  // stacked in a column (or directly on the grid/tab): bounded by the container's own width
  return parent.meta.width ?? GRID_COLUMN_COUNT;
}
