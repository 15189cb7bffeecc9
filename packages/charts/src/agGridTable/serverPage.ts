/**
 * One page of a server-paginated AG Grid table: the grid asks the chart-data endpoint itself for the
 * page, sort and search it shows (Superset's table keeps these in its own state and re-runs its
 * query; here the grid runs it), with the session cookie and the CSRF token like every other call.
 */
import type { ChartDataResult, QueryContext } from '@meridian/core';

const CSRF_PATH = '/api/v1/security/csrf_token/';
let csrfToken: Promise<string> | null = null;

function getCsrfToken(): Promise<string> {
  csrfToken ??= fetch(CSRF_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`CSRF token: ${res.status}`);
      return ((await res.json()) as { result: string }).result;
    })
    .catch((e: unknown) => {
      csrfToken = null;
      throw e;
    });
  return csrfToken;
}

/** The message of an error answer ({message} or Superset's {errors: [{message}]}), else the status. */
async function errorMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: string; errors?: { message?: string }[] };
    return body.message ?? body.errors?.[0]?.message ?? `${res.status} ${res.statusText}`;
  } catch {
    return `${res.status} ${res.statusText}`;
  }
}

/** Runs a query context and returns its results (a queued, asynchronous answer is an error here). */
export async function fetchChartPage(
  context: QueryContext,
  signal?: AbortSignal,
): Promise<ChartDataResult[]> {
  const res = await fetch('/api/v1/chart/data', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-CSRFToken': await getCsrfToken(),
    },
    body: JSON.stringify(context),
    signal: signal ?? null,
  });
  if (res.status === 200) return ((await res.json()) as { result: ChartDataResult[] }).result;
  if (res.status === 400) csrfToken = null;
  throw new Error(res.status === 202 ? 'The page is being computed asynchronously' : await errorMessage(res));
}
