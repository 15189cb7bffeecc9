/**
 * The layout a dashboard opens with: its position_json, or (saved without one) the default layout
 * of its charts in rows; and the tabs to select so a linked component (permalink anchor) is shown.
 */
import {
  GRID_ID,
  ROOT_ID,
  buildDefaultLayout,
  newComponent,
  parseLayout,
  updateParents,
  type DashboardLayout,
} from '@meridian/core';

export function initialLayout(
  positionJson: string | null,
  charts: readonly { id: number; slice_name: string }[],
  title: string,
): DashboardLayout {
  const parsed = parseLayout(positionJson);
  if (!parsed[ROOT_ID])
    return buildDefaultLayout(
      charts.map((c) => ({ id: c.id, sliceName: c.slice_name })),
      title,
    );
  // ROOT needs something to show: an empty GRID when it holds nothing.
  if (parsed[ROOT_ID].children.length === 0) {
    const grid = parsed[GRID_ID] ?? newComponent('GRID', {}, [ROOT_ID], GRID_ID);
    return updateParents({
      ...parsed,
      [GRID_ID]: grid,
      [ROOT_ID]: { ...parsed[ROOT_ID], children: [GRID_ID] },
    });
  }
  return parsed;
}

/** The TABs on the way to `componentId` (itself included when it is a TAB), outermost first. */
export function tabsToShow(layout: DashboardLayout, componentId: string | undefined): string[] {
  const component = componentId ? layout[componentId] : undefined;
  if (!component) return [];
  const path = [...component.parents, component.id];
  return path.filter((id) => layout[id]?.type === 'TAB');
}

/**
 * The selected TAB of every tab set that is shown when the dashboard opens: the tabs `preferred`
 * names (a permalink's or an anchor's), else the first tab of each set. Nested sets count only
 * under a selected tab, as only those are on screen.
 */
export function initialActiveTabs(layout: DashboardLayout, preferred: readonly string[]): string[] {
  const wanted = new Set(preferred);
  const active: string[] = [];
  const visit = (id: string) => {
    const c = layout[id];
    if (!c) return;
    if (c.type === 'TABS') {
      const chosen = c.children.find((t) => wanted.has(t)) ?? c.children[0];
      if (chosen) {
        active.push(chosen);
        visit(chosen);
      }
      return;
    }
    c.children.forEach(visit);
  };
  visit(ROOT_ID);
  return active;
}
