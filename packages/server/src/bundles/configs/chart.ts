/** `charts/<name>.yaml`: a chart, its form data in `params`, on the dataset named by uuid. */
import { z } from 'zod';
import { exported, jsonObject, optionalNumber, optionalText, uuid } from './fields.js';

export const chartConfig = z.object({
  ...exported,
  slice_name: z.string().min(1),
  viz_type: z.string().min(1),
  dataset_uuid: uuid,
  params: jsonObject,
  /** Kept as the JSON text Superset stores; an object written by a newer exporter is serialised. */
  query_context: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .nullish()
    .transform((v) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : v)),
  description: optionalText,
  cache_timeout: optionalNumber,
  certified_by: optionalText,
  certification_details: optionalText,
});

export type ChartConfig = z.infer<typeof chartConfig>;
