/**
 * Hierarchical charts (treemap, sunburst): result rows → a tree with one level per dimension, and
 * what a click or right-click on a node means: the node's path (its values from the top level down)
 * as a cross-filter or as drill filters. A node is keyed by its raw value, so a SQL NULL and the
 * text "null" stay two nodes, and rows repeating a path are summed into one node.
 */
import { getTimeFormatter, type QueryColumn } from '@meridian/core';
import type { ChartHooks } from '../sdk/chartProps.js';
import { isTemporalColumn, toNumberOrNull, toText, type ChartDataResult } from './chartData.js';
import { pointFilters, type ContextMenuFilter } from './contextMenu.js';
import { buildCrossFilterDataMask } from './crossFilter.js';

export const NULL_NAME = '<NULL>';

export interface HierarchyNode {
  /** Display name of the node's value. */
  name: string;
  /** Raw values from the top level down to this node (what filters use). */
  values: unknown[];
  /** Display names from the top level down to this node. */
  path: string[];
  /** Sum of the primary metric over the node's rows. */
  value: number;
  /** Sum of the secondary metric (the primary one when there is none). */
  secondaryValue: number;
  children: HierarchyNode[];
}

export interface BuildHierarchyOptions {
  /** Result column labels of the levels, top first. */
  levels: readonly string[];
  metric: string;
  secondaryMetric?: string;
  /** Display text of a non-null value at a level (default: its text). */
  formatName?: (value: unknown, level: number) => string;
}

const keyOf = (value: unknown): string =>
  value === null || value === undefined ? 'null' : `${typeof value}:${toText(value)}`;

interface Building extends HierarchyNode {
  index: Map<string, Building>;
}

/** Node names as the charts show them: temporal levels in the chart's `date_format`, others as text. */
export function hierarchyNameFormatter(
  result: ChartDataResult,
  levels: readonly string[],
  dateFormat: string | undefined,
): (value: unknown, level: number) => string {
  const formatDate = getTimeFormatter(dateFormat);
  return (v, level) => (isTemporalColumn(result, levels[level]!) ? formatDate(v as number) : toText(v));
}

/** The forest of top-level nodes, in the order the rows first name them. */
export function buildHierarchy(
  rows: readonly Record<string, unknown>[],
  options: BuildHierarchyOptions,
): HierarchyNode[] {
  const { levels, metric, secondaryMetric } = options;
  const format = options.formatName ?? ((v) => toText(v));
  const root: Building = {
    name: '',
    values: [],
    path: [],
    value: 0,
    secondaryValue: 0,
    children: [],
    index: new Map(),
  };
  if (levels.length === 0) return [];
  for (const row of rows) {
    const value = toNumberOrNull(row[metric]) ?? 0;
    const secondary = secondaryMetric ? (toNumberOrNull(row[secondaryMetric]) ?? 0) : value;
    let parent = root;
    levels.forEach((level, depth) => {
      const raw = row[level] ?? null;
      const key = keyOf(raw);
      let node = parent.index.get(key);
      if (!node) {
        const name = raw === null ? NULL_NAME : format(raw, depth);
        node = {
          name,
          values: [...parent.values, raw],
          path: [...parent.path, name],
          value: 0,
          secondaryValue: 0,
          children: [],
          index: new Map(),
        };
        parent.index.set(key, node);
        parent.children.push(node);
      }
      node.value += value;
      node.secondaryValue += secondary;
      parent = node;
    });
  }
  const strip = (node: Building): HierarchyNode => ({
    name: node.name,
    values: node.values,
    path: node.path,
    value: node.value,
    secondaryValue: node.secondaryValue,
    children: node.children.map((c) => strip(c as Building)),
  });
  return root.children.map((c) => strip(c as Building));
}

/** Every node of the forest, parents before their children. */
export function flattenHierarchy(nodes: readonly HierarchyNode[]): HierarchyNode[] {
  return nodes.flatMap((n) => [n, ...flattenHierarchy(n.children)]);
}

/** What a chart's data items carry besides name and value: the node's path, for clicks. */
export interface HierarchyItemFields {
  values: unknown[];
  path: string[];
}

/** The data item fields of a clicked ECharts node, when it is one of ours. */
export function hierarchyItemOf(data: unknown): HierarchyItemFields | null {
  if (typeof data !== 'object' || data === null) return null;
  const { values, path } = data as Partial<HierarchyItemFields>;
  return Array.isArray(values) && Array.isArray(path) && values.length > 0 ? { values, path } : null;
}

