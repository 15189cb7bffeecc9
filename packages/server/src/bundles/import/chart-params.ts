/**
 * A chart's form data and saved query context pointed at the dataset it is imported onto (Superset's
 * update_chart_config_dataset): `params.datasource` becomes `<id>__table`, and the query context's
 * datasource (its form data's too) the new id; a query context that is not JSON is dropped.
 */
import type { ChartConfig } from '../configs/chart.js';

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const DATASOURCE_TYPE = 'table';

/** `<id>__table`, the form data's name of a dataset. */
export const datasourceUid = (datasetId: number) => `${datasetId}__${DATASOURCE_TYPE}`;

/**
 * The params text to store: on the new dataset, without the exporter's stale `slice_id` and
 * `dashboards`, and keeping only formula annotation layers (the others name objects of the source).
 */
export function chartParams(params: ChartConfig['params'], datasetId: number): string {
  const { slice_id: _sliceId, dashboards: _dashboards, ...rest } = params ?? {};
  const next: Json = { ...rest, datasource: datasourceUid(datasetId) };
  if (Array.isArray(next.annotation_layers))
    next.annotation_layers = next.annotation_layers.filter(
      (layer) => isRecord(layer) && layer.annotationType === 'FORMULA',
    );
  return JSON.stringify(next);
}

/** The query_context text to store, pointed at the new dataset; null when it is not JSON. */
export function chartQueryContext(text: string | null | undefined, datasetId: number): string | null {
  if (text === null || text === undefined) return null;
  let context: unknown;
  try {
    context = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(context)) return null;
  const datasource = { id: datasetId, type: DATASOURCE_TYPE };
  const next: Json = { ...context, datasource };
  if (isRecord(context.form_data))
    next.form_data = { ...context.form_data, datasource: datasourceUid(datasetId) };
  if (Array.isArray(context.queries))
    next.queries = (context.queries as unknown[]).map((q) =>
      isRecord(q) && 'datasource' in q ? { ...q, datasource } : q,
    );
  return JSON.stringify(next);
}
