/**
 * Query history (`/api/v1/query/`): the list row, one query (QueryRestApi's show columns), the
 * editor's poll `updated_since` and `stop`. The list's `q` is the common list query (list.ts).
 */
import { z } from 'zod';
import { idResultSchema } from './fields.js';
import { userRefSchema } from './list.js';
import { serverQuerySchema } from './sqllab.js';

/** A table a query's SQL reads (`sql_tables`). */
export const sqlTableSchema = z.object({
  table: z.string(),
  schema: z.string().nullish(),
  catalog: z.string().nullish(),
});

/** When a query started, its status and its SQL Lab tab, as both the list row and `GET {id}` show them. */
const queryStartFields = {
  start_time: z.number().nullable(),
  status: z.string(),
  tab_name: z.string().nullable(),
};

/** A row of `GET /api/v1/query/`. */
export const queryListItemSchema = z.object({
  id: z.number().int(),
  client_id: z.string().optional(),
  changed_on: z.string(),
  database: z.object({ id: z.number().int().optional(), database_name: z.string().nullable() }),
  end_time: z.number().nullable(),
  executed_sql: z.string().nullable(),
  rows: z.number().int().nullable(),
  schema: z.string().nullable(),
  sql: z.string(),
  sql_tables: z.array(sqlTableSchema).optional(),
  ...queryStartFields,
  tmp_table_name: z.string().nullable(),
  tracking_url: z.string().nullable(),
  user: userRefSchema.partial({ id: true }).nullable(),
});

/** `GET /api/v1/query/{id}`: `{id, result}`. */
export const queryDetailSchema = z.object({
  id: z.number().int(),
  changed_on: z.string(),
  client_id: z.string(),
  database: z.object({ id: z.number().int(), database_name: z.string().nullable() }),
  end_result_backend_time: z.number().nullable(),
  end_time: z.number().nullable(),
  error_message: z.string().nullable(),
  executed_sql: z.string().nullable(),
  limit: z.number().int().nullable(),
  limiting_factor: z.string().nullable(),
  progress: z.number(),
  results_key: z.string().nullable(),
  rows: z.number().int().nullable(),
  catalog: z.string().nullable(),
  schema: z.string().nullable(),
  select_as_cta: z.boolean(),
  select_as_cta_used: z.boolean(),
  select_sql: z.string().nullable(),
  sql: z.string(),
  sql_editor_id: z.string().nullable(),
  start_running_time: z.number().nullable(),
  ...queryStartFields,
  tmp_schema_name: z.string().nullable(),
  tmp_table_name: z.string().nullable(),
  tracking_url: z.string().nullable(),
  user_id: z.number().int().nullable(),
});
export const queryDetailResponseSchema = idResultSchema(queryDetailSchema);

/** `GET /api/v1/query/updated_since?q=(last_updated_ms:...)`. */
export const updatedSinceQuerySchema = z.object({ last_updated_ms: z.number().min(0) }).loose();
export const updatedSinceResponseSchema = z.object({
  result: z.union([z.array(serverQuerySchema), z.record(z.string(), serverQuerySchema)]),
});

/** `POST /api/v1/query/stop`. */
export const stopQueryBodySchema = z.object({ client_id: z.string().min(1) }).loose();
export const stopQueryResponseSchema = z.object({ result: z.string() });

export type SqlTable = z.infer<typeof sqlTableSchema>;
export type QueryListItem = z.infer<typeof queryListItemSchema>;
export type QueryDetail = z.infer<typeof queryDetailSchema>;
export type QueryDetailResponse = z.infer<typeof queryDetailResponseSchema>;
export type UpdatedSinceResponse = z.infer<typeof updatedSinceResponseSchema>;
export type StopQueryResponse = z.infer<typeof stopQueryResponseSchema>;
