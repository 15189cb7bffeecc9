/** position_json ⇄ DashboardLayout. Parsing is tolerant: bad entries are dropped, never thrown. */
import {
  DASHBOARD_POSITION_DATA_LIMIT,
  DASHBOARD_VERSION,
  DASHBOARD_VERSION_KEY,
  GRID_ID,
  ROOT_ID,
} from './constants.js';
import { updateParents } from './tree.js';
import { COMPONENT_TYPES, type ComponentType, type DashboardLayout } from './types.js';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Parses position_json (a JSON string or an already parsed object). Entries without a known type
 * are skipped, child ids that point nowhere (or repeat) are dropped, and parents are recomputed.
 * A layout with components but no ROOT_ID gets one above GRID_ID. Unusable input gives {}.
 */
export function parseLayout(positionJson: unknown): DashboardLayout {
  let raw: unknown = positionJson;
  if (typeof raw === 'string') {
    if (!raw.trim()) return {};
    try {
      raw = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!isRecord(raw)) return {};
  const layout: DashboardLayout = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isRecord(value) || !COMPONENT_TYPES.includes(value.type as ComponentType)) continue;
    const id = typeof value.id === 'string' && value.id ? value.id : key;
    layout[id] = {
      id,
      type: value.type as ComponentType,
      children: Array.isArray(value.children)
        ? value.children.filter((c): c is string => typeof c === 'string')
        : [],
      parents: Array.isArray(value.parents)
        ? value.parents.filter((p): p is string => typeof p === 'string')
        : [],
      meta: isRecord(value.meta) ? value.meta : {},
    };
  }
  for (const component of Object.values(layout)) {
    const seen = new Set<string>();
    component.children = component.children.filter(
      (c) => c !== component.id && layout[c] && !seen.has(c) && seen.add(c),
    );
  }
  if (!layout[ROOT_ID] && layout[GRID_ID]) {
    layout[ROOT_ID] = { id: ROOT_ID, type: 'ROOT', children: [GRID_ID], parents: [], meta: {} };
  }
  return updateParents(layout);
}

/** position_json text for saving (with Superset's DASHBOARD_VERSION_KEY). */
export function serializeLayout(layout: DashboardLayout): string {
  return JSON.stringify({ [DASHBOARD_VERSION_KEY]: DASHBOARD_VERSION, ...layout });
}

/** True when the serialised layout is larger than Superset's position data limit. */
export function exceedsPositionDataLimit(
  layout: DashboardLayout,
  limit = DASHBOARD_POSITION_DATA_LIMIT,
): boolean {
  return serializeLayout(layout).length > limit;
}
