/** Turns a drop position on a target into Superset's DropResult (source, destination, index). */
import { NEW_COMPONENTS_SOURCE_ID } from './constants.js';
import { defaultOrientation, type Orientation } from './dropPosition.js';
import { findParentId } from './tree.js';
import type { DropPosition, DropResult, LayoutMeta, DashboardLayout, ComponentType } from './types.js';

export interface Dragging {
  id: string;
  type: ComponentType;
  meta?: LayoutMeta;
}

/**
 * The DropResult for dropping `dragging` at `position` on `targetId`; null for 'forbidden' or an
 * unknown target. A component not in the layout is a new one (source NEW_COMPONENTS_SOURCE_ID).
 * destination.index is the final index in the destination's children after the move.
 */
export function dropResultFor(
  layout: DashboardLayout,
  dragging: Dragging,
  targetId: string,
  position: DropPosition | null,
  orientation?: Orientation,
): DropResult | null {
  const target = layout[targetId];
  if (!target || !position || position === 'forbidden') return null;
  const sourceParentId = layout[dragging.id] ? findParentId(layout, dragging.id) : null;
  const sourceParent = sourceParentId ? layout[sourceParentId] : undefined;
  const source = sourceParent
    ? { id: sourceParent.id, type: sourceParent.type, index: sourceParent.children.indexOf(dragging.id) }
    : { id: NEW_COMPONENTS_SOURCE_ID, index: 0 };
  const base = { source, dragging: { ...dragging }, position };

  const targetParentId = findParentId(layout, targetId);
  const targetParent = targetParentId ? layout[targetParentId] : undefined;
  const orient = orientation ?? defaultOrientation(target, targetParent);
  const sibling =
    orient === 'row'
      ? position === 'top' || position === 'bottom'
      : position === 'left' || position === 'right';

  if (sibling && targetParent) {
    let index =
      targetParent.children.indexOf(targetId) + (position === 'bottom' || position === 'right' ? 1 : 0);
    if (source.id === targetParent.id && source.index < index) index -= 1;
    return { ...base, destination: { id: targetParent.id, type: targetParent.type, index } };
  }
  let index = target.children.length;
  if (source.id === target.id) index -= 1;
  return { ...base, destination: { id: target.id, type: target.type, index } };
}
