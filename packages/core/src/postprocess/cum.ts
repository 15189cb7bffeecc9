import { z } from 'zod';
import { InvalidPostProcessingError } from './errors.js';
import type { Cell, Frame } from './frame.js';
import { parseOptions } from './options.js';
import { transformColumns } from './transform.js';
import { numberCell, toNumber } from './values.js';

export const CUM_OPERATORS = ['sum', 'prod', 'min', 'max'] as const;
export type CumOperator = (typeof CUM_OPERATORS)[number];

export const CumOptionsSchema = z.looseObject({
  operator: z.string(),
  /** Source column → target column; the same name replaces the column. */
  columns: z.record(z.string(), z.string()).nullish(),
});
export type CumOptions = z.input<typeof CumOptionsSchema>;

/** Running sum/product/min/max; missing cells stay missing and do not break the running value. */
export function cumulate(values: readonly Cell[], operator: CumOperator): Cell[] {
  let acc: number | null = null;
  return values.map((cell) => {
    const x = toNumber(cell);
    if (x === null) return null;
    if (acc === null) acc = x;
    else if (operator === 'sum') acc += x;
    else if (operator === 'prod') acc *= x;
    else if (operator === 'min') acc = Math.min(acc, x);
    else acc = Math.max(acc, x);
    return numberCell(acc);
  });
}

/** Cumulative sum/prod/min/max down the selected columns. */
export function cum(frame: Frame, options: CumOptions): Frame {
  const o = parseOptions('cum', CumOptionsSchema, options);
  if (!(CUM_OPERATORS as readonly string[]).includes(o.operator)) {
    throw new InvalidPostProcessingError(`Invalid cumulative operator: ${o.operator}`, 'cum');
  }
  const operator = o.operator as CumOperator;
  return transformColumns('cum', frame, o.columns ?? {}, (values) => cumulate(values, operator));
}
