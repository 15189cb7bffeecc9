/**
 * `POST /api/v1/chart/data` and its relatives (samples, exports). These calls need the raw
 * response (status 202, file bodies) and an abort signal, so they use fetch directly, with the same
 * session cookie and CSRF header as the rest of the app.
 */
import type {
  ChartDataResponse,
  ChartDataResult,
  QueryContext,
  SamplesResponse,
  SamplesResult,
} from '@meridian/core';
import { asyncEventClient, type AsyncJob } from './asyncEvents';
import { ApiError, getCsrfToken, readBody, request, resetCsrfToken } from './client';
import { normalizeError, type ClientError } from './errors';
import { getGuestToken, guestHeaders } from './guestToken';

export const UNEXPECTED_STATUS = 'Received unexpected response status (%s) while fetching chart data';

export type { ChartDataResponse, SamplesResult } from '@meridian/core';

async function post(url: string, body: unknown, signal?: AbortSignal, retry = true): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      // A guest (embedded page) sends its token instead of a session's CSRF token.
      ...(getGuestToken() ? guestHeaders() : { 'X-CSRFToken': await getCsrfToken() }),
    },
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  if (res.ok) return res;
  const parsed = await readBody(res);
  // A rotated CSRF token: fetch a fresh one and try once more.
  if (res.status === 400 && retry && JSON.stringify(parsed ?? '').includes('CSRF')) {
    resetCsrfToken();
    return post(url, body, signal, false);
  }
  // A lost session: any call through `request` sends the user to the sign-in page.
  if (res.status === 401 && !getGuestToken()) void request('/api/v1/me/').catch(() => undefined);
  throw new ApiError(normalizeError({ status: res.status, statusText: res.statusText, body: parsed }));
}

const rethrow = (e: unknown): never => {
  if (e instanceof DOMException && e.name === 'AbortError') throw e;
  if (e instanceof ApiError) throw e;
  throw new ApiError(normalizeError(e));
};

/**
 * Runs a query context; resolves to its results. 200 gives results; 202 (GLOBAL_ASYNC_QUERIES) is a
 * job, followed through its events to its results (asyncEvents.ts); any other status is an error
 * (spec §4).
 */
export async function fetchChartData(
  queryContext: QueryContext,
  options: { signal?: AbortSignal; force?: boolean } = {},
): Promise<ChartDataResult[]> {
  const url = `/api/v1/chart/data${options.force ? '?force=true' : ''}`;
  try {
    const res = await post(url, queryContext, options.signal);
    if (res.status === 202) {
      const job = (await res.json()) as AsyncJob;
      return await asyncEventClient().waitForAsyncData(job, options.signal);
    }
    if (res.status !== 200) {
      throw new ApiError({ error: UNEXPECTED_STATUS.replace('%s', String(res.status)), status: res.status });
    }
    const body = (await res.json()) as ChartDataResponse;
    return body.result;
  } catch (e) {
    return rethrow(e);
  }
}

/** The error a chart query failed with, as the chart state keeps it. */
export const chartDataError = (e: unknown): ClientError =>
  e instanceof ApiError ? e.clientError : normalizeError(e);

export const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

/** Saves a blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const filenameOf = (res: Response, fallback: string) => {
  const header = res.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/.exec(header)?.[1] ?? fallback;
};

export type ExportFormat = 'csv' | 'xlsx' | 'json';

/** Downloads the chart's data: CSV and XLSX from the server, JSON as the full response. */
export async function exportChartData(queryContext: QueryContext, format: ExportFormat, name: string) {
  const safeName = name.replace(/[^\w.-]+/g, '_') || 'chart';
  try {
    if (format === 'json') {
      const res = await post('/api/v1/chart/data', {
        ...queryContext,
        result_format: 'json',
        result_type: 'full',
      });
      // With GLOBAL_ASYNC_QUERIES the JSON export is a job too: the file holds its results.
      const text =
        res.status === 202
          ? JSON.stringify({
              result: await asyncEventClient().waitForAsyncData((await res.json()) as AsyncJob),
            })
          : await res.text();
      downloadBlob(new Blob([text], { type: 'application/json' }), `${safeName}.json`);
      return;
    }
    const res = await post('/api/v1/chart/data', {
      ...queryContext,
      result_format: format,
      result_type: 'full',
    });
    downloadBlob(await res.blob(), filenameOf(res, `${safeName}.${format}`));
  } catch (e) {
    rethrow(e);
  }
}

/** The SQL of each query of a context (result_type "query"). */
export async function fetchChartQuery(
  queryContext: QueryContext,
): Promise<{ query: string; language?: string }[]> {
  const results = await fetchChartData({ ...queryContext, result_type: 'query', result_format: 'json' });
  return results.map((r) => ({ query: String(r.query ?? ''), language: r.language }));
}

/** Rows of the dataset itself (the explore "Samples" tab). */
export async function fetchSamples(
  datasourceId: number,
  options: { signal?: AbortSignal; perPage?: number; force?: boolean } = {},
): Promise<SamplesResult> {
  const params = new URLSearchParams({
    datasource_type: 'table',
    datasource_id: String(datasourceId),
    per_page: String(options.perPage ?? 1000),
    page: '1',
    ...(options.force ? { force: 'true' } : {}),
  });
  try {
    const res = await post(`/datasource/samples?${params.toString()}`, {}, options.signal);
    const body = (await res.json()) as SamplesResponse;
    return body.result;
  } catch (e) {
    return rethrow(e);
  }
}
