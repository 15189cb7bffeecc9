/**
 * Annotation layers sourced from another chart (`line`: time series, `table`: events/intervals) run
 * as chart-data queries of their own, in parallel with the chart's (Superset's runAnnotationQuery):
 * the other chart is read first (a chart the caller may not see answers 404 and the layer fails),
 * its form data built into a query context by its plugin, and the answer turned into the layer's
 * annotation data. Lifecycle: started → success or failed; a timeout fails with "Query timeout";
 * an error saying "no data" counts as success; an aborted query is ignored.
 */
import type { ChartDataResult, ChartRegistry, FormData } from '@meridian/charts';
import { chartDataError, fetchChartData, isAbort } from '../../api/chartData';
import { request } from '../../api/client';

export const ANNOTATION_TIMEOUT_SECONDS = 60;
export const QUERY_TIMEOUT = 'Query timeout';

export type AnnotationAction =
  | { type: 'ANNOTATION_QUERY_STARTED'; name: string }
  | { type: 'ANNOTATION_QUERY_SUCCESS'; name: string; data: unknown }
  | { type: 'ANNOTATION_QUERY_FAILED'; name: string; error: string };

export interface AnnotationState {
  /** Layer name → its data, as the chart-data answer's `annotation_data` holds native layers'. */
  annotationData: Record<string, unknown>;
  annotationError: Record<string, string>;
  /** Layers whose query is running. */
  annotationQuery: Record<string, true>;
}

export const initialAnnotationState: AnnotationState = {
  annotationData: {},
  annotationError: {},
  annotationQuery: {},
};

const without = <T>(record: Record<string, T>, key: string) =>
  Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export function annotationReducer<S extends AnnotationState>(state: S, action: AnnotationAction): S {
  switch (action.type) {
    case 'ANNOTATION_QUERY_STARTED':
      return {
        ...state,
        annotationQuery: { ...state.annotationQuery, [action.name]: true },
        annotationError: without(state.annotationError, action.name),
      };
    case 'ANNOTATION_QUERY_SUCCESS':
      return {
        ...state,
        annotationData: { ...state.annotationData, [action.name]: action.data },
        annotationQuery: without(state.annotationQuery, action.name),
      };
    case 'ANNOTATION_QUERY_FAILED':
      return {
        ...state,
        annotationData: without(state.annotationData, action.name),
        annotationError: { ...state.annotationError, [action.name]: action.error },
        annotationQuery: without(state.annotationQuery, action.name),
      };
  }
}

interface ChartSourceLayer {
  name: string;
  sourceType: 'line' | 'table';
  value: number;
  show?: boolean;
}

/** The shown layers of the form data that query another chart. */
export function chartSourceLayers(formData: FormData): ChartSourceLayer[] {
  const layers = Array.isArray(formData.annotation_layers)
    ? (formData.annotation_layers as ChartSourceLayer[])
    : [];
  return layers.filter(
    (l) =>
      (l.sourceType === 'line' || l.sourceType === 'table') && l.show !== false && Number.isInteger(l.value),
  );
}

/** A time series chart's answer as Superset's time-series annotation data: one series per column. */
export function timeseriesAnnotationData(result: ChartDataResult | undefined) {
  if (!result || result.colnames.length === 0) return [];
  const [x, ...ys] = result.colnames as [string, ...string[]];
  return ys.map((key) => ({ key, values: result.data.map((row) => ({ x: row[x], y: row[key] })) }));
}

function withTimeout<T>(promise: Promise<T>, seconds: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(QUERY_TIMEOUT)), seconds * 1000);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

async function layerData(
  registry: ChartRegistry,
  layer: ChartSourceLayer,
  signal: AbortSignal,
  force: boolean,
) {
  const chart = await request<{ result: { params: string | null } }>(`/api/v1/chart/${layer.value}`, {
    signal,
  });
  const formData = JSON.parse(chart.result.params ?? '{}') as FormData;
  const plugin = registry.get(formData.viz_type);
  if (!plugin) throw new Error(`Unknown chart type: ${formData.viz_type}`);
  const results = await fetchChartData(plugin.buildQuery(formData), { signal, force });
  return layer.sourceType === 'line'
    ? timeseriesAnnotationData(results[0])
    : { records: results[0]?.data ?? [] };
}

/** Starts the chart's chart-sourced annotation queries; they answer through `dispatch`. */
export function runAnnotationQueries(options: {
  registry: ChartRegistry;
  formData: FormData;
  signal: AbortSignal;
  force?: boolean;
  dispatch: (action: AnnotationAction) => void;
  timeoutSeconds?: number;
}): void {
  const { registry, formData, signal, dispatch } = options;
  for (const layer of chartSourceLayers(formData)) {
    dispatch({ type: 'ANNOTATION_QUERY_STARTED', name: layer.name });
    withTimeout(
      layerData(registry, layer, signal, Boolean(options.force)),
      options.timeoutSeconds ?? ANNOTATION_TIMEOUT_SECONDS,
    ).then(
      (data) => dispatch({ type: 'ANNOTATION_QUERY_SUCCESS', name: layer.name, data }),
      (e: unknown) => {
        if (isAbort(e) || signal.aborted) return;
        const message =
          e instanceof Error && e.message === QUERY_TIMEOUT ? QUERY_TIMEOUT : chartDataError(e).error;
        if (message.toLowerCase().includes('no data'))
          dispatch({ type: 'ANNOTATION_QUERY_SUCCESS', name: layer.name, data: {} });
        else dispatch({ type: 'ANNOTATION_QUERY_FAILED', name: layer.name, error: message });
      },
    );
  }
}

/** The answers with the chart-sourced layers' data merged into the first one's `annotation_data`. */
export function withAnnotationData(
  results: ChartDataResult[] | null,
  annotationData: Record<string, unknown>,
): ChartDataResult[] | null {
  if (!results?.length || Object.keys(annotationData).length === 0) return results;
  const [first, ...rest] = results as [ChartDataResult, ...ChartDataResult[]];
  return [{ ...first, annotation_data: { ...first.annotation_data, ...annotationData } }, ...rest];
}
