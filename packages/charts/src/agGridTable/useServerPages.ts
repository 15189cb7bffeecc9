/**
 * The grid's own state under server pagination: page, sort and search. The first page comes with the
 * chart's results; any other state is fetched by the grid (buildAgGridTableQuery + the chart-data
 * endpoint), the latest request winning. New results from the host (a new query) start over.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormData } from '../sdk/plugin.js';
import { buildAgGridTableQuery, type AgGridOwnState } from './buildQuery.js';
import { fetchChartPage } from './serverPage.js';

type Row = Record<string, unknown>;

export interface ServerPages {
  rows: Row[];
  rowCount: number;
  state: AgGridOwnState;
  loading: boolean;
  error: string | null;
  /** Changes the grid state (page, sort, search) and fetches the rows it shows. */
  update: (patch: AgGridOwnState) => void;
}

const rowCountOf = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

export function useServerPages(
  enabled: boolean,
  formData: FormData,
  first: { rows: Row[]; rowCount: number },
): ServerPages {
  const [fetched, setFetched] = useState<{ rows: Row[]; rowCount: number } | null>(null);
  const [state, setState] = useState<AgGridOwnState>({ currentPage: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // New results from the host: back to its first page.
  useEffect(() => {
    controller.current?.abort();
    setFetched(null);
    setState({ currentPage: 0 });
    setError(null);
    setLoading(false);
  }, [first.rows]);
  useEffect(() => () => controller.current?.abort(), []);

  const update = (patch: AgGridOwnState) => {
    if (!enabled) return;
    const next = { ...state, ...patch };
    setState(next);
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setLoading(true);
    fetchChartPage(buildAgGridTableQuery(formData, next), abort.signal).then(
      ([page, count]) => {
        if (controller.current !== abort) return;
        const rows = page?.data ?? [];
        setFetched({ rows, rowCount: rowCountOf(count?.data[0]?.rowcount, rows.length) });
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (controller.current !== abort || abort.signal.aborted) return;
        setError(e instanceof Error ? e.message : String(e));
        setLoading(false);
      },
    );
  };

  const shown = fetched ?? first;
  return { rows: shown.rows, rowCount: shown.rowCount, state, loading, error, update };
}
