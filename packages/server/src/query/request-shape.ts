/**
 * Caps on the shape of a chart-data request, checked before it is validated or compiled: every query
 * object and time offset is a database query, so one request cannot ask for an unbounded number.
 */
import { invalidField } from '../domain-errors.js';
import { MAX_QUERIES_PER_REQUEST, MAX_TIME_OFFSETS } from '../sql-safety/limits.js';

const refuse = (field: string, message: string) => invalidField(field, message);

/** Throws 400 naming `queries` or `queries.N.time_offsets` when a request asks for too many. */
export function checkQueryContextShape(body: unknown): void {
  if (body === null || typeof body !== 'object') return;
  const queries = (body as { queries?: unknown }).queries;
  if (!Array.isArray(queries)) return;
  if (queries.length > MAX_QUERIES_PER_REQUEST)
    throw refuse('queries', `At most ${MAX_QUERIES_PER_REQUEST} queries are allowed in one request.`);
  queries.forEach((query, i) => {
    const offsets = (query as { time_offsets?: unknown } | null)?.time_offsets;
    if (Array.isArray(offsets) && offsets.length > MAX_TIME_OFFSETS)
      throw refuse(`queries.${i}.time_offsets`, `At most ${MAX_TIME_OFFSETS} time offsets are allowed.`);
  });
}
