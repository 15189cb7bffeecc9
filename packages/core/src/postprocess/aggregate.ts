import { z } from 'zod';
import type { Frame, FrameColumn } from './frame.js';
import { columnValues, groupRows, pick, resolveAggregates } from './group.js';
import { parseOptions, requireColumns } from './options.js';

/** `{name: {column?, operator, options?}}`: output column `name` = `operator` over `column` (default `name`). */
export const AggregatesSchema = z.record(
  z.string(),
  z.looseObject({
    column: z.string().nullish(),
    operator: z.string().nullish(),
    options: z.record(z.string(), z.unknown()).nullish(),
  }),
);

export const AggregateOptionsSchema = z.looseObject({
  groupby: z.array(z.string()).nullish(),
  aggregates: AggregatesSchema.nullish(),
});
export type AggregateOptions = z.input<typeof AggregateOptionsSchema>;

/** Groups rows by `groupby` (sorted, rows with a missing key dropped) and aggregates each group. */
export function aggregate(frame: Frame, options: AggregateOptions): Frame {
  const { groupby, aggregates } = parseOptions('aggregate', AggregateOptionsSchema, options);
  const keys = groupby ?? [];
  requireColumns('aggregate', frame, keys);
  const specs = resolveAggregates('aggregate', frame, aggregates ?? {});
  const groups = groupRows(
    keys.map((name) => columnValues(frame, name)),
    frame.length,
  );
  const columns: FrameColumn[] = [
    ...keys.map((key, i) => ({ key, values: groups.map((g) => g.keys[i] ?? null) })),
    ...specs.map((spec) => ({
      key: spec.name,
      values: groups.map((g) => spec.apply(pick(spec.values, g.rows))),
    })),
  ];
  return { length: groups.length, index: [], columns };
}
