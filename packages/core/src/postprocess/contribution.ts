import { z } from 'zod';
import { TIME_COMPARISON_SEPARATOR } from './compare.js';
import { InvalidPostProcessingError } from './errors.js';
import { flatColumnName, keyHead, type Cell, type ColumnKey, type Frame, type FrameColumn } from './frame.js';
import { parseOptions } from './options.js';
import { addColumns } from './transform.js';
import { isNumericColumn, numberCell, toNumber } from './values.js';

export const ContributionOptionsSchema = z.looseObject({
  orientation: z.enum(['row', 'column']).nullish(),
  columns: z.array(z.string()).nullish(),
  time_shifts: z.array(z.string()).nullish(),
  rename_columns: z.array(z.string()).nullish(),
  /** Column totals to divide by (instead of the column sums), keyed by column name. */
  contribution_totals: z.record(z.string(), z.number().nullable()).nullish(),
});
export type ContributionOptions = z.input<typeof ContributionOptionsSchema>;

const divide = (value: Cell, total: number): Cell => {
  const x = toNumber(value);
  return x === null ? null : numberCell(x / total);
};

/**
 * Each numeric cell as a share of its column total (orientation "column", missing cells count as 0) or
 * of its row total over the selected columns (orientation "row"; time-shifted columns, whose names end
 * in "__<shift>", are totalled separately). Non-numeric columns are left as they are. Results replace
 * the columns, or go to `rename_columns`.
 */
export function contribution(frame: Frame, options: ContributionOptions = {}): Frame {
  const o = parseOptions('contribution', ContributionOptionsSchema, options);
  const numeric = frame.columns.filter((c) => isNumericColumn(c.values));
  let selected: FrameColumn[] = numeric;
  if (o.columns?.length) {
    selected = o.columns.flatMap((name) => {
      const found = numeric.filter((c) => keyHead(c.key) === name);
      if (!found.length) {
        throw new InvalidPostProcessingError(
          `Column "${name}" is not numeric or does not exists in the query results.`,
          'contribution',
        );
      }
      return found;
    });
  }
  const targets: ColumnKey[] = o.rename_columns ?? selected.map((c) => c.key);
  if (targets.length !== selected.length) {
    throw new InvalidPostProcessingError(
      '`rename_columns` must have the same length as `columns` + `time_shift_columns`.',
      'contribution',
    );
  }
  const results: FrameColumn[] = [];
  if ((o.orientation ?? 'column') === 'column') {
    selected.forEach((column, i) => {
      const filled = column.values.map((v) => toNumber(v) ?? 0);
      const totals = o.contribution_totals;
      const total = totals ? (totals[flatColumnName(column.key)] ?? null) : filled.reduce((a, b) => a + b, 0);
      const values = totals && !total ? filled.map(() => 0) : filled.map((v) => divide(v, total ?? 0));
      results.push({ key: targets[i] ?? column.key, values });
    });
  } else {
    const groups = new Map<string, number[]>();
    selected.forEach((column, i) => {
      const head = String(keyHead(column.key));
      const shift = o.time_shifts?.find((ts) => head.endsWith(`${TIME_COMPARISON_SEPARATOR}${ts}`)) ?? '';
      groups.set(shift, [...(groups.get(shift) ?? []), i]);
    });
    for (const members of groups.values()) {
      const rowTotals = [...Array(frame.length).keys()].map((r) =>
        members.reduce((sum, i) => sum + (toNumber(selected[i]?.values[r] ?? null) ?? 0), 0),
      );
      for (const i of members) {
        const column = selected[i] as FrameColumn;
        results.push({
          key: targets[i] ?? column.key,
          values: column.values.map((v, r) => divide(v, rowTotals[r] ?? 0)),
        });
      }
    }
  }
  return { ...frame, columns: addColumns(frame.columns, results) };
}
