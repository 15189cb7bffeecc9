import { z } from 'zod';
import { AggregatesSchema } from './aggregate.js';
import { InvalidPostProcessingError } from './errors.js';
import { flattenPivotKey } from './flatten.js';
import type { Cell, ColumnKey, Frame, FrameColumn, IndexLevel, Label } from './frame.js';
import { columnValues, compareKeyTuples, groupRows, pick, resolveAggregates } from './group.js';
import { parseOptions, requireColumns } from './options.js';
import { cellKey, isMissing } from './values.js';

/** Superset's text for missing pivot column values. */
export const NULL_STRING = '<NULL>';

export const PivotOptionsSchema = z.looseObject({
  index: z.array(z.string()).nullish(),
  columns: z.array(z.string()).nullish(),
  aggregates: AggregatesSchema.nullish(),
  metric_fill_value: z.number().nullish(),
  /** Alias of metric_fill_value. */
  fill_value: z.number().nullish(),
  column_fill_value: z.string().nullish(),
  drop_missing_columns: z.boolean().nullish(),
  combine_value_with_metric: z.boolean().nullish(),
  marginal_distributions: z.boolean().nullish(),
  marginal_distribution_name: z.string().nullish(),
  flatten_columns: z.boolean().nullish(),
  reset_index: z.boolean().nullish(),
});
export type PivotOptions = z.input<typeof PivotOptionsSchema>;

const toLabel = (cell: Cell): Label =>
  Array.isArray(cell) ? JSON.stringify(cell) : typeof cell === 'bigint' ? Number(cell) : (cell as Label);

/**
 * pandas' pivot_table as Superset calls it: rows are the distinct `index` tuples (sorted), columns are
 * (metric, …column values) for every column-value combination in the data, sorted; cells aggregate the
 * matching rows. With `drop_missing_columns` (default) rows with a missing index and all-empty rows and
 * columns are dropped (a metric with no values at all keeps its columns, empty). The result keeps the
 * index and multi-level columns for later steps; `flatten` turns them into "metric, value" names.
 */
export function pivot(frame: Frame, options: PivotOptions): Frame {
  const o = parseOptions('pivot', PivotOptionsSchema, options);
  const index = o.index ?? [];
  const columns = o.columns ?? [];
  if (!index.length)
    throw new InvalidPostProcessingError('Pivot operation requires at least one index', 'pivot');
  if (!o.aggregates || !Object.keys(o.aggregates).length) {
    throw new InvalidPostProcessingError('Pivot operation must include at least one aggregate', 'pivot');
  }
  requireColumns('pivot', frame, [...index, ...columns]);
  const dropMissing = o.drop_missing_columns ?? true;
  const fill = o.metric_fill_value ?? o.fill_value ?? null;
  const columnFill = o.column_fill_value === undefined ? NULL_STRING : o.column_fill_value;

  // pandas keys the table by the aggregated column, so two aggregates over one column collapse (last wins).
  const byColumn = new Map(resolveAggregates('pivot', frame, o.aggregates).map((a) => [a.column, a]));
  const metrics = [...byColumn.values()].sort((a, b) =>
    a.column < b.column ? -1 : a.column > b.column ? 1 : 0,
  );

  const indexColumns = index.map((name) => columnValues(frame, name));
  const pivotColumns = columns.map((name) => {
    const values = columnValues(frame, name);
    return columnFill ? values.map((v) => (isMissing(v) ? columnFill : v)) : values;
  });

  const cells = new Map<string, Cell[]>(); // "rowId|colId" → one aggregated value per metric
  const rowKeys = new Map<string, readonly Cell[]>();
  const colKeys = new Map<string, readonly Cell[]>();
  const seenColKeys = columnCombinations(pivotColumns, frame.length);
  for (const group of groupRows([...indexColumns, ...pivotColumns], frame.length, dropMissing)) {
    const values = metrics.map((m) => m.apply(pick(m.values, group.rows)));
    if (dropMissing && values.every(isMissing)) continue;
    const rowKey = group.keys.slice(0, index.length);
    const colKey = group.keys.slice(index.length);
    const rowId = rowKey.map(cellKey).join('\u0000');
    const colId = colKey.map(cellKey).join('\u0000');
    rowKeys.set(rowId, rowKey);
    colKeys.set(colId, colKey);
    cells.set(`${rowId}|${colId}`, values);
  }
  const rows = [...rowKeys.entries()].sort((a, b) => compareKeyTuples(a[1], b[1]));
  const combos = [...colKeys.entries()].sort((a, b) => compareKeyTuples(a[1], b[1]));

  const out: FrameColumn[] = [];
  metrics.forEach((metric, m) => {
    const metricColumns = combos.map(([colId, colKey]) => {
      const values = rows.map(([rowId]) => {
        const v = cells.get(`${rowId}|${colId}`)?.[m] ?? null;
        return isMissing(v) && fill !== null ? fill : v;
      });
      const key: ColumnKey = columns.length ? [metric.column, ...colKey.map(toLabel)] : metric.column;
      return { key, values };
    });
    const kept = dropMissing ? metricColumns.filter((c) => !c.values.every(isMissing)) : metricColumns;
    if (kept.length || !dropMissing) {
      out.push(...kept);
    } else {
      // Superset keeps a metric whose values are all missing so later steps can still reference it.
      // With no rows at all there are no column values: one column keyed by the metric alone (its
      // other levels missing, so it flattens to the metric's name) keeps it referenceable.
      const restore = columns.length && seenColKeys.size ? [...seenColKeys.values()] : [null];
      for (const colKey of restore) {
        const key: ColumnKey = !columns.length
          ? metric.column
          : [metric.column, ...(colKey ? colKey.map(toLabel) : columns.map(() => null))];
        out.push({ key, values: rows.map(() => fill) });
      }
    }
  });

  let result: Frame = {
    length: rows.length,
    index: index.map((name, i): IndexLevel => ({ name, values: rows.map(([, key]) => key[i] ?? null) })),
    columns: out,
    ...(columns.length ? { columnLevelNames: [null, ...columns] } : {}),
  };
  if (o.marginal_distributions) {
    result = addMargins(
      result,
      frame,
      metrics,
      indexColumns,
      pivotColumns,
      o.marginal_distribution_name ?? 'All',
    );
  }
  return reshaped(result, o, metrics.length);
}

