import { z } from 'zod';
import { POST_PROCESSING_OPERATIONS } from '../postprocess/operations.js';
import { FILTER_OPERATORS, MULTI_VALUE_OPERATORS, NO_VALUE_OPERATORS } from './filters.js';

/**
 * Superset's chart-data request (`POST /api/v1/chart/data`): a QueryContext holding QueryObjects.
 * Objects are loose (unknown keys pass through, as Superset ignores them) but every key Meridian reads
 * is type-checked. Fields Superset marks nullable accept null; `resolveQueryObject` applies defaults.
 */

export const ADHOC_METRIC_AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;
export type MetricAggregate = (typeof ADHOC_METRIC_AGGREGATES)[number];

export const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table'] as const;
export const RESULT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export const RESULT_TYPES = [
  'full',
  'samples',
  'query',
  'results',
  'columns',
  'timegrains',
  'drill_detail',
  'post_processed',
] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];
export type ResultType = (typeof RESULT_TYPES)[number];

/** A column defined by SQL in the request. `columnType` BASE_AXIS marks the x-axis column. */
export const AdhocColumnSchema = z.looseObject({
  label: z.string().nullish(),
  sqlExpression: z.string(),
  expressionType: z.literal('SQL').nullish(),
  columnType: z.enum(['BASE_AXIS', 'SERIES']).nullish(),
  timeGrain: z.string().nullish(),
  isColumnReference: z.boolean().nullish(),
});
export type AdhocColumn = z.infer<typeof AdhocColumnSchema>;

/** A dataset column name or an adhoc column. */
export const QueryColumnSchema = z.union([z.string(), AdhocColumnSchema]);
export type QueryColumn = z.infer<typeof QueryColumnSchema>;

export const AdhocMetricSchema = z
  .looseObject({
    expressionType: z.enum(['SIMPLE', 'SQL']),
    column: z.looseObject({ column_name: z.string(), type: z.string().nullish() }).nullish(),
    aggregate: z.enum(ADHOC_METRIC_AGGREGATES).nullish(),
    sqlExpression: z.string().nullish(),
    label: z.string().nullish(),
    hasCustomLabel: z.boolean().nullish(),
    optionName: z.string().nullish(),
  })
  .superRefine((metric, ctx) => {
    if (metric.expressionType === 'SIMPLE') {
      if (!metric.column)
        ctx.addIssue({ code: 'custom', path: ['column'], message: 'a SIMPLE metric needs a column' });
      if (!metric.aggregate) {
        ctx.addIssue({ code: 'custom', path: ['aggregate'], message: 'a SIMPLE metric needs an aggregate' });
      }
    } else if (!metric.sqlExpression) {
      ctx.addIssue({
        code: 'custom',
        path: ['sqlExpression'],
        message: 'a SQL metric needs a sqlExpression',
      });
    }
  });
export type AdhocMetric = z.infer<typeof AdhocMetricSchema>;

/** A saved metric name of the dataset or an adhoc metric. */
export const QueryMetricSchema = z.union([z.string(), AdhocMetricSchema]);
export type QueryMetric = z.infer<typeof QueryMetricSchema>;

const ScalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const FilterValueSchema = z.union([ScalarSchema, z.array(ScalarSchema)]);
export type FilterValue = z.infer<typeof FilterValueSchema>;

export const QueryFilterSchema = z
  .looseObject({
    col: QueryColumnSchema,
    op: z.enum(FILTER_OPERATORS),
    val: FilterValueSchema.optional(),
    grain: z.string().nullish(),
    isExtra: z.boolean().nullish(),
  })
  .superRefine((filter, ctx) => {
    if (filter.op === 'TEMPORAL_RANGE' && typeof filter.val !== 'string') {
      ctx.addIssue({ code: 'custom', path: ['val'], message: 'TEMPORAL_RANGE needs a time range string' });
    }
    const takesOne = !MULTI_VALUE_OPERATORS.includes(filter.op) && !NO_VALUE_OPERATORS.includes(filter.op);
    if (takesOne && Array.isArray(filter.val)) {
      ctx.addIssue({
        code: 'custom',
        path: ['val'],
        message: `${filter.op} takes a single value, not a list`,
      });
    }
  });
export type QueryFilter = z.infer<typeof QueryFilterSchema>;

