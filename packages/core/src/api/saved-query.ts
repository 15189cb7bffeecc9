/**
 * Saved queries (`/api/v1/saved_query/`): the create and update body and the object every answer
 * (list row, get, create, update) carries. The list's `q` is the common list query (list.ts).
 */
import { z } from 'zod';
import { idResultSchema } from './fields.js';
import { userRefSchema } from './list.js';
import { sqlTableSchema } from './query.js';
import { sqlTextSchema } from './sqllab.js';

/** `POST /api/v1/saved_query/` (every field optional for `PUT .../{id}`). */
export const savedQueryBodySchema = z
  .object({
    db_id: z.coerce.number().int().positive(),
    label: z.string().max(256).nullish(),
    description: z.string().nullish(),
    sql: sqlTextSchema().nullish(),
    schema: z.string().max(128).nullish(),
    catalog: z.string().max(256).nullish(),
    template_parameters: sqlTextSchema().nullish(),
    extra_json: z.string().nullish(),
  })
  .strict();
export const savedQueryPatchSchema = savedQueryBodySchema.partial();

/** A saved query as the list, get, create and update answer it. */
export const savedQuerySchema = z.object({
  id: z.number().int(),
  uuid: z.string().optional(),
  label: z.string(),
  description: z.string().nullable(),
  sql: z.string(),
  sql_tables: z.array(sqlTableSchema).optional(),
  schema: z.string().nullable(),
  catalog: z.string().nullable(),
  db_id: z.number().int().nullish(),
  database: z.object({ id: z.number().int(), database_name: z.string() }).nullable(),
  template_parameters: z.string().nullable(),
  extra_json: z.string().nullish(),
  extra: z.record(z.string(), z.unknown()).nullish(),
  rows: z.number().int().nullable(),
  last_run: z.string().nullish(),
  last_run_delta_humanized: z.string().nullish(),
  created_on: z.string().optional(),
  changed_on: z.string().optional(),
  changed_on_delta_humanized: z.string(),
  created_by: userRefSchema.partial({ id: true }).nullable(),
  changed_by: userRefSchema.partial({ id: true }).nullish(),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), type: z.string() })).optional(),
});

/** get, create and update: `{id, result}`. */
export const savedQueryResponseSchema = idResultSchema(savedQuerySchema);

export type SavedQueryBodyInput = z.input<typeof savedQueryBodySchema>;
export type SavedQueryBody = z.output<typeof savedQueryBodySchema>;
export type SavedQueryPatch = z.output<typeof savedQueryPatchSchema>;
export type SavedQuery = z.infer<typeof savedQuerySchema>;
export type SavedQueryResponse = z.infer<typeof savedQueryResponseSchema>;
