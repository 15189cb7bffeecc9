import { z } from 'zod';
import { keyHead, withKeyHead, type Frame, type FrameColumn } from './frame.js';
import { parseOptions, requireColumns } from './options.js';
import { InvalidPostProcessingError } from './errors.js';

export const SelectOptionsSchema = z.looseObject({
  /** Columns to keep, in this order (default: all). */
  columns: z.array(z.string()).nullish(),
  /** Columns to leave out, applied after `columns`. */
  exclude: z.array(z.string()).nullish(),
  /** Old name → new name, applied last (so `columns` and `exclude` use the original names). */
  rename: z.record(z.string(), z.string()).nullish(),
});
export type SelectOptions = z.input<typeof SelectOptionsSchema>;

/** Keeps, orders, drops and renames columns. */
export function select(frame: Frame, options: SelectOptions): Frame {
  const o = parseOptions('select', SelectOptionsSchema, options);
  requireColumns('select', frame, [
    ...(o.columns ?? []),
    ...(o.exclude ?? []),
    ...Object.keys(o.rename ?? {}),
  ]);
  let columns: FrameColumn[] = o.columns?.length
    ? o.columns.flatMap((name) => frame.columns.filter((c) => keyHead(c.key) === name))
    : [...frame.columns];
  if (o.exclude?.length) {
    const missing = o.exclude.filter((name) => !columns.some((c) => keyHead(c.key) === name));
    if (missing.length) {
      throw new InvalidPostProcessingError(
        `Referenced columns not available in DataFrame: ${missing.join(', ')}`,
        'select',
      );
    }
    const excluded = new Set(o.exclude);
    columns = columns.filter((c) => !excluded.has(String(keyHead(c.key))));
  }
  const renames = o.rename ?? {};
  columns = columns.map((c) => {
    const head = String(keyHead(c.key));
    return Object.hasOwn(renames, head)
      ? { key: withKeyHead(c.key, renames[head] ?? head), values: c.values }
      : c;
  });
  return { ...frame, columns };
}
