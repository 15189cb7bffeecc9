/**
 * One dataset as GET /api/v1/dataset/{id} gives it (columns, metrics, the grains of its database),
 * shared by the filter bar's controls and the filter configuration form: each dataset is fetched
 * once a minute at most per page.
 */
import { useEffect, useState } from 'react';
import { errorText } from '../../../api/errors';
import { getDataset, type ExploreDataset } from '../../../api/explore';

export type FilterDataset = ExploreDataset & {
  time_grain_sqla?: [string, string][];
  granularity_sqla?: [string, string][];
};

const datasets = new Map<number, { at: number; promise: Promise<FilterDataset> }>();
const DATASET_TTL_MS = 60_000;

export function loadDataset(id: number): Promise<FilterDataset> {
  const hit = datasets.get(id);
  if (hit && Date.now() - hit.at < DATASET_TTL_MS) return hit.promise;
  const promise = getDataset(id) as Promise<FilterDataset>;
  datasets.set(id, { at: Date.now(), promise });
  promise.catch(() => datasets.delete(id));
  return promise;
}

export interface DatasetState {
  dataset: FilterDataset | null;
  loading: boolean;
  error: string | null;
}

export function useDataset(id: number | null | undefined): DatasetState {
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
  if (!id) return { dataset: null, loading: false, error: null };
  if (state.id !== id) return { dataset: null, loading: true, error: null };
  return { dataset: state.dataset, loading: false, error: state.error };
}
