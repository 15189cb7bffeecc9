/**
 * The result of a filter control's query (options, bounds), re-run when the query changes. The
 * target dataset comes from ../useDataset.
 */
import type { ChartDataResult } from '@meridian/charts';
import type { QueryContext } from '@meridian/core';
import { useEffect, useState } from 'react';
import { fetchChartData, isAbort } from '../../../../api/chartData';
import { errorText } from '../../../../api/errors';

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
