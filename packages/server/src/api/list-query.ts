/**
 * The rison `q` of Superset's list endpoints, validated: filters (col/opr/value), order, paging,
 * select_columns, keys. Every failure names the field.
 */
import { parseRison, RisonError } from '@meridian/core';
import { z } from 'zod';
import { MAX_IDS_PER_REQUEST, MAX_RISON_CHARS, MAX_RISON_DEPTH } from '../sql-safety/limits.js';
import { badRequest, fieldErrors, HttpError } from './errors.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

const filterSchema = z.object({
  col: z.string().min(1),
  opr: z.string().min(1),
  value: z.unknown(),
});

export const listQuerySchema = z
  .object({
    filters: z.array(filterSchema).default([]),
    order_column: z.string().optional(),
    order_direction: z.enum(['asc', 'desc']).optional(),
    page: z.number().int().min(0).default(0),
    page_size: z
      .number()
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE, `Page size must not be greater than ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
    select_columns: z.array(z.string()).optional(),
    keys: z.array(z.string()).optional(),
  })
  .loose();

export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListFilter = z.infer<typeof filterSchema>;

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
export const parseRelatedQuery = (q: unknown) =>
  validated(
    z
      .object({
        filter: z.string().default(''),
        page: z.number().int().min(0).default(0),
        page_size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
        include_ids: z.array(z.number().int()).optional(),
      })
      .loose(),
    parseQ(q),
    'q',
  );
