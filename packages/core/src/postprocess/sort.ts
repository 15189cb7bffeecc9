import { z } from 'zod';
import { InvalidPostProcessingError } from './errors.js';
import { columnPositions, takeRows, type Cell, type Frame } from './frame.js';
import { parseOptions } from './options.js';
import { compareForSort } from './values.js';

export const SortOptionsSchema = z.looseObject({
  /** Column (or index level) names to sort by. */
  by: z.union([z.string(), z.array(z.string())]).nullish(),
  /** One direction for all keys or one per key (default ascending). */
  ascending: z.union([z.boolean(), z.array(z.boolean())]).nullish(),
  /** Sort by the index (the x-axis after a pivot) instead of by columns. */
  is_sort_index: z.boolean().nullish(),
  /** Older form: {column: ascending}. */
  columns: z.record(z.string(), z.boolean()).nullish(),
});
export type SortOptions = z.input<typeof SortOptionsSchema>;

/** Stable multi-key sort; missing values go last in either direction (pandas' default). */
export function sort(frame: Frame, options: SortOptions): Frame {
  const o = parseOptions('sort', SortOptionsSchema, options);
  let keys: (readonly Cell[])[];
  let names: string[];
  if (o.is_sort_index) {
    names = frame.index.map((level) => level.name);
    keys = frame.index.map((level) => level.values);
  } else {
    names = o.columns ? Object.keys(o.columns) : typeof o.by === 'string' ? [o.by] : (o.by ?? []);
    if (!names.length) {
      throw new InvalidPostProcessingError('either sort_index or sort_values must be specified', 'sort');
    }
    keys = names.map((name) => {
      const level = frame.index.find((l) => l.name === name);
      const position = columnPositions(frame, name)[0];
      const values = level?.values ?? (position === undefined ? undefined : frame.columns[position]?.values);
      if (!values)
        throw new InvalidPostProcessingError(
          `Referenced columns not available in DataFrame: ${name}`,
          'sort',
        );
      return values;
    });
  }
  const ascending = o.ascending ?? true;
  const directions = o.columns
    ? Object.values(o.columns)
    : Array.isArray(ascending)
      ? ascending
      : names.map(() => ascending);
  if (directions.length !== names.length) {
    throw new InvalidPostProcessingError(
      `Length of ascending (${directions.length}) != length of by (${names.length})`,
      'sort',
    );
  }
  const order = [...Array(frame.length).keys()];
  order.sort((a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const values = keys[k] ?? [];
      const result = compareForSort(values[a], values[b], directions[k] ?? true);
      if (result) return result;
    }
    return 0;
  });
  return takeRows(frame, order);
}
