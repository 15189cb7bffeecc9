/**
 * The wire contract of SQL Lab (`/api/v1/sqllab/...`): execute, results, estimate, format_sql,
 * validate_sql, permalinks and the bootstrap, with Superset's `Query.to_dict()` record that their
 * answers carry. The server parses bodies with these schemas; the web takes `z.infer` / `z.input`.
 * Tab state and table panels are in `sqllab-tabs.ts`.
 */
import { z } from 'zod';
import { catalogSchemaFields } from './fields.js';

/** SQL text in a body: its length is checked before anything parses or renders it. */
export const MAX_SQL_TEXT_CHARS = 1_000_000;
/** Marshmallow's Length message, as Superset answers it. */
const longerThan = (max: number) => `Longer than maximum length ${max}.`;
export const sqlTextSchema = () => z.string().max(MAX_SQL_TEXT_CHARS, longerThan(MAX_SQL_TEXT_CHARS));

/** Template parameters: an object, or its JSON text. */
const templateParamsSchema = z.union([z.record(z.string(), z.unknown()), sqlTextSchema()]).nullish();

/** `POST /api/v1/sqllab/execute/`. */
export const executeBodySchema = z
  .object({
    database_id: z.coerce.number().int().positive(),
    sql: sqlTextSchema(),
    client_id: z.string().min(1).max(64).nullish(),
    ...catalogSchemaFields,
    sql_editor_id: z.union([z.string(), z.number()]).nullish(),
    tab: z.string().nullish(),
    tmp_table_name: z.string().nullish(),
    select_as_cta: z.boolean().nullish(),
    ctas_method: z.enum(['TABLE', 'VIEW']).nullish(),
    templateParams: z.union([sqlTextSchema(), z.record(z.string(), z.unknown())]).nullish(),
    queryLimit: z.coerce.number().int().positive().nullish(),
    runAsync: z.boolean().nullish(),
    expand_data: z.boolean().nullish(),
    json: z.boolean().nullish(),
  })
  .loose();
export type ExecuteBody = z.output<typeof executeBodySchema>;

/** `GET /api/v1/sqllab/results/?q=(key:...,rows:...)`. */
export const resultsQuerySchema = z
  .object({ key: z.string().min(1), rows: z.number().int().positive().optional() })
  .loose();

/** `POST /api/v1/sqllab/estimate/`. */
export const estimateBodySchema = z
  .object({
    database_id: z.coerce.number().int().positive(),
    sql: sqlTextSchema().min(1),
    ...catalogSchemaFields,
    template_params: templateParamsSchema,
  })
  .loose();
export const estimateResponseSchema = z.object({
  result: z.union([z.array(z.record(z.string(), z.unknown())), z.record(z.string(), z.unknown())]),
});

/** `POST /api/v1/sqllab/format_sql/`. */
export const formatSqlBodySchema = z
  .object({
    sql: sqlTextSchema(),
    database_id: z.coerce.number().int().positive().nullish(),
    engine: z.string().nullish(),
    template_params: templateParamsSchema,
  })
  .loose();
export const formatSqlResponseSchema = z.object({ result: z.string() });

/** `POST /api/v1/database/{id}/validate_sql/`. */
export const validateSqlBodySchema = z
  .object({
    sql: sqlTextSchema(),
    ...catalogSchemaFields,
    template_params: templateParamsSchema,
  })
  .loose();
export const validationAnnotationSchema = z.object({
  line_number: z.number().int().nullable(),
  start_column: z.number().int().nullable(),
  end_column: z.number().int().nullable(),
  message: z.string(),
});
export const validateSqlResponseSchema = z.object({ result: z.array(validationAnnotationSchema) });

/** `POST /api/v1/sqllab/permalink`: the editor state kept; `GET .../permalink/{key}` gives it back. */
export const sqlLabPermalinkStateSchema = z
  .object({
    dbId: z.number().int(),
    sql: sqlTextSchema(),
    name: z.string().nullish(),
    ...catalogSchemaFields,
    templateParams: sqlTextSchema().nullish(),
    autorun: z.boolean().nullish(),
  })
  .loose();
