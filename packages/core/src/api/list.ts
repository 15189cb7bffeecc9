/**
 * The wire contract shared by every list resource of Superset's REST API: the rison `q` of
 * `GET /api/v1/<resource>/`, the list envelope, `related/` and `distinct/` answers, and the user
 * reference every object carries. The server parses with these schemas; the web takes `z.infer`.
 */
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export const listFilterSchema = z.object({
  col: z.string().min(1),
  opr: z.string().min(1),
  value: z.unknown(),
});

export const listQuerySchema = z
  .object({
    filters: z.array(listFilterSchema).default([]),
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

/** What a client sends (every field optional). */
export type ListQueryInput = z.input<typeof listQuerySchema>;
/** What the server works with (defaults filled in). */
export type ListQuery = z.output<typeof listQuerySchema>;
export type ListFilter = z.infer<typeof listFilterSchema>;

/** `related/` and `distinct/`: `(filter:'text',page:0,page_size:25)`. */
export const relatedQuerySchema = z
  .object({
    filter: z.string().default(''),
    page: z.number().int().min(0).default(0),
    page_size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    include_ids: z.array(z.number().int()).optional(),
  })
  .loose();

/** The list envelope: `{count, ids, result}`. */
export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), ids: z.array(z.number().int()), result: z.array(item) });
export type ListResponse<T> = { count: number; ids: number[]; result: T[] };

export const userRefSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type UserRef = z.infer<typeof userRefSchema>;

export const relatedOptionSchema = z.object({
  value: z.number().int(),
  text: z.string(),
  /** Users: `username` tells apart users of the same name; `email` for admins only. */
  extra: z
    .object({ username: z.string().optional(), email: z.string().optional(), active: z.boolean().optional() })
    .optional(),
});
export type RelatedOption = z.infer<typeof relatedOptionSchema>;

export const relatedResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(relatedOptionSchema),
});
export type RelatedResponse = z.infer<typeof relatedResponseSchema>;

/** `distinct/<column>`: `{count, result: [{text, value}]}`. */
export const distinctResponseSchema = z.object({
  count: z.number().int(),
  result: z.array(z.object({ text: z.string(), value: z.unknown() })),
});
export type DistinctResponse = z.infer<typeof distinctResponseSchema>;

/** `favorite_status/?q=!(ids)`: `{result: [{id, value}]}`. */
export const favoriteStatusResponseSchema = z.object({
  result: z.array(z.object({ id: z.number().int(), value: z.boolean() })),
});
export type FavoriteStatusResponse = z.infer<typeof favoriteStatusResponseSchema>;