/**
 * A click on a node: filter the first `values.length` columns on the node's values (a parent filters
 * on its prefix of the hierarchy). One node is selected at a time; a second click clears it.
 */
export function toggleHierarchyCrossFilter(
  hooks: ChartHooks,
  columns: readonly QueryColumn[],
  node: HierarchyItemFields,
): void {
  if (columns.length === 0 || node.values.length === 0) return;
  const cols = columns.slice(0, node.values.length);
  const values = node.values.slice(0, cols.length);
  const current = hooks.filterState?.value as unknown[][] | null | undefined;
  const same = JSON.stringify(current ?? null) === JSON.stringify([values.map((v) => v ?? null)]);
  const dataMask = buildCrossFilterDataMask(cols, same ? [] : [values], node.path.join(' ▸ '));
  hooks.onDataClick?.({ columns: cols, values, label: node.path.join(' ▸ '), dataMask });
  hooks.setDataMask?.(dataMask);
}

/** A right-click on a node: its path as equality filters (IS NULL for nulls), as the chart shows it. */
export function hierarchyNodeFilters(
  columns: readonly QueryColumn[],
  node: HierarchyItemFields | null,
): ContextMenuFilter[] {
  if (!node) return [];
  return pointFilters(columns, node.values, (_v, i) => node.path[i] ?? '');
}

/** "12.50%" (Superset's .2% percent format); empty for a share without a whole. */
export const formatPercent = (part: number, whole: number): string =>
  whole ? `${((part / whole) * 100).toFixed(2)}%` : '';

/** Dark text on light fills, white text on dark ones (labels drawn on a node's colour). */
export function labelColorOn(fill: string | undefined): string {
  const m = /^#([0-9a-f]{6})$/i.exec(fill ?? '');
  if (!m) return '#333333';
  const n = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  // Perceived brightness (ITU-R BT.601 weights).
  return (r * 299 + g * 587 + b * 114) / 1000 > 150 ? '#333333' : '#ffffff';
}

/** `hex` mixed with white by `amount` (0 keeps it, 1 is white). */
export function lighten(hex: string, amount: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m || amount <= 0) return hex;
  const n = Number.parseInt(m[1]!, 16);
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255]
    .map((c) =>
      Math.round(c + (255 - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

type Item = HierarchyItemFields & {
  children?: Item[];
  itemStyle?: Record<string, unknown>;
  label?: Record<string, unknown>;
};

const colorOf = (item: Item): string => {
  const color = item.itemStyle?.color;
  return typeof color === 'string' ? color : '#cccccc';
};

/** Whether a node lies on the selected path: one of its ancestors, the node itself or below it. */
const onPath = (values: readonly unknown[], selected: readonly unknown[]) =>
  values.slice(0, selected.length).every((v, i) => (v ?? null) === (selected[i] ?? null));

/**
 * The chart's option with the nodes off the cross-filter's selected path faded: their colour mixed
 * with white (ECharts' treemap ignores a per-item alpha), leaves only when `leavesOnly` (a treemap's
 * parents lie under their children). Without a selection the option is returned as is.
 */
export function fadeOutsideSelection(
  option: Record<string, unknown>,
  filterValue: unknown,
  leavesOnly = false,
): Record<string, unknown> {
  const selected =
    Array.isArray(filterValue) && Array.isArray(filterValue[0]) ? (filterValue[0] as unknown[]) : null;
  const series = option.series as ({ data?: Item[] } & Record<string, unknown>)[] | undefined;
  if (!selected?.length || !series?.[0]?.data) return option;
  const visit = (item: Item): Item => {
    const children = item.children?.map(visit);
    const faded = !onPath(item.values, selected) && (!leavesOnly || !children?.length);
    return {
      ...item,
      ...(children ? { children } : {}),
      ...(faded
        ? {
            itemStyle: { ...item.itemStyle, color: lighten(colorOf(item), 0.7) },
            ...(item.label ? { label: { ...item.label, color: '#999999' } } : {}),
          }
        : {}),
    };
  };
  return { ...option, series: [{ ...series[0], data: series[0].data.map(visit) }, ...series.slice(1)] };
}
