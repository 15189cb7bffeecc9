/** Top-level tabs: turning the grid into the first tab of a new TABS under ROOT, and back. */
import { GRID_ID, ROOT_ID } from './constants.js';
import { newComponent } from './factory.js';
import { topLevelTabs, updateParents } from './tree.js';
import type { DashboardLayout } from './types.js';

/**
 * Puts top-level tabs under ROOT. With `tabsId` of an existing TABS (dragged onto the top drop
 * area) that TABS moves up and the rest of the grid joins its first tab; otherwise a new TABS with
 * one TAB takes all grid children. GRID_ID stays in the layout, empty (as Superset keeps it).
 */
export function createTopLevelTabs(layout: DashboardLayout, tabsId?: string): DashboardLayout {
  const root = layout[ROOT_ID];
  if (!root || topLevelTabs(layout)) return layout;
  const topId = root.children[0] ?? GRID_ID;
  const top = layout[topId] ?? newComponent('GRID', {}, [ROOT_ID], GRID_ID);
  const next: DashboardLayout = { ...layout, [topId]: { ...top, children: [] } };
  const existing = tabsId ? layout[tabsId] : undefined;
  if (existing?.type === 'TABS' && existing.children[0] && layout[existing.children[0]]) {
    const firstTab = layout[existing.children[0]]!;
    next[firstTab.id] = {
      ...firstTab,
      children: [...firstTab.children, ...top.children.filter((c) => c !== existing.id)],
    };
    next[ROOT_ID] = { ...root, children: [existing.id] };
    return updateParents(next);
  }
  const tabs = newComponent('TABS');
  const tab = newComponent('TAB');
  tabs.children = [tab.id];
  tab.children = [...top.children];
  next[tabs.id] = tabs;
  next[tab.id] = tab;
  next[ROOT_ID] = { ...root, children: [tabs.id] };
  return updateParents(next);
}

/** Removes the top-level TABS and its TABs; their children go back to GRID_ID in tab order. */
export function deleteTopLevelTabs(layout: DashboardLayout): DashboardLayout {
  const tabs = topLevelTabs(layout);
  if (!tabs) return layout;
  const next: DashboardLayout = { ...layout };
  const moved: string[] = [];
  for (const tabId of tabs.children) {
    moved.push(...(layout[tabId]?.children ?? []));
    delete next[tabId];
  }
  delete next[tabs.id];
  next[ROOT_ID] = { ...layout[ROOT_ID]!, children: [GRID_ID] };
  next[GRID_ID] = { ...(layout[GRID_ID] ?? newComponent('GRID', {}, [ROOT_ID], GRID_ID)), children: moved };
  return updateParents(next);
}
