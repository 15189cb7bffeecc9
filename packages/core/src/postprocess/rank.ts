import { z } from 'zod';
import type { Cell, Frame } from './frame.js';
import { columnValues, groupRows } from './group.js';
import { parseOptions, requireColumns } from './options.js';
import { addColumns } from './transform.js';
import { toNumber } from './values.js';

export const RankOptionsSchema = z.looseObject({
  metric: z.string(),
  group_by: z.string().nullish(),
});
export type RankOptions = z.input<typeof RankOptionsSchema>;

/** pandas rank(pct=True): average rank of ties divided by the count of present values. */
export function percentRank(values: readonly Cell[]): (number | null)[] {
  const present = values
    .map((v, i) => ({ x: toNumber(v), i }))
    .filter((e): e is { x: number; i: number } => e.x !== null)
    .sort((a, b) => a.x - b.x);
  const out: (number | null)[] = values.map(() => null);
  for (let start = 0; start < present.length;) {
    let end = start;
    while (end + 1 < present.length && present[end + 1]?.x === present[start]?.x) end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) out[present[k]?.i ?? 0] = rank / present.length;
    start = end + 1;
  }
  return out;
}

/** Adds a "rank" column: the metric's percentile rank, overall or within each `group_by` value. */
export function rank(frame: Frame, options: RankOptions): Frame {
  const o = parseOptions('rank', RankOptionsSchema, options);
  requireColumns('rank', frame, o.group_by ? [o.metric, o.group_by] : [o.metric]);
  const metric = columnValues(frame, o.metric);
  let values: (number | null)[];
  if (o.group_by) {
    values = metric.map(() => null);
    for (const group of groupRows([columnValues(frame, o.group_by)], frame.length)) {
      const ranks = percentRank(group.rows.map((r) => metric[r] ?? null));
      group.rows.forEach((r, k) => (values[r] = ranks[k] ?? null));
    }
  } else {
    values = percentRank(metric);
  }
  return { ...frame, columns: addColumns(frame.columns, [{ key: 'rank', values }]) };
}
