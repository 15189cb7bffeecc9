/**
 * The answer of `POST /api/v1/chart/data` as it travels: `{result: ChartDataResult[]}`, one entry per
 * query object. A data entry (result_type full, results, samples, drill_detail, post_processed)
 * carries every field below; result_type query answers `{query, language}` and columns/timegrains a
 * listing (`data`, `colnames`, `rowcount`). Loose: keys Superset adds later pass through.
 */
import { z } from 'zod';

export const chartDataResultSchema = z.looseObject({
  colnames: z.array(z.string()),
  /** Superset's GenericDataType per column: 0 numeric, 1 string, 2 temporal, 3 boolean. */
  coltypes: z.array(z.number().nullable()).optional(),
  data: z.array(z.record(z.string(), z.unknown())),
  rowcount: z.number().optional(),
  indexnames: z.array(z.unknown()).optional(),
  /** The time range the query ran on, epoch milliseconds. */
  from_dttm: z.number().nullish(),
  to_dttm: z.number().nullish(),
  /** The compiled statement ("View query"). */
  query: z.string().optional(),
  language: z.string().optional(),
  status: z.string().optional(),
  error: z.string().nullish(),
  stacktrace: z.string().nullish(),
  cache_key: z.string().nullish(),
  cache_timeout: z.number().nullish(),
  is_cached: z.boolean().optional(),
  cached_dttm: z.string().nullish(),
  result_format: z.string().optional(),
  applied_template_filters: z.array(z.string()).optional(),
  /** Filters the query applied, and those it could not (e.g. a column the dataset lacks). */
  applied_filters: z.array(z.looseObject({ column: z.string() })).optional(),
  rejected_filters: z.array(z.looseObject({ column: z.string(), reason: z.string().optional() })).optional(),
  annotation_data: z.record(z.string(), z.unknown()).optional(),
});
/** One entry of the chart-data answer's `result` list: what a chart's transformProps reads. */
export type ChartDataResult = z.infer<typeof chartDataResultSchema>;

export const chartDataResponseSchema = z.object({ result: z.array(chartDataResultSchema) });
/** The JSON body of a chart-data answer. */
export type ChartDataResponse = z.infer<typeof chartDataResponseSchema>;
