import { frameFromRows, type Cell, type ColumnKey, type Frame } from '../frame.js';

export const day = (d: number) => new Date(Date.UTC(2019, 0, d));

/** Superset's single_metric_df / multiple_metrics_df test frames. */
export const singleMetric: Frame = frameFromRows([
  { dttm: day(1), country: 'UK', sum_metric: 5 },
  { dttm: day(1), country: 'US', sum_metric: 6 },
  { dttm: day(2), country: 'UK', sum_metric: 7 },
  { dttm: day(2), country: 'US', sum_metric: 8 },
]);

export const multipleMetrics: Frame = frameFromRows([
  { dttm: day(1), country: 'UK', sum_metric: 5, count_metric: 1 },
  { dttm: day(1), country: 'US', sum_metric: 6, count_metric: 2 },
  { dttm: day(2), country: 'UK', sum_metric: 7, count_metric: 3 },
  { dttm: day(2), country: 'US', sum_metric: 8, count_metric: 4 },
]);

/** A one-row frame with one index level (`name`, holding `label`) and a column per `[key, value]` cell. */
export function oneRowFrame(
  [name, label]: [string, Cell],
  cells: [ColumnKey, Cell][],
  columnLevelNames?: (string | null)[],
): Frame {
  return {
    length: 1,
    index: [{ name, values: [label] }],
    columns: cells.map(([key, value]) => ({ key, values: [value] })),
    ...(columnLevelNames && { columnLevelNames }),
  };
}

/** Column keys of a frame, for compact assertions. */
export const keys = (frame: Frame) => frame.columns.map((c) => c.key);

/** The values of the column whose flat key is `key`. */
export function col(frame: Frame, key: string | readonly unknown[]): unknown[] {
  const column = frame.columns.find((c) => JSON.stringify(c.key) === JSON.stringify(key));
  if (!column) throw new Error(`no column ${JSON.stringify(key)}`);
  return [...column.values];
}
