/**
 * Right-click on a chart (drill menus): the dimension values of the clicked point as equality
 * filters, Superset's `BinaryQueryObjectFilterClause` ({col, op: '==', val, formattedVal}); a null
 * value becomes IS NULL. Pure so each chart's mapping is unit-tested.
 */
import { getColumnLabel, type QueryColumn } from '@meridian/core';

export interface ContextMenuFilter {
  col: QueryColumn;
  op: '==' | 'IS NULL';
  val?: string | number | boolean;
  /** The value as the chart shows it (menu items and filter tags). */
  formattedVal: string;
}

export interface ChartContextMenuEvent {
  clientX: number;
  clientY: number;
  /** The clicked point's dimension values; empty when the click was not on a data point. */
  filters: ContextMenuFilter[];
  label: string;
}

export type OnContextMenu = (event: ChartContextMenuEvent) => void;

const NULL_TEXT = '<NULL>';

const defaultText = (v: unknown): string =>
  v === null || v === undefined
    ? NULL_TEXT
    : typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : (JSON.stringify(v) ?? '');

/** One filter per column/value pair; the two lists are matched by index. */
export function pointFilters(
  columns: readonly QueryColumn[],
  values: readonly unknown[],
  format: (value: unknown, index: number) => string = defaultText,
): ContextMenuFilter[] {
  return columns.flatMap((col, i): ContextMenuFilter[] => {
    if (i >= values.length) return [];
    const value = values[i];
    if (value === null || value === undefined)
      return [{ col, op: 'IS NULL' as const, formattedVal: NULL_TEXT }];
    const val =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : JSON.stringify(value);
    return [{ col, op: '==' as const, val, formattedVal: format(value, i) }];
  });
}

/** A pie slice: its groupby values. */
export function pieSliceFilters(
  groupby: readonly QueryColumn[],
  labelMap: Record<string, readonly unknown[]>,
  sliceName: string | undefined,
): ContextMenuFilter[] {
  if (!sliceName) return [];
  return pointFilters(groupby, labelMap[sliceName] ?? []);
}

/**
 * A timeseries point: its series' groupby values, plus the x value as an equality when the x axis is
 * not temporal (a time bucket is a range, not a value, so a temporal x adds no filter).
 */
export function timeseriesPointFilters(args: {
  groupby: readonly QueryColumn[];
  labelMap: Record<string, readonly unknown[]>;
  seriesName: string | undefined;
  xAxisColumn: QueryColumn | undefined;
  xAxisTemporal: boolean;
  xValue: unknown;
  hasX: boolean;
}): ContextMenuFilter[] {
  const series = args.seriesName ? pointFilters(args.groupby, args.labelMap[args.seriesName] ?? []) : [];
  if (!args.hasX || !args.xAxisColumn || args.xAxisTemporal) return series;
  return [...pointFilters([args.xAxisColumn], [args.xValue]), ...series];
}

/**
 * A table cell: the row's groupby values (aggregate mode), the clicked cell's column first. Raw mode
 * tables have no groupby and give no filters.
 */
export function tableCellFilters(
  groupby: readonly QueryColumn[],
  row: Record<string, unknown>,
  clickedKey: string,
  format: (key: string, value: unknown) => string,
): ContextMenuFilter[] {
  const keyed = groupby.map((col) => ({ col, key: getColumnLabel(col) }));
  const ordered = [
    ...keyed.filter((k) => k.key === clickedKey),
    ...keyed.filter((k) => k.key !== clickedKey),
  ];
  return ordered.flatMap(({ col, key }) =>
    key in row ? pointFilters([col], [row[key]], (v) => format(key, v)) : [],
  );
}

/** A filter without its display text, as the server takes it. */
export function serverFilter({ col, op, val }: ContextMenuFilter): {
  col: QueryColumn;
  op: string;
  val?: unknown;
} {
  return op === 'IS NULL' ? { col, op } : { col, op, val };
}

/** Big numbers have no dimension: a right-click anywhere opens the menu without point filters. */
export function bigNumberContextMenu(hook: OnContextMenu | undefined) {
  if (!hook) return undefined;
  return (e: { preventDefault: () => void; clientX: number; clientY: number }) => {
    e.preventDefault();
    hook({ clientX: e.clientX, clientY: e.clientY, filters: [], label: '' });
  };
}
