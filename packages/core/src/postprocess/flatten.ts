import { z } from 'zod';
import { InvalidPostProcessingError } from './errors.js';
import {
  FLAT_COLUMN_SEPARATOR,
  flatColumnName,
  labelText,
  unescapeSeparator,
  type ColumnKey,
  type Frame,
} from './frame.js';
import { parseOptions } from './options.js';

export const FlattenOptionsSchema = z.looseObject({
  reset_index: z.boolean().nullish(),
  /** Levels of multi-level column keys to leave out, by position or by level name. */
  drop_levels: z.array(z.union([z.number().int(), z.string()])).nullish(),
});
export type FlattenOptions = z.input<typeof FlattenOptionsSchema>;

/**
 * Turns multi-level column keys into flat names joined with ", " (missing levels left out, commas inside
 * a level escaped as "\,") and, unless `reset_index` is false, moves the index back into columns.
 */
export function flatten(frame: Frame, options: FlattenOptions = {}): Frame {
  const o = parseOptions('flatten', FlattenOptionsSchema, options);
  const dropLevels = o.drop_levels ?? [];
  const levelNames = frame.columnLevelNames ?? [];
  const dropped = new Set(
    dropLevels.map((level) => {
      const position = typeof level === 'number' ? level : levelNames.indexOf(level);
      if (position < 0) throw new InvalidPostProcessingError(`Level ${String(level)} not found`, 'flatten');
      return position;
    }),
  );
  const columns = frame.columns.map((column) => {
    if (typeof column.key === 'string') return column;
    const levels = column.key.filter((_, i) => !dropped.has(i));
    return { key: flatColumnName(levels), values: column.values };
  });
  const resetIndex = (o.reset_index ?? true) && frame.index.length > 0;
  return {
    length: frame.length,
    index: resetIndex ? [] : frame.index,
    columns: resetIndex
      ? [...frame.index.map((level) => ({ key: level.name, values: level.values })), ...columns]
      : columns,
  };
}

/**
 * Superset's older in-pivot flattening (`flatten_columns`): levels joined with ", ", and with a single
 * aggregate the metric level is left out.
 */
export function flattenPivotKey(key: ColumnKey, aggregateCount: number): string {
  if (typeof key === 'string') return key;
  const levels = aggregateCount === 1 && key.length > 1 ? key.slice(1) : key;
  return levels.map((level) => labelText(level)).join(FLAT_COLUMN_SEPARATOR);
}

/** The levels a flat column name was made of ("SUM(num), boy" → ["SUM(num)", "boy"]), commas unescaped. */
export const splitFlatColumnName = (name: string): string[] => name.split(/(?<!\\), /).map(unescapeSeparator);

/** Superset's `label_map`: each result column name mapped to the labels it was built from. */
export const buildLabelMap = (colnames: readonly string[]): Record<string, string[]> =>
  Object.fromEntries(colnames.map((name) => [unescapeSeparator(name), splitFlatColumnName(name)]));