export const QueryExtrasSchema = z.looseObject({
  where: z.string().nullish(),
  having: z.string().nullish(),
  time_grain_sqla: z.string().nullish(),
  relative_start: z.enum(['today', 'now']).nullish(),
  relative_end: z.enum(['today', 'now']).nullish(),
  instant_time_comparison_range: z.string().nullish(),
  column_order: z.array(z.string()).nullish(),
  transpile_to_dialect: z.boolean().nullish(),
});
export type QueryExtras = z.infer<typeof QueryExtrasSchema>;

/** `[column or metric, ascending]`. */
export const OrderByTermSchema = z.tuple([z.union([QueryMetricSchema, AdhocColumnSchema]), z.boolean()]);
export type OrderByTerm = z.infer<typeof OrderByTermSchema>;

export const PostProcessingStepSchema = z.looseObject({
  operation: z.string().refine((op) => (POST_PROCESSING_OPERATIONS as readonly string[]).includes(op), {
    error: (issue) => `Unsupported post processing operation: ${String(issue.input)}`,
  }),
  options: z.record(z.string(), z.unknown()).nullish(),
});
export type PostProcessingStep = z.infer<typeof PostProcessingStepSchema>;

export const AnnotationLayerSchema = z.looseObject({
  name: z.string(),
  annotationType: z.enum(['FORMULA', 'INTERVAL', 'EVENT', 'TIME_SERIES']).nullish(),
  sourceType: z.string().nullish(),
  value: z.unknown(),
  show: z.boolean().nullish(),
  showLabel: z.boolean().nullish(),
  overrides: z.record(z.string(), z.unknown()).nullish(),
  timeColumn: z.string().nullish(),
  intervalEndColumn: z.string().nullish(),
  titleColumn: z.string().nullish(),
  descriptionColumns: z.array(z.string()).nullish(),
});
export type AnnotationLayer = z.infer<typeof AnnotationLayerSchema>;

export const DatasourceRefSchema = z.looseObject({
  id: z.union([z.number().int(), z.string().min(1)]),
  type: z.enum(DATASOURCE_TYPES),
});
export type DatasourceRef = z.infer<typeof DatasourceRefSchema>;

const count = z.number().int().min(0);

export const QueryObjectSchema = z.looseObject({
  datasource: DatasourceRefSchema.nullish(),
  columns: z.array(QueryColumnSchema).nullish(),
  metrics: z.array(QueryMetricSchema).nullish(),
  filters: z.array(QueryFilterSchema).nullish(),
  extras: QueryExtrasSchema.nullish(),
  granularity: z.string().nullish(),
  time_range: z.string().nullish(),
  time_shift: z.string().nullish(),
  orderby: z.array(OrderByTermSchema).nullish(),
  row_limit: count.nullish(),
  row_offset: count.nullish(),
  series_columns: z.array(QueryColumnSchema).nullish(),
  series_limit: count.nullish(),
  series_limit_metric: QueryMetricSchema.nullish(),
  group_others_when_limit_reached: z.boolean().nullish(),
  order_desc: z.boolean().nullish(),
  is_timeseries: z.boolean().nullish(),
  time_offsets: z.array(z.string()).nullish(),
  post_processing: z.array(PostProcessingStepSchema.nullable()).nullish(),
  is_rowcount: z.boolean().nullish(),
  result_type: z.enum(RESULT_TYPES).nullish(),
  apply_fetch_values_predicate: z.boolean().nullish(),
  annotation_layers: z.array(AnnotationLayerSchema).nullish(),
  applied_time_extras: z.record(z.string(), z.unknown()).nullish(),
  url_params: z.record(z.string(), z.string()).nullish(),
  // Deprecated spellings Superset still accepts; resolveQueryObject folds them into the current keys.
  groupby: z.array(QueryColumnSchema).nullish(),
  granularity_sqla: z.string().nullish(),
  timeseries_limit: count.nullish(),
  timeseries_limit_metric: QueryMetricSchema.nullish(),
  where: z.string().nullish(),
  having: z.string().nullish(),
});
export type QueryObject = z.infer<typeof QueryObjectSchema>;

export const QueryContextSchema = z.looseObject({
  datasource: DatasourceRefSchema,
  force: z.boolean().nullish(),
  queries: z.array(QueryObjectSchema),
  form_data: z.record(z.string(), z.unknown()).nullish(),
  result_format: z.enum(RESULT_FORMATS).nullish(),
  result_type: z.enum(RESULT_TYPES).nullish(),
  custom_cache_timeout: z.number().int().nullish(),
});
export type QueryContext = z.infer<typeof QueryContextSchema>;
