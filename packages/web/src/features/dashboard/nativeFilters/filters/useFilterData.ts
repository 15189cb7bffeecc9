/**
 * Data the filter controls load: the result of a filter query (options, bounds) re-run when the
 * query changes, and the target dataset (temporal columns, time grains), shared between filters of
 * one page visit.
 */
import type { ChartDataResult } from '@meridian/charts';
import type { QueryContext } from '@meridian/core';
import { useEffect, useState } from 'react';
import { fetchChartData, isAbort } from '../../../../api/chartData';
import { errorText } from '../../../../api/errors';
import { getDataset, type ExploreDataset } from '../../../../api/explore';

export interface FilterQueryState {
  result: ChartDataResult | undefined;
  loading: boolean;
  error: string | null;
}

/** Runs `query` (when not null); the same query text is not sent twice in a row. */
export function useFilterQuery(query: QueryContext | null): FilterQueryState {
  const key = query ? JSON.stringify(query) : null;
  const [state, setState] = useState<{ key: string | null; result?: ChartDataResult; error: string | null }>({
    key: null,
    error: null,
  });
  useEffect(() => {
    if (!key) return undefined;
    const abort = new AbortController();
    fetchChartData(JSON.parse(key) as QueryContext, { signal: abort.signal }).then(
      (results) => setState({ key, result: results[0], error: null }),
      (e: unknown) => {
        if (!isAbort(e)) setState({ key, error: errorText(e) });
      },
    );
    return () => abort.abort();
  }, [key]);
  const current = state.key === key;
  return {
    result: current ? state.result : undefined,
    loading: key !== null && !current,
    error: current ? state.error : null,
  };
}

/** The dataset as GET /api/v1/dataset/{id} gives it, with the grains of its database. */
export type FilterDataset = ExploreDataset & {
  time_grain_sqla?: [string, string][];
  granularity_sqla?: [string, string][];
};

const datasets = new Map<number, { at: number; promise: Promise<FilterDataset> }>();
const DATASET_TTL_MS = 60_000;

function loadDataset(id: number): Promise<FilterDataset> {
  const hit = datasets.get(id);
  if (hit && Date.now() - hit.at < DATASET_TTL_MS) return hit.promise;
  const promise = getDataset(id) as Promise<FilterDataset>;
  datasets.set(id, { at: Date.now(), promise });
  promise.catch(() => datasets.delete(id));
  return promise;
}

export function useFilterDataset(id: number | null): { dataset: FilterDataset | null; error: string | null } {
  const [state, setState] = useState<{
    id: number | null;
    dataset: FilterDataset | null;
    error: string | null;
  }>({ id: null, dataset: null, error: null });
  useEffect(() => {
    if (!id) return undefined;
    let live = true;
    loadDataset(id).then(
      (dataset) => live && setState({ id, dataset, error: null }),
      (e: unknown) => live && setState({ id, dataset: null, error: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state.id === id ? { dataset: state.dataset, error: state.error } : { dataset: null, error: null };
}
