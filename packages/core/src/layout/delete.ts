/** Deleting a component with its subtree, then the ROW/TABS it leaves empty. */
import { GRID_ID, ROOT_ID } from './constants.js';
import { newComponent } from './factory.js';
import { findParentId, subtreeIds, updateParents } from './tree.js';
import type { DashboardLayout } from './types.js';

/**
 * Removes `id` and everything below it. A ROW or TABS left without children is removed as well
 * (and so on upwards); when the top-level TABS goes, ROOT shows GRID_ID again.
 */
export function deleteComponent(layout: DashboardLayout, id: string): DashboardLayout {
  const parentId = findParentId(layout, id);
  if (!layout[id] || parentId === null || id === GRID_ID || id === ROOT_ID) return layout;
  const next: DashboardLayout = { ...layout };
  let currentId = id;
  let currentParentId: string | null = parentId;
  while (currentParentId !== null) {
    for (const removed of subtreeIds(next, currentId)) delete next[removed];
    const parent = next[currentParentId]!;
    const children = parent.children.filter((c) => c !== currentId);
    next[currentParentId] = { ...parent, children };
    const emptied = children.length === 0 && (parent.type === 'ROW' || parent.type === 'TABS');
    if (!emptied) break;
    if (parent.type === 'TABS' && findParentId(next, parent.id) === ROOT_ID) {
      delete next[parent.id];
      next[GRID_ID] ??= newComponent('GRID', {}, [ROOT_ID], GRID_ID);
      next[ROOT_ID] = { ...next[ROOT_ID]!, children: [GRID_ID] };
      break;
    }
    currentId = parent.id;
    currentParentId = findParentId(next, parent.id);
  }
  return updateParents(next);
}
