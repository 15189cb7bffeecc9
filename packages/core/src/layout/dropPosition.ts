/**
 * Where a dragged component would land on the component under the pointer (Superset's
 * getDropPosition, without react-dnd): as a child of the target, as a sibling before/after it, or
 * nowhere. When both are allowed, a pointer within DROP_EDGE_DISTANCE of the sibling edge wins.
 */
import { DROP_EDGE_DISTANCE } from './constants.js';
import { componentDepth, findParentId } from './tree.js';
import type { ComponentType, DashboardLayout, DropPosition, LayoutComponent } from './types.js';
import { isValidChild } from './validChild.js';

/**
 * 'row': the component lays its children left to right and its siblings stack top to bottom
 * (ROW, TABS, leaves in a column); 'column': the other way round (COLUMN, TAB, leaves in a row).
 */
export type Orientation = 'row' | 'column';

export interface Point {
  x: number;
  y: number;
}
export interface Rect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface DropTarget {
  component: LayoutComponent;
  parent?: LayoutComponent | undefined;
  /** componentDepth of `component`. */
  depth: number;
  orientation: Orientation;
  /** False when the pointer is over a nested target: then it must be near an edge to count. */
  isDraggingOverShallow?: boolean;
}

export interface DraggedItem {
  id: string;
  type: ComponentType;
}

export function defaultOrientation(component: LayoutComponent, parent?: LayoutComponent): Orientation {
  switch (component.type) {
    case 'ROW':
    case 'TABS':
      return 'row';
    case 'COLUMN':
    case 'TAB':
    case 'GRID':
    case 'ROOT':
      return 'column';
    default:
      return parent?.type === 'ROW' ? 'column' : 'row';
  }
}

/** The DropTarget for `targetId` read from the layout (depth, parent, default orientation). */
export function dropTargetFor(
  layout: DashboardLayout,
  targetId: string,
  isDraggingOverShallow = true,
): DropTarget | null {
  const component = layout[targetId];
  if (!component) return null;
  const parentId = findParentId(layout, targetId);
  const parent = parentId ? layout[parentId] : undefined;
  return {
    component,
    parent,
    depth: componentDepth(layout, targetId),
    orientation: defaultOrientation(component, parent),
    isDraggingOverShallow,
  };
}

/**
 * null means "show no indicator" (dragging over itself, or a nested target with the pointer away
 * from its edges, or no pointer/rect when one is needed).
 */
export function getDropPosition(
  dragging: DraggedItem,
  target: DropTarget,
  pointer?: Point | null,
  rect?: Rect | null,
): DropPosition | null {
  const { component, parent, depth, orientation, isDraggingOverShallow = true } = target;
  if (dragging.id === component.id) return null;
  // a container cannot be dropped into its own subtree (that would detach it from the root)
  const inDragged = (c?: LayoutComponent) => !!c && (c.id === dragging.id || c.parents.includes(dragging.id));
  if (inDragged(component) || inDragged(parent)) return 'forbidden';

  const validChild = isValidChild(component.type, depth, dragging.type);
  // tabs do not deepen their children, so a sibling inside TAB/TABS shares the parent's depth
  const parentDepth = depth + (parent?.type === 'TAB' || parent?.type === 'TABS' ? 0 : -1);
  const validSibling = isValidChild(parent?.type, parentDepth, dragging.type);
  if (!validChild && !validSibling) return 'forbidden';

  const hasChildren = component.children.length > 0;
  const childDrop = (): DropPosition =>
    orientation === 'row' ? (hasChildren ? 'right' : 'left') : hasChildren ? 'bottom' : 'top';
  if (validChild && !validSibling) return childDrop();

  if (!pointer || !rect) return null;
  const deltaTop = Math.abs(pointer.y - rect.top);
  const deltaBottom = Math.abs(pointer.y - rect.bottom);
  const deltaLeft = Math.abs(pointer.x - rect.left);
  const deltaRight = Math.abs(pointer.x - rect.right);
  if (
    !isDraggingOverShallow &&
    [deltaTop, deltaBottom, deltaLeft, deltaRight].every((d) => d > DROP_EDGE_DISTANCE)
  ) {
    return null;
  }
  // siblings of a 'row' component stack vertically (top/bottom); of a 'column' one horizontally
  const siblingsVertical = orientation === 'row';
  if (!validChild) {
    if (siblingsVertical) return pointer.y < (rect.top + rect.bottom) / 2 ? 'top' : 'bottom';
    return pointer.x < (rect.left + rect.right) / 2 ? 'left' : 'right';
  }
  if (siblingsVertical) {
    if (deltaTop < DROP_EDGE_DISTANCE) return 'top';
    if (deltaBottom < DROP_EDGE_DISTANCE) return 'bottom';
  } else {
    if (deltaLeft < DROP_EDGE_DISTANCE) return 'left';
    if (deltaRight < DROP_EDGE_DISTANCE) return 'right';
  }
  return childDrop();
}
