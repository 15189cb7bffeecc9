import { columnPositions, keysEqual, withKeyHead, type Cell, type Frame, type FrameColumn } from './frame.js';
import { requireColumns } from './options.js';

/**
 * Runs `fn` on the columns named by the keys of `mapping` and stores each result under the mapped name:
 * the same name replaces the column in place, another name adds (or overwrites) a column at the end.
 * On a pivoted frame a name covers every (name, …) column, as pandas selects by the first level.
 */
export function transformColumns(
  operation: string,
  frame: Frame,
  mapping: Readonly<Record<string, string>>,
  fn: (values: readonly Cell[]) => Cell[],
): Frame {
  requireColumns(operation, frame, Object.keys(mapping));
  const columns: FrameColumn[] = [...frame.columns];
  const added: FrameColumn[] = [];
  for (const [source, target] of Object.entries(mapping)) {
    for (const position of columnPositions(frame, source)) {
      const column = frame.columns[position];
      if (!column) continue;
      const values = fn(column.values);
      if (target === source) columns[position] = { key: column.key, values };
      else added.push({ key: withKeyHead(column.key, target), values });
    }
  }
  return { ...frame, columns: addColumns(columns, added) };
}

/** Appends columns, replacing any existing column with the same key. */
export function addColumns(columns: readonly FrameColumn[], added: readonly FrameColumn[]): FrameColumn[] {
  const out = [...columns];
  for (const column of added) {
    const existing = out.findIndex((c) => keysEqual(c.key, column.key));
    if (existing >= 0) out[existing] = column;
    else out.push(column);
  }
  return out;
}
