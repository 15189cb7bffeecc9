/**
 * Datasets for the filter configuration form: searching the dataset list (GET /api/v1/dataset/)
 * and one dataset's columns and metrics (GET /api/v1/dataset/{id}, cached for the page visit).
 */
import { useEffect, useState } from 'react';
import { getDataset, getDatasets, type DatasetColumn, type ExploreDataset } from '../../../../api/explore';
import { errorText } from '../../../../api/errors';
import { isTemporal } from '../../../explore/controls/filter/adhocFilter';

export interface DatasetOption {
  value: number;
  label: string;
}

export async function searchDatasets(text: string): Promise<DatasetOption[]> {
  const r = await getDatasets({
    ...(text ? { filters: [{ col: 'table_name', opr: 'ct', value: text }] } : {}),
    order_column: 'table_name',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  });
  return r.result.map((d) => ({
    value: d.id,
    label: d.schema ? `${d.table_name} (${d.schema})` : d.table_name,
  }));
}

const cache = new Map<number, Promise<ExploreDataset>>();

export function loadDataset(id: number): Promise<ExploreDataset> {
  let p = cache.get(id);
  if (!p) {
    p = getDataset(id);
    cache.set(id, p);
    p.catch(() => cache.delete(id));
  }
  return p;
}

export interface DatasetState {
  dataset: ExploreDataset | null;
  loading: boolean;
  error: string | null;
}

export function useDataset(id: number | null | undefined): DatasetState {
  const [state, setState] = useState<{
    id: number | null;
    dataset: ExploreDataset | null;
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

const NUMERIC = /INT|NUM|DEC|FLOAT|DOUBLE|REAL|MONEY/i;
export const isNumericColumn = (c: DatasetColumn) =>
  c.type_generic === 0 || (c.type_generic == null && NUMERIC.test(c.type ?? ''));

/** The columns a filter type can target: numeric for ranges, temporal for time columns. */
export function columnsForFilterType(columns: readonly DatasetColumn[], filterType: string): DatasetColumn[] {
  const usable = columns.filter((c) => c.filterable !== false && c.is_active !== false);
  if (filterType === 'filter_range') return usable.filter(isNumericColumn);
  if (filterType === 'filter_timecolumn') return usable.filter((c) => isTemporal(c));
  return usable;
}
