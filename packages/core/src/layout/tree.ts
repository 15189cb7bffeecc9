/** Tree queries and the parents bookkeeping shared by every operation. */
import { ROOT_ID } from './constants.js';
import type { DashboardLayout, LayoutComponent } from './types.js';

/** Id of the component whose children hold `childId` (null for ROOT_ID or an orphan). */
export function findParentId(layout: DashboardLayout, childId: string): string | null {
  const hinted = layout[childId]?.parents.at(-1);
  if (hinted && layout[hinted]?.children.includes(childId)) return hinted;
  for (const component of Object.values(layout)) {
    if (component.children.includes(childId)) return component.id;
  }
  return null;
}

/**
 * Recomputes every reachable component's `parents` (ROOT_ID … direct parent). Components whose
 * parents did not change keep their identity, so memoised views do not re-render.
 */
export function updateParents(layout: DashboardLayout): DashboardLayout {
  if (!layout[ROOT_ID]) return layout;
  let next: DashboardLayout | null = null;
  const seen = new Set<string>();
  const visit = (id: string, parents: string[]) => {
    const component = layout[id];
    if (!component || seen.has(id)) return;
    seen.add(id);
    if (!sameList(component.parents, parents)) {
      next ??= { ...layout };
      next[id] = { ...component, parents };
    }
    const childParents = [...parents, id];
    for (const childId of component.children) visit(childId, childParents);
  };
  visit(ROOT_ID, []);
  return next ?? layout;
}

function sameList(a: readonly string[] | undefined, b: readonly string[]): boolean {
  return !!a && a.length === b.length && a.every((v, i) => v === b[i]);
}

/** The component and all its descendants, depth first (cycle-safe). */
export function subtreeIds(layout: DashboardLayout, id: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (current: string) => {
    if (seen.has(current) || !layout[current]) return;
    seen.add(current);
    out.push(current);
    layout[current].children.forEach(walk);
  };
  walk(id);
  return out;
}

/** True when `id` is `ancestorId` or lies below it. */
export function isSelfOrDescendant(layout: DashboardLayout, id: string, ancestorId: string): boolean {
  if (id === ancestorId) return true;
  return subtreeIds(layout, ancestorId).includes(id);
}

/** The TABS directly under ROOT_ID, when the dashboard has top-level tabs. */
export function topLevelTabs(layout: DashboardLayout): LayoutComponent | undefined {
  const first = layout[ROOT_ID]?.children[0];
  const component = first ? layout[first] : undefined;
  return component?.type === 'TABS' ? component : undefined;
}

/**
 * Nesting depth used by the drop rules (Superset's rendering depth): ROOT 0; GRID and top-level
 * TABS/TAB 1; a TABS or nested TAB gives its children its own depth; everything else adds one.
 */
export function componentDepth(layout: DashboardLayout, id: string): number {
  const component = layout[id];
  if (!component) return -1;
  const parentId = findParentId(layout, id);
  if (parentId === null) return 0;
  const parent = layout[parentId]!;
  const parentDepth = componentDepth(layout, parentId);
  if (parent.type === 'ROOT') return parentDepth + 1;
  if (parent.type === 'TABS') return parentDepth;
  if (parent.type === 'TAB') {
    const tabsId = findParentId(layout, parentId);
    const isTopLevel = tabsId !== null && findParentId(layout, tabsId) === ROOT_ID;
    return isTopLevel ? parentDepth + 1 : parentDepth;
  }
  return parentDepth + 1;
}
