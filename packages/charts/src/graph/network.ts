/**
 * The graph's nodes and links from its rows (Superset's graph transformProps): a node per distinct
 * source or target value, a link per row with a non-zero metric; node sizes and edge widths scale
 * with their values between half and two and a half times the base size.
 */
import { getColumnLabel, type QueryColumn } from '@meridian/core';
import { toNumberOrNull, toText } from '../shared/chartData.js';

/** A node as the chart component needs it back on a click: its column and value. */
export interface GraphNodeRef {
  name: string;
  col: QueryColumn;
  /** The value as the data holds it (for filters). */
  raw: unknown;
}

export interface GraphNode {
  id: string;
  name: string;
  value: number;
  category?: string;
  itemStyle: { color: string };
  symbolSize?: number;
  label?: { show: boolean };
}

export interface GraphLink {
  source: string;
  target: string;
  value: number;
  lineStyle: { color: string; width: number };
  emphasis: { lineStyle: { width: number } };
  select: { lineStyle: { width: number; opacity: number } };
}

export interface NetworkOptions {
  source: QueryColumn | undefined;
  target: QueryColumn | undefined;
  sourceCategory: string | undefined;
  targetCategory: string | undefined;
  metricLabel: string;
  colorOf: (label: string) => string;
  /** The colour of nodes without a category. */
  firstColor: string;
  baseNodeSize: number;
  baseEdgeWidth: number;
  /** Labels show only on nodes above it (0: all). */
  showSymbolThreshold: number;
}

/** A category's name: booleans say their column, null is N/A (Superset's getCategoryName). */
function categoryName(column: string, value: unknown): string {
  if (value === true || value === false) return `${column}: ${String(value)}`;
  if (value === null || value === undefined) return 'N/A';
  return toText(value);
}

/** Scales a value of [min, max] into [base / 2, base * 2.5] (all equal values: the small end). */
export function scaleSize(value: number, min: number, max: number, base: number): number {
  const spread = max - min;
  const ratio = spread > 0 ? (value - min) / spread : 0;
  return base * 0.5 + ratio * base * 2;
}

const extent = (values: number[]): [number, number] =>
  values.reduce<[number, number]>(([lo, hi], v) => [Math.min(lo, v), Math.max(hi, v)], [Infinity, -Infinity]);

const emphasized = (width: number) => Math.max(5, Math.min(width * 2, 20));

export function buildNetwork(rows: readonly Record<string, unknown>[], o: NetworkOptions) {
  const sourceLabel = o.source !== undefined ? getColumnLabel(o.source) : '';
  const targetLabel = o.target !== undefined ? getColumnLabel(o.target) : '';
  const index = new Map<string, number>();
  const nodes: GraphNode[] = [];
  const refs: GraphNodeRef[] = [];
  const categories = new Set<string>();
  const raw: { source: string; target: string; value: number; color: string }[] = [];

  const nodeOf = (value: unknown, col: QueryColumn | undefined, category: string | undefined) => {
    const name = value === null || value === undefined ? 'N/A' : toText(value);
    let i = index.get(name);
    if (i === undefined) {
      i = nodes.length;
      index.set(name, i);
      const color = category ? o.colorOf(category) : o.firstColor;
      nodes.push({ id: String(i), name, value: 0, itemStyle: { color } });
      refs.push({ name, col: col ?? '', raw: value });
    }
    const node = nodes[i]!;
    if (category) {
      categories.add(category);
      // A node seen first without a category takes the first one it is given.
      node.category ??= category;
    }
    return node;
  };

  for (const row of rows) {
    const value = toNumberOrNull(row[o.metricLabel]);
    if (!value) continue;
    const sc = o.sourceCategory ? categoryName(o.sourceCategory, row[o.sourceCategory]) : undefined;
    const tc = o.targetCategory ? categoryName(o.targetCategory, row[o.targetCategory]) : undefined;
    const from = nodeOf(row[sourceLabel], o.source, sc);
    const to = nodeOf(row[targetLabel], o.target, tc);
    from.value += value;
    to.value += value;
    raw.push({ source: from.id, target: to.id, value, color: sc ? o.colorOf(sc) : o.firstColor });
  }

  const [nodeMin, nodeMax] = extent(nodes.map((n) => n.value));
  for (const node of nodes) {
    node.symbolSize = scaleSize(node.value, nodeMin, nodeMax, o.baseNodeSize);
    node.label = { show: o.showSymbolThreshold ? node.value > o.showSymbolThreshold : true };
  }
  const [linkMin, linkMax] = extent(raw.map((l) => l.value));
  const links = raw.map(({ color, ...link }): GraphLink => {
    const width = scaleSize(link.value, linkMin, linkMax, o.baseEdgeWidth);
    return {
      ...link,
      lineStyle: { color, width },
      emphasis: { lineStyle: { width: emphasized(width) } },
      select: { lineStyle: { width: emphasized(width * 0.8), opacity: 1 } },
    };
  });
  return { nodes, refs, links, categories: [...categories] };
}