export const permalinkResponseSchema = z.object({ key: z.string(), url: z.string() });

/** A result column (GenericDataType in type_generic: 0 num, 1 str, 2 time, 3 bool). */
export const resultColumnSchema = z.object({
  column_name: z.string(),
  name: z.string().optional(),
  type: z.string().nullable(),
  is_dttm: z.boolean(),
  type_generic: z.number().int().nullish(),
});

/** Superset's Query.to_dict(): the camelCase record inside execute, results and updated_since answers. */
export const serverQuerySchema = z
  .object({
    id: z.string(),
    queryId: z.number().int().optional(),
    dbId: z.number().int(),
    db: z.string().nullish(),
    ...catalogSchemaFields,
    sql: z.string(),
    executedSql: z.string().nullish(),
    sqlEditorId: z.string().nullish(),
    tab: z.string().nullish(),
    state: z.string(),
    progress: z.number().optional(),
    startDttm: z.number().nullish(),
    endDttm: z.number().nullish(),
    rows: z.number().int().nullish(),
    limit: z.number().int().nullish(),
    limitingFactor: z.string().nullish(),
    resultsKey: z.string().nullish(),
    errorMessage: z.string().nullish(),
    trackingUrl: z.string().nullish(),
    ctas: z.boolean().optional(),
    tempTable: z.string().nullish(),
    tempSchema: z.string().nullish(),
    serverId: z.number().int().optional(),
    userId: z.number().int().nullish(),
    user: z.string().nullish(),
    changed_on: z.string().optional(),
    extra: z.record(z.string(), z.unknown()).optional(),
  })
  .loose();

/** Execute and results answers; a stopped or failed run carries no rows. */
export const queryExecutionResponseSchema = z
  .object({
    status: z.string(),
    query_id: z.number().int().optional(),
    data: z.array(z.record(z.string(), z.unknown())).optional(),
    /** More rows are stored than DISPLAY_MAX_ROW let the server send. */
    displayLimitReached: z.boolean().optional(),
    columns: z.array(resultColumnSchema).optional(),
    selected_columns: z.array(resultColumnSchema).optional(),
    expanded_columns: z.array(resultColumnSchema).optional(),
    message: z.string().optional(),
    errors: z.array(z.unknown()).optional(),
    query: serverQuerySchema,
  })
  .loose();

/** The first line of a streamed execute answer: the columns, before any row. */
export const resultHeadSchema = z.object({
  columns: z.array(resultColumnSchema),
  selected_columns: z.array(resultColumnSchema).optional(),
  expanded_columns: z.array(resultColumnSchema).optional(),
});

export type ExecuteBodyInput = z.input<typeof executeBodySchema>;
export type EstimateBodyInput = z.input<typeof estimateBodySchema>;
export type EstimateResponse = z.infer<typeof estimateResponseSchema>;
export type FormatSqlBodyInput = z.input<typeof formatSqlBodySchema>;
export type FormatSqlResponse = z.infer<typeof formatSqlResponseSchema>;
export type ValidateSqlBodyInput = z.input<typeof validateSqlBodySchema>;
export type ValidationAnnotation = z.infer<typeof validationAnnotationSchema>;
export type ValidateSqlResponse = z.infer<typeof validateSqlResponseSchema>;
export type SqlLabPermalinkState = z.infer<typeof sqlLabPermalinkStateSchema>;
export type SqlLabPermalinkResponse = z.infer<typeof permalinkResponseSchema>;
export type ResultColumn = z.infer<typeof resultColumnSchema>;
export type ServerQuery = z.infer<typeof serverQuerySchema>;
export type QueryExecutionResponse = z.infer<typeof queryExecutionResponseSchema>;
export type ResultHead = z.infer<typeof resultHeadSchema>;
