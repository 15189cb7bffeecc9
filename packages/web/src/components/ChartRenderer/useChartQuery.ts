/**
 * Runs chart queries for one chart and keeps its chart state: build the query context with the
 * plugin's buildQuery, POST it, and move through loading → success / failed / stopped. Starting a
 * new query or stopping aborts the request in flight.
 */
import type { ChartRegistry, FormData } from '@meridian/charts';
import type { QueryContext } from '@meridian/core';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { chartDataError, fetchChartData, isAbort } from '../../api/chartData';
import { chartReducer, initialChartState, type ChartState } from './chartState';
import { runAnnotationQueries } from './annotationQueries';
import { useChartRegistry } from './registryContext';

/** The query context of a chart's form data, built by its plugin. */
export function buildChartQueryContext(registry: ChartRegistry, formData: FormData): QueryContext {
  const plugin = registry.get(formData.viz_type);
  if (!plugin) throw new Error(`Unknown chart type: ${formData.viz_type}`);
  return plugin.buildQuery(formData);
}

export interface ChartQuery {
  state: ChartState;
  runQuery: (formData: FormData, options?: { force?: boolean }) => void;
  stopQuery: () => void;
  onRenderSuccess: () => void;
  onRenderFailure: (error: Error) => void;
  /** Records the form data the chart draws from without querying (render-only changes). */
  setLatestQueryFormData: (formData: FormData) => void;
}

export function useChartQuery(initial: Partial<ChartState> = {}): ChartQuery {
  const registry = useChartRegistry();
  const [state, dispatch] = useReducer(chartReducer, { ...initialChartState, ...initial });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const runQuery = useCallback(
    (formData: FormData, options: { force?: boolean } = {}) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      dispatch({ type: 'CHART_UPDATE_STARTED', formData, now: Date.now() });
      let context: QueryContext;
      try {
        context = buildChartQueryContext(registry, formData);
      } catch (e) {
        dispatch({ type: 'CHART_UPDATE_FAILED', error: chartDataError(e), now: Date.now() });
        return;
      }
      // Layers from other charts query in parallel with the chart (Superset's runAnnotationQuery).
      runAnnotationQueries({ registry, formData, signal: abort.signal, force: options.force, dispatch });
      fetchChartData(context, { signal: abort.signal, force: options.force }).then(
        (queriesResponse) => {
          if (controller.current === abort)
            dispatch({ type: 'CHART_UPDATE_SUCCEEDED', queriesResponse, now: Date.now() });
        },
        (e: unknown) => {
          if (isAbort(e) || controller.current !== abort) return;
          dispatch({ type: 'CHART_UPDATE_FAILED', error: chartDataError(e), now: Date.now() });
        },
      );
    },
    [registry],
  );

  const stopQuery = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    dispatch({ type: 'CHART_UPDATE_STOPPED', now: Date.now() });
  }, []);

  const onRenderSuccess = useCallback(() => dispatch({ type: 'CHART_RENDERING_SUCCEEDED' }), []);
  const onRenderFailure = useCallback(
    (error: Error) =>
      dispatch({ type: 'CHART_RENDERING_FAILED', message: error.message, stack: error.stack }),
    [],
  );
  const setLatestQueryFormData = useCallback(
    (formData: FormData) => dispatch({ type: 'UPDATE_QUERY_FORM_DATA', formData }),
    [],
  );

  return useMemo(
    () => ({ state, runQuery, stopQuery, onRenderSuccess, onRenderFailure, setLatestQueryFormData }),
    [state, runQuery, stopQuery, onRenderSuccess, onRenderFailure, setLatestQueryFormData],
  );
}
