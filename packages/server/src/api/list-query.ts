/**
 * The rison `q` of Superset's list endpoints, validated: filters (col/opr/value), order, paging,
 * select_columns, keys. Every failure names the field.
 */
import { listQuerySchema, parseRison, relatedQuerySchema, RisonError, type ListQuery } from '@meridian/core';
import { z } from 'zod';
import { MAX_IDS_PER_REQUEST, MAX_RISON_CHARS, MAX_RISON_DEPTH } from '../sql-safety/limits.js';
import { badRequest, fieldErrors, HttpError } from './errors.js';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ListFilter, type ListQuery } from '@meridian/core';

/** Parses a rison `q` parameter; absent means `{}`. */
export function parseQ(q: unknown): unknown {
  if (q === undefined || q === '') return {};
  if (typeof q !== 'string') throw badRequest('q: must be a single rison string');
  if (q.length > MAX_RISON_CHARS) throw badRequest(`q: must be at most ${MAX_RISON_CHARS} characters`);
  try {
    return parseRison(q, { maxDepth: MAX_RISON_DEPTH });
  } catch (err) {
    if (err instanceof RisonError) throw badRequest(`q: ${err.message}`);
    throw err;
  }
}

export function validated<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'invalid', { message: fieldErrors(parsed.error, field) });
  return parsed.data;
}

export const parseListQuery = (q: unknown): ListQuery => validated(listQuerySchema, parseQ(q), 'q');

/** A list of ids in a body (owners, roles, dashboards, tags): each id is a lookup, so it is capped. */
export const idList = () =>
  z.array(z.number().int()).max(MAX_IDS_PER_REQUEST, `At most ${MAX_IDS_PER_REQUEST} ids are allowed`);

/** `?q=!(1,2,3)` for bulk delete and favorite_status. */
export const parseIdList = (q: unknown): number[] =>
  validated(
    z
      .array(z.number().int().positive())
      .min(1, 'At least one id is required')
      .max(MAX_IDS_PER_REQUEST, `At most ${MAX_IDS_PER_REQUEST} ids are allowed`),
    parseQ(q),
    'q',
  );

/** `related/` and `distinct/`: `(filter:'text',page:0,page_size:25)`. */
export const parseRelatedQuery = (q: unknown) => validated(relatedQuerySchema, parseQ(q), 'q');
