/**
 * The distinct values of a dataset column (`GET /api/v1/datasource/table/{id}/column/{column}/values/`),
 * offered by the filter popover's value picker. A failure (no data access, a slow database) leaves
 * the picker empty: typed values still work.
 */
import { useEffect, useState } from 'react';
import { request } from '../../../api/client';

export const columnValuesUrl = (datasetId: number, column: string) =>
  `/api/v1/datasource/table/${datasetId}/column/${encodeURIComponent(column)}/values/`;

export const fetchColumnValues = (datasetId: number, column: string, signal?: AbortSignal) =>
  request<{ result: unknown[] }>(columnValuesUrl(datasetId, column), signal ? { signal } : {}).then(
    (r) => r.result,
  );

/** A value as the picker shows and stores it (null has no place in a comparison). */
export function valueOptions(values: readonly unknown[]): { value: string; label: string }[] {
  const seen = new Set<string>();
  const out: { value: string; label: string }[] = [];
  for (const v of values) {
    if (v === null || v === undefined) continue;
    const text =
      typeof v === 'string'
        ? v
        : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
          ? String(v)
          : JSON.stringify(v);
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ value: text, label: text === '' ? '<empty string>' : text });
  }
  return out;
}

export interface ColumnValues {
  options: { value: string; label: string }[];
  loading: boolean;
}

/** Loads the values of `column` when both it and the dataset are known. */
export function useColumnValues(datasetId: number | null | undefined, column: string | null | undefined) {
  const key = datasetId && column ? `${datasetId}:${column}` : null;
  const [state, setState] = useState<{ key: string | null; values: unknown[] }>({ key: null, values: [] });
  useEffect(() => {
    if (!key || !datasetId || !column) return undefined;
    const abort = new AbortController();
    // Until this key's answer arrives, `loading` is derived from the key (see below).
    fetchColumnValues(datasetId, column, abort.signal).then(
      (values) => setState({ key, values }),
      () => {
        if (!abort.signal.aborted) setState({ key, values: [] });
      },
    );
    return () => abort.abort();
  }, [key, datasetId, column]);
  const current = state.key === key;
  return {
    options: current ? valueOptions(state.values) : [],
    loading: !current && key !== null,
  } satisfies ColumnValues;
}
