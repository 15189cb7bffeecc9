import { z } from 'zod';
import { InvalidPostProcessingError } from './errors.js';
import { labelsEqual, type ColumnKey, type Frame, type Label } from './frame.js';
import { parseOptions } from './options.js';

export const RenameOptionsSchema = z.looseObject({
  /** Old label → new label; null removes the label from a pivoted column's flattened name. */
  columns: z.record(z.string(), z.string().nullable()),
  /** Level of pivoted column keys to rename: a position or a level name (default 0). */
  level: z.union([z.number().int().min(0), z.string()]).nullish(),
  /** Accepted for compatibility; frames are never changed in place. */
  inplace: z.boolean().nullish(),
});
export type RenameOptions = z.input<typeof RenameOptionsSchema>;

const levelOf = (key: ColumnKey, level: number): Label | undefined =>
  typeof key === 'string' ? (level === 0 ? key : undefined) : key[level];

/**
 * Renames column labels; on pivoted frames only the given level is renamed (the frontend renames the
 * metric level, or sets it to null so flattened names drop the metric).
 */
export function rename(frame: Frame, options: RenameOptions): Frame {
  const o = parseOptions('rename', RenameOptionsSchema, options);
  const mapping = Object.entries(o.columns);
  if (!mapping.length) return frame;
  const level =
    typeof o.level === 'string' ? (frame.columnLevelNames ?? []).indexOf(o.level) : (o.level ?? 0);
  if (level < 0) throw new InvalidPostProcessingError(`Level ${String(o.level)} not found`, 'rename');
  const labels = frame.columns.map((c) => levelOf(c.key, level)).filter((l): l is Label => l !== undefined);
  const missing = mapping.filter(([from]) => !labels.some((l) => labelsEqual(l, from))).map(([from]) => from);
  if (missing.length) {
    throw new InvalidPostProcessingError(
      `Referenced columns not available in DataFrame: ${missing.join(', ')}`,
      'rename',
    );
  }
  if (mapping.every(([, to]) => to !== null && labels.some((l) => labelsEqual(l, to)))) {
    throw new InvalidPostProcessingError('Label already exists', 'rename');
  }
  const renames = new Map(mapping);
  const columns = frame.columns.map((column) => {
    const current = levelOf(column.key, level);
    if (typeof current !== 'string' || !renames.has(current)) return column;
    const next = renames.get(current) ?? null;
    if (typeof column.key === 'string') return { key: next ?? '', values: column.values };
    const key = [...column.key];
    key[level] = next;
    return { key, values: column.values };
  });
  return { ...frame, columns };
}
