/**
 * Applying a finished drag (Superset's handleComponentDrop): new components, moves, top-level
 * tabs, with width fitting, row wrapping and the removal of the ROW/TABS a move empties.
 */
import {
  NEW_COMPONENTS_SOURCE_ID,
  NOT_ENOUGH_SPACE_MESSAGE,
  ROOT_ID,
  TOP_LEVEL_TABS_MESSAGE,
} from './constants.js';
import { deleteComponent } from './delete.js';
import { newComponent } from './factory.js';
import { createTopLevelTabs } from './tabs.js';
import { componentDepth, isSelfOrDescendant, topLevelTabs, updateParents } from './tree.js';
import type { DashboardLayout, DropResult, LayoutComponent, LayoutEdit } from './types.js';
import { isResizable, isValidChild, shouldWrapInRow } from './validChild.js';
import { dropOverflowsParent, widthFromDrop } from './width.js';

/** Inserts the dropped component at destination.index, wrapped in a new ROW when needed. */
function insert(next: DashboardLayout, destinationId: string, index: number, child: LayoutComponent): void {
  const destination = next[destinationId]!;
  let insertedId = child.id;
  next[child.id] = child;
  if (shouldWrapInRow(destination.type, child.type)) {
    const row = newComponent('ROW');
    row.children = [child.id];
    next[row.id] = row;
    insertedId = row.id;
  }
  const children = [...destination.children];
  children.splice(Math.max(0, Math.min(index, children.length)), 0, insertedId);
  next[destinationId] = { ...destination, children };
}

/** Adds a component dragged in from the new-components panel (a new TABS gets one TAB). */
export function createComponent(layout: DashboardLayout, dropResult: DropResult): DashboardLayout {
  const { destination, dragging } = dropResult;
  if (!destination || !layout[destination.id]) return layout;
  const child = newComponent(dragging.type, dragging.meta ?? {});
  if (isResizable(child.type)) {
    const width = widthFromDrop(layout, dropResult);
    if (width) child.meta.width = width;
  }
  const next: DashboardLayout = { ...layout };
  if (child.type === 'TABS') {
    const tab = newComponent('TAB');
    child.children = [tab.id];
    next[tab.id] = tab;
  }
  insert(next, destination.id, destination.index, child);
  return updateParents(next);
}

/** Moves an existing component to destination.index (its final index) of the destination. */
export function moveComponent(layout: DashboardLayout, dropResult: DropResult): DashboardLayout {
  const { source, destination, dragging } = dropResult;
  const sourceEntity = layout[source.id];
  const moved = layout[dragging.id];
  if (!destination || !sourceEntity || !moved || !layout[destination.id]) return layout;
  if (isSelfOrDescendant(layout, destination.id, dragging.id)) return layout;
  const next: DashboardLayout = { ...layout };
  next[source.id] = { ...sourceEntity, children: sourceEntity.children.filter((c) => c !== dragging.id) };
  let child = moved;
  if (isResizable(moved.type)) {
    const width = widthFromDrop(layout, dropResult) || undefined;
    if (width !== moved.meta.width) child = { ...moved, meta: { ...moved.meta, width } };
  }
  insert(next, destination.id, destination.index, child);
  return updateParents(next);
}

/** Whether the destination accepts the dragged type at its depth (row wrapping counts as accepted). */
function accepts(layout: DashboardLayout, dropResult: DropResult): boolean {
  const destination = dropResult.destination && layout[dropResult.destination.id];
  if (!destination) return false;
  return isValidChild(destination.type, componentDepth(layout, destination.id), dropResult.dragging.type);
}

/**
 * Applies a drop the way Superset does: a drop that does not fit warns NOT_ENOUGH_SPACE_MESSAGE, a
 * drop on ROOT_ID creates top-level tabs, moving the top-level tabs into nested tabs warns
 * TOP_LEVEL_TABS_MESSAGE, an unmoved or invalid drop changes nothing, and a ROW or TABS the move
 * leaves empty is deleted.
 */
export function applyDrop(layout: DashboardLayout, dropResult: DropResult): LayoutEdit {
  const unchanged = (warning?: string): LayoutEdit => ({
    layout,
    changed: false,
    ...(warning && { warning }),
  });
  const { source, destination, dragging } = dropResult;
  if (!destination || !layout[destination.id]) return unchanged();
  if (dropOverflowsParent(layout, dropResult)) return unchanged(NOT_ENOUGH_SPACE_MESSAGE);

  const isNew = source.id === NEW_COMPONENTS_SOURCE_ID;
  if (destination.id === ROOT_ID) {
    if (dragging.type !== 'TABS') return unchanged();
    const next = createTopLevelTabs(layout, isNew ? undefined : dragging.id);
    return { layout: next, changed: next !== layout };
  }
  if (!accepts(layout, dropResult)) return unchanged();
  if (isNew) return { layout: createComponent(layout, dropResult), changed: true };

  const top = topLevelTabs(layout);
  if (top && source.id === top.id && layout[destination.id]!.type === 'TABS' && destination.id !== top.id) {
    return unchanged(TOP_LEVEL_TABS_MESSAGE);
  }
  const currentIndex = layout[source.id]?.children.indexOf(dragging.id) ?? -1;
  if (destination.id === source.id && destination.index === currentIndex) return unchanged();
  let next = moveComponent(layout, dropResult);
  if (next === layout) return unchanged();
  const emptied = next[source.id];
  if (emptied && (emptied.type === 'ROW' || emptied.type === 'TABS') && emptied.children.length === 0) {
    next = deleteComponent(next, source.id);
  }
  return { layout: next, changed: true };
}
