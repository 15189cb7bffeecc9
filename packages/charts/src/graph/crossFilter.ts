/**
 * The graph's interactions (Superset's EchartsGraph): a click on a node cross-filters on that node's
 * column (source or target) and value, a second click clears it; a right-click on a node drills on
 * it, on an edge on both its ends.
 */
import type { ChartHooks } from '../sdk/chartProps.js';
import { pointFilters, type ContextMenuFilter } from '../shared/contextMenu.js';
import { buildCrossFilterDataMask } from '../shared/crossFilter.js';
import type { GraphNodeRef } from './transformProps.js';

/** What ECharts reports on a graph click: the data item and whether it is a node or an edge. */
export interface GraphHit {
  dataType?: string;
  data?: unknown;
}

const field = (data: unknown, key: 'id' | 'source' | 'target'): string | undefined => {
  const v = (data as Record<string, unknown> | null | undefined)?.[key];
  return typeof v === 'string' ? v : undefined;
};

export function clickedNode(nodes: readonly GraphNodeRef[], hit: GraphHit | null): GraphNodeRef | undefined {
  if (!hit || hit.dataType !== 'node') return undefined;
  const id = field(hit.data, 'id');
  return id === undefined ? undefined : nodes[Number(id)];
}

/** Toggles the cross-filter on the node: the same node again clears it. */
export function toggleNodeFilter(hooks: ChartHooks, node: GraphNodeRef): void {
  const current = hooks.filterState?.value as unknown[][] | null | undefined;
  const selected =
    Array.isArray(current) &&
    current.length === 1 &&
    JSON.stringify(current[0]) === JSON.stringify([node.raw]);
  const dataMask = buildCrossFilterDataMask([node.col], selected ? [] : [[node.raw]], node.name);
  hooks.onDataClick?.({ columns: [node.col], values: [node.raw], label: node.name, dataMask });
  hooks.setDataMask?.(dataMask);
}

/** Drill filters of a right-click: a node's value, or an edge's two ends. */
export function graphHitFilters(
  nodes: readonly GraphNodeRef[],
  hit: GraphHit | null,
): { filters: ContextMenuFilter[]; label: string } {
  const node = clickedNode(nodes, hit);
  if (node) return { filters: pointFilters([node.col], [node.raw]), label: node.name };
  if (hit?.dataType === 'edge') {
    const from = nodes[Number(field(hit.data, 'source'))];
    const to = nodes[Number(field(hit.data, 'target'))];
    if (from && to)
      return {
        filters: [...pointFilters([from.col], [from.raw]), ...pointFilters([to.col], [to.raw])],
        label: `${from.name} > ${to.name}`,
      };
  }
  return { filters: [], label: '' };
}
