import { z } from 'zod';
import { columnPositions, withKeyHead, type Cell, type Frame, type FrameColumn } from './frame.js';
import { parseOptions, requireColumns } from './options.js';
import { addColumns } from './transform.js';
import { numberCell, toNumber } from './values.js';

export const DiffOptionsSchema = z.looseObject({
  /** Source column → target column; the same name replaces the column. */
  columns: z.record(z.string(), z.string()),
  periods: z.number().int().nullish(),
  /** 0 / "row" / "index": down each column; 1 / "column": across the selected columns. */
  axis: z.union([z.literal(0), z.literal(1), z.enum(['row', 'index', 'column', 'columns'])]).nullish(),
});
export type DiffOptions = z.input<typeof DiffOptionsSchema>;

const minus = (a: Cell | undefined, b: Cell | undefined): Cell => {
  const x = toNumber(a ?? null);
  const y = toNumber(b ?? null);
  return x === null || y === null ? null : numberCell(x - y);
};

/** Difference with the value `periods` rows earlier (or, on axis 1, `periods` selected columns to the left). */
export function diff(frame: Frame, options: DiffOptions): Frame {
  const o = parseOptions('diff', DiffOptionsSchema, options);
  const periods = o.periods ?? 1;
  const byColumn = o.axis === 1 || o.axis === 'column' || o.axis === 'columns';
  requireColumns('diff', frame, Object.keys(o.columns));
  const selected = Object.entries(o.columns).flatMap(([source, target]) =>
    columnPositions(frame, source).map((position) => ({
      position,
      target,
      column: frame.columns[position] as FrameColumn,
    })),
  );
  const results = selected.map(({ column }, j) => {
    if (byColumn) {
      const other = selected[j - periods]?.column;
      return column.values.map((v, r) => (other ? minus(v, other.values[r]) : null));
    }
    return column.values.map((v, r) =>
      r - periods >= 0 && r - periods < frame.length ? minus(v, column.values[r - periods]) : null,
    );
  });
  const columns = [...frame.columns];
  const added: FrameColumn[] = [];
  selected.forEach(({ position, target, column }, j) => {
    const values = results[j] ?? [];
    if (keyName(column) === target) columns[position] = { key: column.key, values };
    else added.push({ key: withKeyHead(column.key, target), values });
  });
  return { ...frame, columns: addColumns(columns, added) };
}

const keyName = (column: FrameColumn) => (typeof column.key === 'string' ? column.key : column.key[0]);
