/**
 * Time offsets: the main rows joined with each time-shifted run of the same query object
 * (`time-offsets.ts` holds the shift and the join; each shifted run is compiled and checked here).
 */
import type { ResolvedQueryObject } from '@meridian/core';
import { joinTimeOffsets, type Rows } from '../time-offsets.js';
import { compileShifted } from './compile.js';
import { execute } from './execute.js';
import type { ChartDataRun } from './types.js';

export function withTimeOffsets(
  run: ChartDataRun,
  i: number,
  q: ResolvedQueryObject,
  main: Rows,
): Promise<Rows> {
  return joinTimeOffsets(q, main, run.now, `queries[${i}]`, (shifted) =>
    execute(run, i, shifted, compileShifted(run, shifted, i)),
  );
}