/** Every combination of the pivot columns' values in the data, in data order. */
function columnCombinations(
  pivotColumns: readonly (readonly Cell[])[],
  length: number,
): Map<string, readonly Cell[]> {
  const seen = new Map<string, readonly Cell[]>();
  for (let r = 0; r < length; r++) {
    const key = pivotColumns.map((c) => c[r] ?? null);
    const id = key.map(cellKey).join('\u0000');
    if (!seen.has(id)) seen.set(id, key);
  }
  return seen;
}

/** The shape options applied last: metric level last, flattened column names, index as columns. */
function reshaped(pivoted: Frame, o: z.output<typeof PivotOptionsSchema>, metricCount: number): Frame {
  let result = pivoted;
  const columns = o.columns ?? [];
  if (o.combine_value_with_metric && columns.length) result = metricLevelLast(result);
  if (o.flatten_columns) {
    result = {
      ...result,
      columns: result.columns.map((c) => ({ ...c, key: flattenPivotKey(c.key, metricCount) })),
    };
    delete (result as { columnLevelNames?: unknown }).columnLevelNames;
  }
  if (o.reset_index) {
    result = {
      length: result.length,
      index: [],
      columns: [
        ...result.index.map((level) => ({ key: level.name, values: level.values })),
        ...result.columns,
      ],
    };
  }
  return result;
}

/** `combine_value_with_metric`: moves the metric level last so each value groups its metrics together. */
function metricLevelLast(frame: Frame): Frame {
  const moved = frame.columns.map((c) => {
    const levels = typeof c.key === 'string' ? [c.key] : c.key;
    return { key: [...levels.slice(1), levels[0] ?? null], values: c.values };
  });
  moved.sort((a, b) => compareKeyTuples(a.key, b.key));
  const names = frame.columnLevelNames;
  return {
    ...frame,
    columns: moved,
    ...(names ? { columnLevelNames: [...names.slice(1), names[0] ?? null] } : {}),
  };
}

type Metric = ReturnType<typeof resolveAggregates>[number];

/** `marginal_distributions`: a totals row and, per metric, a totals column, aggregated from the raw rows. */
function addMargins(
  table: Frame,
  source: Frame,
  metrics: readonly Metric[],
  indexColumns: readonly (readonly Cell[])[],
  pivotColumns: readonly (readonly Cell[])[],
  name: string,
): Frame {
  const allRows = [...Array(source.length).keys()];
  const matches = (columnsToMatch: readonly (readonly Cell[])[], key: readonly Label[]) =>
    allRows.filter((r) => columnsToMatch.every((c, i) => cellKey(c[r] ?? null) === cellKey(key[i] ?? null)));
  const rowKeys = [...Array(table.length).keys()].map((r) =>
    table.index.map((level) => toLabel(level.values[r] ?? null)),
  );
  const marginRowKey = table.index.map((_, i) => (i === 0 ? name : ''));

  const columns: FrameColumn[] = [];
  for (const metric of metrics) {
    const own = table.columns.filter((c) => (typeof c.key === 'string' ? c.key : c.key[0]) === metric.column);
    for (const column of own) {
      const colKey = typeof column.key === 'string' ? [] : column.key.slice(1);
      const total = metric.apply(pick(metric.values, matches(pivotColumns, colKey)));
      columns.push({ key: column.key, values: [...column.values, total] });
    }
    if (pivotColumns.length) {
      const values = rowKeys.map((rowKey) =>
        metric.apply(pick(metric.values, matches(indexColumns, rowKey))),
      );
      values.push(metric.apply(metric.values));
      const key = [metric.column, name, ...pivotColumns.slice(1).map(() => '')];
      columns.push({ key, values });
    }
  }
  return {
    ...table,
    length: table.length + 1,
    index: table.index.map((level, i) => ({
      name: level.name,
      values: [...level.values, marginRowKey[i] ?? ''],
    })),
    columns,
  };
}
