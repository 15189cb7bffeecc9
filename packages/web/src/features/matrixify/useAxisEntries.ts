/**
 * The entries of both Matrixify axes: metrics and hand-picked members are known from the form data;
 * a top-N axis asks one small chart-data query for its members (ordered as configured) whenever the
 * axis's query changes, e.g. a dashboard filter reaching the chart.
 */
import {
  staticAxisEntries,
  topNMembers,
  topNQueryContext,
  type AxisEntry,
  type FormData,
  type MatrixifyAxis,
  type MatrixifyConfig,
} from '@meridian/charts';
import { useEffect, useMemo, useState } from 'react';
import { fetchChartData, isAbort } from '../../api/chartData';

export type AxisEntriesState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; rows: AxisEntry[]; columns: AxisEntry[] };

type AxisState = { key: string; entries: AxisEntry[] } | { key: string; error: string };

function useAxis(formData: FormData, axis: MatrixifyAxis | null): AxisState | 'loading' | AxisEntry[] {
  const known = axis ? staticAxisEntries(axis) : [];
  const context = axis && known === null ? topNQueryContext(formData, axis) : null;
  const key = context ? JSON.stringify(context) : '';
  // The query is all that matters: keyed on its text, unrelated re-renders do not query again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => (context && axis ? { context, axis } : null), [key]);
  const [state, setState] = useState<AxisState | null>(null);
  useEffect(() => {
    if (!query) return undefined;
    const abort = new AbortController();
    fetchChartData(query.context, { signal: abort.signal }).then(
      (results) => setState({ key, entries: topNMembers(query.axis, results[0]?.data ?? []) }),
      (e: unknown) => {
        if (isAbort(e) || abort.signal.aborted) return;
        setState({ key, error: e instanceof Error ? e.message : String(e) });
      },
    );
    return () => abort.abort();
  }, [query, key]);
  if (known !== null) return known;
  return state && state.key === key ? state : 'loading';
}

export function useAxisEntries(formData: FormData, config: MatrixifyConfig | null): AxisEntriesState {
  const rows = useAxis(formData, config?.rows ?? null);
  const columns = useAxis(formData, config?.columns ?? null);
  const read = (s: typeof rows): AxisEntry[] | string | null =>
    s === 'loading' ? null : Array.isArray(s) ? s : 'error' in s ? s.error : s.entries;
  const r = read(rows);
  const c = read(columns);
  if (typeof r === 'string' || typeof c === 'string')
    return { status: 'failed', message: typeof r === 'string' ? r : (c as string) };
  if (r === null || c === null) return { status: 'loading' };
  return { status: 'ready', rows: r, columns: c };
}
