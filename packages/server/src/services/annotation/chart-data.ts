/**
 * The chart-data answer's `annotation_data` for NATIVE annotation layers (Superset's
 * get_native_annotation_data): per layer name, `{columns, records}` with the layer's annotations
 * that overlap the query's time range, dates as epoch ms (as Superset's JSON answer writes them).
 * Layers of other sources are computed elsewhere: formulas in the browser, chart sources as their
 * own chart-data queries from the web. Annotations are read fresh on each answer (a cheap
 * metadata lookup), so a cached payload still shows the layer as it is now.
 */
import { can, type AnnotationLayer } from '@meridian/core';
import type { MetaDb } from '../../meta/db.js';
import type { ChartDataAnswer, QueryResult } from '../../query/chart-data.js';
import type { AuthUser } from '../../security/auth.js';
import { annotationsInRange, findLayers } from './store.js';

export const NATIVE_COLUMNS = [
  'start_dttm',
  'end_dttm',
  'short_descr',
  'long_descr',
  'json_metadata',
] as const;

export interface NativeAnnotationData {
  columns: readonly string[];
  records: Record<string, unknown>[];
}

const epochMs = (iso: string | null) => (iso === null ? null : Date.parse(iso));
const isoOf = (ms: unknown) =>
  typeof ms === 'number' && Number.isFinite(ms) ? new Date(ms).toISOString() : null;

/** The NATIVE layers' data by layer name; none for a caller without can_read on Annotation. */
export async function nativeAnnotationData(
  db: MetaDb,
  user: AuthUser,
  layers: readonly AnnotationLayer[],
  range: { from: string | null; to: string | null },
): Promise<Record<string, NativeAnnotationData>> {
  const native = layers.filter((l) => l.sourceType === 'NATIVE' && Number.isInteger(Number(l.value)));
  if (native.length === 0 || !can(user, 'can_read', 'Annotation')) return {};
  const found = new Map(
    (
      await findLayers(
        db,
        native.map((l) => Number(l.value)),
      )
    ).map((row) => [row.id, row]),
  );
  const out: Record<string, NativeAnnotationData> = {};
  for (const layer of native) {
    const row = found.get(Number(layer.value));
    if (!row) continue;
    const annotations = await annotationsInRange(db, row.id, range.from, range.to);
    out[layer.name] = {
      columns: NATIVE_COLUMNS,
      records: annotations.map((a) => ({
        start_dttm: epochMs(a.start_dttm),
        end_dttm: epochMs(a.end_dttm),
        short_descr: a.short_descr,
        long_descr: a.long_descr,
        json_metadata: a.json_metadata,
      })),
    };
  }
  return out;
}

/** The annotation layers of each query object of a chart-data request body, by position. */
function layersOfBody(body: unknown): AnnotationLayer[][] {
  const queries = (body as { queries?: unknown } | null | undefined)?.queries;
  if (!Array.isArray(queries)) return [];
  return queries.map((q) => {
    const layers = (q as { annotation_layers?: unknown } | null)?.annotation_layers;
    return Array.isArray(layers)
      ? layers.filter((l): l is AnnotationLayer => typeof (l as AnnotationLayer | null)?.name === 'string')
      : [];
  });
}

async function withData(
  db: MetaDb,
  user: AuthUser,
  result: QueryResult,
  layers: AnnotationLayer[],
): Promise<QueryResult> {
  if ((result.kind !== 'computed' && result.kind !== 'cached') || layers.length === 0) return result;
  // Only answers with native layers are re-serialized; every other answer keeps its cached text.
  const payload = JSON.parse(result.json) as Record<string, unknown>;
  const data = await nativeAnnotationData(db, user, layers, {
    from: isoOf(payload.from_dttm),
    to: isoOf(payload.to_dttm),
  });
  if (Object.keys(data).length === 0) return result;
  const json = JSON.stringify({ ...payload, annotation_data: data });
  return result.kind === 'computed'
    ? { ...result, json, payload: { ...result.payload, annotation_data: data } }
    : { ...result, json };
}

/** The JSON answer with `annotation_data` filled in for the queries that ask for native layers. */
export async function withAnnotationData(
  db: MetaDb,
  user: AuthUser,
  body: unknown,
  answer: ChartDataAnswer,
): Promise<ChartDataAnswer> {
  if (answer.format !== 'json') return answer;
  const layers = layersOfBody(body);
  if (!layers.some((l) => l.some((x) => x.sourceType === 'NATIVE'))) return answer;
  const queries = await Promise.all(answer.queries.map((q, i) => withData(db, user, q, layers[i] ?? [])));
  return { ...answer, queries };
}
