/** Request bodies of the Chart resource (POST and PUT), as Superset's chart schemas accept them. */
import { z } from 'zod';
import { idList } from './list-query.js';
import { shallowJson, tooDeepMessage } from './json-depth.js';

const jsonText = z
  .string()
  .refine(shallowJson, tooDeepMessage)
  .refine(
    (s) => {
      if (s === '') return true;
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'JSON not valid' },
  );

/** Superset lists more types; only datasets ("table", alias "dataset") back charts here. */
const datasourceType = z.enum(['table', 'dataset', 'query', 'saved_query', 'view']);

const common = {
  description: z.string().nullable().optional(),
  viz_type: z.string().max(250).nullable().optional(),
  owners: idList().optional(),
  params: jsonText.nullable().optional(),
  query_context: jsonText.nullable().optional(),
  query_context_generation: z.boolean().nullable().optional(),
  cache_timeout: z.number().int().nullable().optional(),
  dashboards: idList().optional(),
  certified_by: z.string().nullable().optional(),
  certification_details: z.string().nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().nullable().optional(),
  uuid: z.uuid().nullable().optional(),
};

export const chartPostBody = z.strictObject({
  ...common,
  slice_name: z.string().min(1).max(250),
  datasource_id: z.number().int(),
  datasource_type: datasourceType,
  datasource_name: z.string().nullable().optional(),
});

export const chartPutBody = z.strictObject({
  ...common,
  slice_name: z.string().max(250).nullable().optional(),
  datasource_id: z.number().int().nullable().optional(),
  datasource_type: datasourceType.nullable().optional(),
  /** Accepted for compatibility; tags come with the tagging feature. */
  tags: idList().optional(),
});

export type ChartPostBody = z.infer<typeof chartPostBody>;
export type ChartPutBody = z.infer<typeof chartPutBody>;
export type ChartBody = ChartPostBody | ChartPutBody;

/**
 * Superset lets anyone who may write charts store a generated query context on a chart (dashboards
 * do this for charts saved without one); such an update skips the ownership check and last_saved_at.
 */
export const isQueryContextUpdate = (body: ChartBody): boolean => {
  const keys = Object.keys(body).sort();
  return (
    keys.length === 2 &&
    keys[0] === 'query_context' &&
    keys[1] === 'query_context_generation' &&
    body.query_context_generation === true
  );
};
