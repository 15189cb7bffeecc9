import {
  comparePivotValues,
  DEFAULT_PIVOT_AGGREGATE,
  describePivotAggregate,
  type PivotAccumulator,
  type PivotValue,
} from './pivotAggregators.js';

/** One level's value of a row or column key. */
export type PivotLabel = string | number | boolean | null;
/** The values of a row (or column) along its attributes, outermost first; a prefix names a subtotal. */
export type PivotKey = readonly PivotLabel[];

export const PIVOT_SORT_ORDERS = ['key_a_to_z', 'key_z_to_a', 'value_a_to_z', 'value_z_to_a'] as const;
export type PivotSortOrder = (typeof PIVOT_SORT_ORDERS)[number];

/** The attribute name the metric level gets when metrics are laid out along rows or columns. */
export const PIVOT_METRIC_ATTR = '__metric__';

export interface PivotTableOptions {
  /** Result columns whose values make the row headers, outermost first. */
  rows: readonly string[];
  /** Result columns whose values make the column headers. */
  columns: readonly string[];
  /** Metric result columns (labels). */
  metrics: readonly string[];
  /** One of PIVOT_AGGREGATE_FUNCTIONS; default Sum. */
  aggregateFunction?: string | null;
  /** Where the metric names go; default COLUMNS (Superset's metricsLayout). */
  metricsLayout?: 'ROWS' | 'COLUMNS' | null;
  /** Metric level innermost instead of outermost (Superset's combineMetric). */
  combineMetric?: boolean | null;
  rowOrder?: PivotSortOrder | null;
  colOrder?: PivotSortOrder | null;
  /** Swap rows and columns (Superset's transposePivot). */
  transpose?: boolean | null;
}

export interface PivotTableData {
  rowAttrs: string[];
  colAttrs: string[];
  /** Full-length keys, sorted. */
  rowKeys: PivotKey[];
  colKeys: PivotKey[];
  /** The aggregate of a cell; shorter keys give subtotals, [] the totals; null where nothing falls. */
  value(rowKey: PivotKey, colKey: PivotKey): PivotValue;
}

const keyId = (key: PivotKey) => JSON.stringify(key);

function label(value: unknown): PivotLabel {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.getTime();
  return JSON.stringify(value);
}

/** Where the metric level sits in a key of `attrs` dimensions (or -1 when not on that axis). */
function metricPosition(onAxis: boolean, attrs: number, innermost: boolean): number {
  if (!onAxis) return -1;
  return innermost ? attrs : 0;
}

function withMetric(values: PivotLabel[], position: number, metric: string): PivotLabel[] {
  if (position < 0) return values;
  const out = [...values];
  out.splice(position, 0, metric);
  return out;
}

/**
 * The order of row or column keys: level by level, the metric level in the chosen metrics' order, other
 * levels by key or by the prefix's total (`value_…` orders), ascending or descending.
 */
function keySorter(metricOrder: Map<string, number>) {
  return (order: PivotSortOrder, metricLevel: number, total: (prefix: PivotKey) => PivotValue) => {
    const desc = order.endsWith('z_to_a');
    const byValue = order.startsWith('value');
    return (a: PivotKey, b: PivotKey): number => {
      for (let level = 0; level < a.length; level++) {
        if (a[level] === b[level]) continue;
        if (level === metricLevel) {
          return (metricOrder.get(String(a[level])) ?? 0) - (metricOrder.get(String(b[level])) ?? 0);
        }
        let diff = 0;
        if (byValue) {
          const va = total(a.slice(0, level + 1));
          const vb = total(b.slice(0, level + 1));
          diff = typeof va === 'number' && typeof vb === 'number' ? va - vb : 0;
        }
        if (diff === 0) diff = comparePivotValues(a[level], b[level]);
        if (diff !== 0) return desc ? -diff : diff;
      }
      return 0;
    };
  };
}

/**
 * Pivots grouped query rows into a table with every subtotal: each record adds its metric values to the
 * cell of its row and column keys and to every prefix of them (the subtotals and totals).
 */
export function computePivotTable(
  records: readonly Record<string, unknown>[],
  options: PivotTableOptions,
): PivotTableData {
  const transpose = Boolean(options.transpose);
  const rows = transpose ? options.columns : options.rows;
  const columns = transpose ? options.rows : options.columns;
  let layout = options.metricsLayout ?? 'COLUMNS';
  if (transpose) layout = layout === 'ROWS' ? 'COLUMNS' : 'ROWS';
  const innermost = Boolean(options.combineMetric);
  const metricInRows = metricPosition(layout === 'ROWS', rows.length, innermost);
  const metricInCols = metricPosition(layout === 'COLUMNS', columns.length, innermost);
  const { make, fractionOf } = describePivotAggregate(options.aggregateFunction || DEFAULT_PIVOT_AGGREGATE);

  const rowAttrs = withMetric([...rows], metricInRows, PIVOT_METRIC_ATTR) as string[];
  const colAttrs = withMetric([...columns], metricInCols, PIVOT_METRIC_ATTR) as string[];
  const cells = new Map<string, PivotAccumulator>();
  const rowKeys = new Map<string, PivotKey>();
  const colKeys = new Map<string, PivotKey>();
  const cell = (rowKey: PivotKey, colKey: PivotKey) => {
    const id = `${keyId(rowKey)}|${keyId(colKey)}`;
    let acc = cells.get(id);
    if (!acc) cells.set(id, (acc = make()));
    return acc;
  };

  for (const record of records) {
    const rowBase = rows.map((name) => label(record[name]));
    const colBase = columns.map((name) => label(record[name]));
    for (const metric of options.metrics) {
      const rowKey = withMetric(rowBase, metricInRows, metric);
      const colKey = withMetric(colBase, metricInCols, metric);
      rowKeys.set(keyId(rowKey), rowKey);
      colKeys.set(keyId(colKey), colKey);
      const value = record[metric];
      for (let i = 0; i <= rowKey.length; i++) {
        const rowPrefix = rowKey.slice(0, i);
        for (let j = 0; j <= colKey.length; j++) cell(rowPrefix, colKey.slice(0, j)).push(value);
      }
    }
  }

  const raw = (rowKey: PivotKey, colKey: PivotKey): PivotValue =>
    cells.get(`${keyId(rowKey)}|${keyId(colKey)}`)?.value() ?? null;
  const value = (rowKey: PivotKey, colKey: PivotKey): PivotValue => {
    const v = raw(rowKey, colKey);
    if (fractionOf === null || typeof v !== 'number') return v;
    const denominator =
      fractionOf === 'total' ? raw([], []) : fractionOf === 'row' ? raw(rowKey, []) : raw([], colKey);
    return typeof denominator === 'number' && denominator !== 0 ? v / denominator : null;
  };

  const sorter = keySorter(new Map(options.metrics.map((m, i) => [m, i])));

  return {
    rowAttrs,
    colAttrs,
    rowKeys: [...rowKeys.values()].sort(
      sorter(options.rowOrder ?? 'key_a_to_z', metricInRows, (prefix) => value(prefix, [])),
    ),
    colKeys: [...colKeys.values()].sort(
      sorter(options.colOrder ?? 'key_a_to_z', metricInCols, (prefix) => value([], prefix)),
    ),
    value,
  };
}
