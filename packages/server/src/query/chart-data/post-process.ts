/**
 * Post-processing: the query object's pandas-like steps (pivot, rolling, …) applied to the rows;
 * samples and drill to detail answer raw rows.
 */
import { applyPostProcessing, frameFromRows, frameToRows, type ResolvedQueryObject } from '@meridian/core';
import type { ResultColumn, Row } from '../../engines/engine.js';
import type { Rows } from '../time-offsets.js';
import type { Timing } from '../timing.js';

/**
 * The rows after post-processing (timed as `postprocess`), or `result` itself when there is none. An
 * empty result is left as it is, as Superset does, so the chart answers "no results", not an error.
 */
export function postProcess(q: ResolvedQueryObject, resultType: string, result: Rows, timing: Timing): Rows {
  if (!q.post_processing.length || resultType === 'samples' || resultType === 'drill_detail') return result;
  if (!result.rows.length) return result;
  const { columns, rows } = result;
  return timing.sync('postprocess', () => {
    const input = frameFromRows(
      rows as unknown as Parameters<typeof frameFromRows>[0],
      columns.map((c) => c.name),
    );
    const frame = applyPostProcessing(input, q.post_processing);
    const out = frameToRows(frame);
    const types = new Map(result.columns.map((c) => [c.name, c]));
    return {
      // Temporal values leave as epoch milliseconds, as the engine rows do.
      rows: out.rows.map((r) => {
        for (const k in r) if (r[k] instanceof Date) r[k] = r[k].getTime();
        return r;
      }) as unknown as Row[],
      columns: out.colnames.map(
        (name): ResultColumn => types.get(name) ?? { name, type: null, genericType: null },
      ),
    };
  });
}
