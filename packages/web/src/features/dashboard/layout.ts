/**
 * Reading a dashboard's position_json (the layout tree: ROOT_ID → GRID_ID → ROW/TABS → COLUMN →
 * CHART/MARKDOWN…). Read-only helpers for the page shell; editing lives in core's layout module.
 */
export type LayoutType =
  | 'ROOT'
  | 'GRID'
  | 'HEADER'
  | 'ROW'
  | 'COLUMN'
  | 'TABS'
  | 'TAB'
  | 'CHART'
  | 'MARKDOWN'
  | 'DIVIDER'
  | 'DYNAMIC';

export interface LayoutNode {
  id: string;
  type: LayoutType;
  children: string[];
  meta: {
    chartId?: number;
    sliceName?: string;
    sliceNameOverride?: string;
    width?: number;
    height?: number;
    text?: string;
    code?: string;
  };
}

export type Layout = Record<string, LayoutNode>;
export const ROOT_ID = 'ROOT_ID';
export const GRID_COLUMN_COUNT = 12;
export const GRID_BASE_UNIT = 8;

/** Parses position_json; anything unusable gives an empty layout (a dashboard with no charts yet). */
export function parseLayout(positionJson: string | null | undefined): Layout {
  if (!positionJson) return {};
  try {
    const raw = JSON.parse(positionJson) as unknown;
    if (typeof raw !== 'object' || raw === null) return {};
    const out: Layout = {};
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof value !== 'object' || value === null || !('type' in value)) continue;
      const v = value as Partial<LayoutNode>;
      out[key] = {
        id: v.id ?? key,
        type: v.type!,
        children: Array.isArray(v.children) ? v.children : [],
        meta: v.meta ?? {},
      };
    }
    return out;
  } catch {
    return {};
  }
}

/** CHART nodes reachable from the root, in reading order. */
export function chartsInLayout(layout: Layout): LayoutNode[] {
  const out: LayoutNode[] = [];
  const seen = new Set<string>();
  const walk = (id: string) => {
    const node = layout[id];
    if (!node || seen.has(id)) return;
    seen.add(id);
    if (node.type === 'CHART') out.push(node);
    node.children.forEach(walk);
  };
  walk(ROOT_ID);
  return out;
}

export const chartTitle = (n: LayoutNode): string =>
  n.meta.sliceNameOverride || n.meta.sliceName || `Chart ${n.meta.chartId ?? ''}`.trim();
