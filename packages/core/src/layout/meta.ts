/** Editing component meta: tab titles, header text, markdown, header size, background, title. */
import { HEADER_ID } from './constants.js';
import type { DashboardLayout, LayoutMeta } from './types.js';

/** Merges `patch` into the component's meta; the same layout when unknown or nothing changes. */
export function updateComponentMeta(layout: DashboardLayout, id: string, patch: LayoutMeta): DashboardLayout {
  const component = layout[id];
  if (!component) return layout;
  const changed = Object.entries(patch).some(([key, value]) => component.meta[key] !== value);
  if (!changed) return layout;
  return { ...layout, [id]: { ...component, meta: { ...component.meta, ...patch } } };
}

/** Renames a TAB or edits a HEADER's text (meta.text). */
export function renameComponent(layout: DashboardLayout, id: string, text: string): DashboardLayout {
  return updateComponentMeta(layout, id, { text });
}

/** The dashboard title lives in HEADER_ID's meta.text. */
export function setDashboardTitle(layout: DashboardLayout, title: string): DashboardLayout {
  if (!layout[HEADER_ID]) {
    return {
      ...layout,
      [HEADER_ID]: { id: HEADER_ID, type: 'HEADER', children: [], parents: [], meta: { text: title } },
    };
  }
  return updateComponentMeta(layout, HEADER_ID, { text: title });
}
