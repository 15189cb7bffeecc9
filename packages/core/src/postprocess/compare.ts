import { z } from 'zod';
import { InvalidPostProcessingError } from './errors.js';
import {
  columnPositions,
  keyHead,
  keysEqual,
  type Cell,
  type ColumnKey,
  type Frame,
  type FrameColumn,
} from './frame.js';
import { parseOptions, requireColumns } from './options.js';
import { addColumns } from './transform.js';
import { numberCell, toNumber } from './values.js';

/** Separator Superset uses in time-comparison column names ("difference__metric__metric__1 year ago"). */
export const TIME_COMPARISON_SEPARATOR = '__';
export const COMPARE_TYPES = ['difference', 'percentage', 'ratio'] as const;
export type CompareType = (typeof COMPARE_TYPES)[number];

export const CompareOptionsSchema = z.looseObject({
  source_columns: z.array(z.string()),
  compare_columns: z.array(z.string()),
  compare_type: z.string(),
  drop_original_columns: z.boolean().nullish(),
  precision: z.number().int().min(0).nullish(),
});
export type CompareOptions = z.input<typeof CompareOptionsSchema>;

/** numpy's round(): half to even at `digits` decimals. */
export function roundHalfEven(x: number, digits: number): number {
  if (!Number.isFinite(x)) return x;
  const factor = 10 ** digits;
  const scaled = x * factor;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const rounded = diff > 0.5 || (diff === 0.5 && floor % 2 !== 0) ? floor + 1 : floor;
  return rounded / factor;
}

function compareValue(type: CompareType, s: Cell, c: Cell, precision: number): Cell {
  const a = toNumber(s);
  const b = toNumber(c);
  if (a === null || b === null) return null;
  if (type === 'difference') return numberCell(a - b);
  const value = type === 'percentage' ? (a - b) / b : a / b;
  return numberCell(roundHalfEven(value, precision));
}

const tail = (key: ColumnKey) => (typeof key === 'string' ? [] : key.slice(1));

/**
 * Compares each source column with its compare column (e.g. a metric with its time-shifted copy) and adds
 * "<type>__<source>__<compare>" columns: the difference, the relative change ((s − c) / c) or the ratio
 * (s / c), the last two rounded to `precision` (default 4) decimals. On a pivoted frame each series is
 * compared with the same series of the compare column.
 */
export function compare(frame: Frame, options: CompareOptions): Frame {
  const o = parseOptions('compare', CompareOptionsSchema, options);
  requireColumns('compare', frame, [...o.source_columns, ...o.compare_columns]);
  if (o.source_columns.length !== o.compare_columns.length) {
    throw new InvalidPostProcessingError(
      '`compare_columns` must have the same length as `source_columns`.',
      'compare',
    );
  }
  if (!(COMPARE_TYPES as readonly string[]).includes(o.compare_type)) {
    throw new InvalidPostProcessingError(
      '`compare_type` must be `difference`, `percentage` or `ratio`',
      'compare',
    );
  }
  const type = o.compare_type as CompareType;
  const precision = o.precision ?? 4;
  const added: FrameColumn[] = [];
  o.source_columns.forEach((source, i) => {
    const target = o.compare_columns[i] ?? '';
    const name = [type, source, target].join(TIME_COMPARISON_SEPARATOR);
    const sources = columnPositions(frame, source).map((p) => frame.columns[p] as FrameColumn);
    const targets = columnPositions(frame, target).map((p) => frame.columns[p] as FrameColumn);
    const tails = [...sources, ...targets].map((c) => tail(c.key));
    const unique = tails.filter((t, j) => tails.findIndex((u) => keysEqual(u, t)) === j);
    for (const rest of unique) {
      const s = sources.find((c) => keysEqual(tail(c.key), rest));
      const c = targets.find((col) => keysEqual(tail(col.key), rest));
      const values = [...Array(frame.length).keys()].map((r) =>
        compareValue(type, s?.values[r] ?? null, c?.values[r] ?? null, precision),
      );
      added.push({ key: rest.length ? [name, ...rest] : name, values });
    }
  });
  let columns = addColumns(frame.columns, added);
  if (o.drop_original_columns) {
    const dropped = new Set([...o.source_columns, ...o.compare_columns]);
    columns = columns.filter((c) => !dropped.has(String(keyHead(c.key))));
  }
  return { ...frame, columns };
}
