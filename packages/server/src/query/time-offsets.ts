/**
 * Time comparison (`time_offsets`, e.g. "1 year ago"): the query runs again over the time range shifted
 * back by each offset; those rows are moved forward by the same offset and joined to the main rows on
 * the x-axis and the other dimensions, giving Superset's `<metric>__<offset>` columns.
 */
import {
  applyTimeShift,
  getColumnLabel,
  getMetricLabel,
  isBaseAxis,
  parseTimeRange,
  DTTM_ALIAS,
  type QueryFilter,
  type ResolvedQueryObject,
} from '@meridian/core';
import type { ResultColumn, Row } from '../engines/engine.js';
import { GenericDataType } from '../engines/generic-types.js';
import { CompileError } from './compile.js';
import { isLegacyTimeseries } from './compile/legacy-time.js';

export interface Rows {
  columns: ResultColumn[];
  rows: Row[];
}

const iso = (d: Date | null) => (d ? d.toISOString().slice(0, 19) : '');
/** The opposite direction of a shift phrase: "1 year ago" → "1 year later". */
const forwardOf = (offset: string) =>
  /\b(later|from now)\s*$/i.test(offset)
    ? offset.replace(/\b(later|from now)\s*$/i, 'ago')
    : `${offset.replace(/\s*ago\s*$/i, '')} later`;

/** A time range shifted by `offset`, as explicit bounds; the text itself when it bounds nothing. */
function shiftedRange(range: string, offset: string, now: Date, field: string): string {
  const { since, until } = parseTimeRange(range, now);
  if (!since && !until) return range;
  try {
    const shift = (d: Date | null) => (d ? applyTimeShift(d, offset) : null);
    return `${iso(shift(since))} : ${iso(shift(until))}`;
  } catch (err) {
    throw new CompileError(field, err instanceof Error ? err.message : String(err));
  }
}

/** The query over the time range shifted by `offset`: its temporal filters and legacy time_range. */
function shiftedQuery(
  query: ResolvedQueryObject,
  offset: string,
  now: Date,
  field: string,
): ResolvedQueryObject {
  const filters: QueryFilter[] = query.filters.map((f) =>
    f.op === 'TEMPORAL_RANGE' ? { ...f, val: shiftedRange(String(f.val ?? ''), offset, now, field) } : f,
  );
  const legacyRange = query.granularity && query.time_range;
  return {
    ...query,
    filters,
    ...(legacyRange && { time_range: shiftedRange(legacyRange, offset, now, field) }),
    time_offsets: [],
    post_processing: [],
  };
}

/** The x-axis the shifted rows join on: the BASE_AXIS column, or a legacy time series' `__timestamp`. */
function axisOf(query: ResolvedQueryObject): ResolvedQueryObject['columns'][number] | undefined {
  return query.columns.find(isBaseAxis) ?? (isLegacyTimeseries(query) ? DTTM_ALIAS : undefined);
}

export async function joinTimeOffsets(
  query: ResolvedQueryObject,
  main: Rows,
  now: Date,
  field: string,
  run: (shifted: ResolvedQueryObject) => Promise<Rows>,
): Promise<Rows> {
  if (!query.time_offsets.length || query.metrics === null) return main;
  const axis = axisOf(query);
  if (axis === undefined)
    throw new CompileError(`${field}.time_offsets`, 'Time comparison needs a temporal x-axis');
  const axisLabel = getColumnLabel(axis);
  const dims = query.columns.map(getColumnLabel).filter((l) => l !== axisLabel);
  const metrics = query.metrics.map(getMetricLabel);
  const keyOf = (row: Row, x: unknown) => JSON.stringify([x, ...dims.map((d) => row[d] ?? null)]);

  const columns = [...main.columns];
  const joined = main.rows.map((r) => ({ ...r }));
  for (const offset of query.time_offsets) {
    const shifted = await run(shiftedQuery(query, offset, now, `${field}.time_offsets`));
    const forward = forwardOf(offset);
    const byKey = new Map<string, Row>();
    for (const row of shifted.rows) {
      const x = row[axisLabel];
      const moved = typeof x === 'number' ? applyTimeShift(new Date(x), forward).getTime() : x;
      byKey.set(keyOf(row, moved), row);
    }
    for (const row of joined) {
      const match = byKey.get(keyOf(row, row[axisLabel]));
      for (const m of metrics) row[`${m}__${offset}`] = match?.[m] ?? null;
    }
    for (const m of metrics)
      columns.push({ name: `${m}__${offset}`, type: null, genericType: GenericDataType.Numeric });
  }
  return { columns, rows: joined };
}
