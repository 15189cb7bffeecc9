/**
 * Execute with the result streamed (`Accept: application/x-ndjson`): the server sends the columns,
 * then arrays of row arrays as the engine yields them, then the outcome. The first rows reach the
 * grid while the rest is still being read. A server answering plain JSON (an early failure, or a
 * server without streaming) is handled like `executeQuery`.
 */
import { ApiError, getCsrfToken } from './client';
import { normalizeError } from './errors';
import type { ResultHead } from '@meridian/core';
import { executeQuery, type ExecutePayload, type QueryExecutionResponse } from './sqllab';

export const NDJSON = 'application/x-ndjson';

export type { ResultHead } from '@meridian/core';

export interface StreamHandlers {
  /** The columns, before any row. */
  onHead: (head: ResultHead) => void;
  /** Rows as arrays of values in column order. */
  onRows: (rows: unknown[][]) => void;
}

const failed = (status: number, statusText: string, body: unknown) =>
  new ApiError(normalizeError({ status, statusText, body }));

/** Splits a byte stream into lines of text (the last line may lack its newline). */
async function* lines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pieces: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
      pieces.push(text.slice(start, nl));
      const line = pieces.join('');
      pieces = [];
      start = nl + 1;
      if (line) yield line;
    }
    if (start < text.length) pieces.push(text.slice(start));
    if (done) break;
  }
  const rest = pieces.join('');
  if (rest) yield rest;
}

/**
 * Runs the query; rows go to the handlers as they arrive; resolves with the outcome (whose `data`
 * is empty: the rows went to `onRows`). A failed outcome rejects like a failed execute.
 */
export async function executeQueryStream(
  body: ExecutePayload,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<QueryExecutionResponse> {
  const res = await fetch(`/api/v1/sqllab/execute/${window.location.search}`, {
    method: 'POST',
    headers: {
      Accept: `${NDJSON}, application/json`,
      'Content-Type': 'application/json',
      'X-CSRFToken': await getCsrfToken(),
    },
    credentials: 'same-origin',
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!(res.headers.get('content-type') ?? '').startsWith(NDJSON) || !res.body) {
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // not JSON: kept as text
    }
    // A lost session or a stale CSRF token: the plain call knows how to recover.
    if (res.status === 401 || (res.status === 400 && text.includes('CSRF')))
      return executeQuery(body, signal);
    if (!res.ok) throw failed(res.status, res.statusText, parsed);
    return parsed as QueryExecutionResponse;
  }
  let head: ResultHead | null = null;
  let outcome: QueryExecutionResponse | null = null;
  for await (const line of lines(res.body)) {
    if (!head) {
      head = JSON.parse(line) as ResultHead;
      handlers.onHead(head);
    } else if (line.startsWith('[')) {
      handlers.onRows(JSON.parse(line) as unknown[][]);
    } else outcome = JSON.parse(line) as QueryExecutionResponse;
  }
  if (!outcome) throw failed(500, 'Incomplete answer', { message: 'The results stream ended early.' });
  if (outcome.status === 'failed' || outcome.status === 'timed_out')
    throw failed(outcome.status === 'timed_out' ? 408 : 400, '', outcome);
  return { ...outcome, ...(head ?? {}), data: [] };
}
