/** Compact layout fixtures for the layout tests. */
import { GRID_ID, HEADER_ID, ROOT_ID } from '../constants.js';
import { updateParents } from '../tree.js';
import type { ComponentType, DashboardLayout, LayoutMeta } from '../types.js';

export interface Spec {
  id: string;
  type: ComponentType;
  meta?: LayoutMeta;
  children?: Spec[];
}

const add = (layout: DashboardLayout, spec: Spec): string => {
  layout[spec.id] = {
    id: spec.id,
    type: spec.type,
    meta: spec.meta ?? {},
    parents: [],
    children: (spec.children ?? []).map((child) => add(layout, child)),
  };
  return spec.id;
};

/** ROOT_ID → GRID_ID → `gridChildren`, plus HEADER_ID. */
export function gridLayout(...gridChildren: Spec[]): DashboardLayout {
  const layout: DashboardLayout = {};
  add(layout, {
    id: ROOT_ID,
    type: 'ROOT',
    children: [{ id: GRID_ID, type: 'GRID', children: gridChildren }],
  });
  layout[HEADER_ID] = { id: HEADER_ID, type: 'HEADER', children: [], parents: [], meta: { text: 'Dash' } };
  return updateParents(layout);
}

/** ROOT_ID → top-level TABS → `tabs`, plus an empty GRID_ID and HEADER_ID (as Superset keeps them). */
export function tabbedLayout(tabsId: string, ...tabs: Spec[]): DashboardLayout {
  const layout: DashboardLayout = {};
  add(layout, { id: ROOT_ID, type: 'ROOT', children: [{ id: tabsId, type: 'TABS', children: tabs }] });
  layout[GRID_ID] = { id: GRID_ID, type: 'GRID', children: [], parents: [ROOT_ID], meta: {} };
  layout[HEADER_ID] = { id: HEADER_ID, type: 'HEADER', children: [], parents: [], meta: { text: 'Dash' } };
  return updateParents(layout);
}

export const chart = (id: string, chartId: number, width = 4): Spec => ({
  id,
  type: 'CHART',
  meta: { chartId, width, height: 50, sliceName: `Chart ${chartId}` },
});
export const markdown = (id: string, width = 4): Spec => ({
  id,
  type: 'MARKDOWN',
  meta: { width, height: 50, code: '# hi' },
});
/** A container component of `type` holding `children` (with `meta` when given). */
const container = (type: ComponentType, id: string, children: Spec[], meta?: LayoutMeta): Spec => ({
  id,
  type,
  ...(meta && { meta }),
  children,
});
export const row = (id: string, ...children: Spec[]) => container('ROW', id, children);
export const column = (id: string, width: number, ...children: Spec[]) =>
  container('COLUMN', id, children, { width });
export const tabs = (id: string, ...children: Spec[]) => container('TABS', id, children);
export const tab = (id: string, text: string, ...children: Spec[]) =>
  container('TAB', id, children, { text });
export const header = (id: string, text = 'Header'): Spec => ({ id, type: 'HEADER', meta: { text } });
export const divider = (id: string): Spec => ({ id, type: 'DIVIDER' });
