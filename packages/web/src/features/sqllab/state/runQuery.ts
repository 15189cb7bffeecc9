/**
 * One query's trip to the server: the execute body, the inline stream or the async answer, failures
 * with the server's record of the query, and fetching stored results.
 */
import { ApiError } from '../../../api/client';
import { normalizeError } from '../../../api/errors';
import { executeQuery, fetchQueryResults, type ServerQuery } from '../../../api/sqllab';
import { executeQueryStream } from '../../../api/sqllabStream';
import { logEvent } from '../../../logger';
import { RowFeed } from '../results/rowFeed';
import { RESULTS_FAILED, UNKNOWN_QUERY_ERROR } from './messages';
import { fromServerQuery } from './queryRules';
import type { SqlLabAction } from './reducer';
import type { Query, QueryError, SqlLabState } from './types';

const clientErrorOf = (e: unknown) => (e instanceof ApiError ? e.clientError : normalizeError(e));

function failureOf(e: unknown): { message: string; errors?: QueryError[]; link?: string | null } {
  const err = clientErrorOf(e);
  const message = err.error || err.message || UNKNOWN_QUERY_ERROR;
  return {
    message,
    ...(err.errors ? { errors: err.errors } : {}),
    link: err.link ?? null,
  };
}

export type Dispatch = (a: SqlLabAction) => void;

export interface RunnerDeps {
  dispatch: Dispatch;
  getState: () => SqlLabState;
  inflight: Map<string, AbortController>;
  addSuccessToast: (m: string) => void;
  addDangerToast: (m: string) => void;
}

/** The body of `POST /api/v1/sqllab/execute/` for a query of the editor. */
function executeBody(query: Query, editorRemoteId: number | null) {
  return {
    client_id: query.id,
    database_id: query.dbId,
    json: true as const,
    runAsync: query.runAsync,
    catalog: query.catalog,
    schema: query.schema,
    sql: query.sql,
    sql_editor_id: editorRemoteId !== null ? String(editorRemoteId) : query.sqlEditorId,
    tab: query.tab,
    tmp_table_name: query.ctas ? (query.tempTable ?? '') : '',
    select_as_cta: query.ctas,
    ctas_method: query.ctas_method ?? ('TABLE' as const),
    ...(query.ctas && query.tempSchema ? { tmp_schema: query.tempSchema } : {}),
    templateParams: query.templateParams || undefined,
    queryLimit: query.queryLimit,
    expand_data: true as const,
  };
}

/** Inline queries stream their rows: the grid shows the first ones while the rest arrive. */
async function streamInline(
  { dispatch, getState }: RunnerDeps,
  query: Query,
  body: ReturnType<typeof executeBody>,
  signal: AbortSignal,
) {
  let feed: RowFeed | null = null;
  const r = await executeQueryStream(
    body,
    {
      onHead: (head) => {
        if (getState().queries[query.id]?.state === 'stopped') return;
        feed = new RowFeed(head.columns.map((c) => c.column_name));
        dispatch({
          type: 'patchQuery',
          id: query.id,
          patch: { results: { data: feed.rows, columns: head.columns, feed } },
        });
      },
      onRows: (rows) => feed?.pushArrays(rows),
    },
    signal,
  );
  const streamed = feed as RowFeed | null;
  if (streamed) {
    streamed.finish();
    const columns = getState().queries[query.id]?.results?.columns ?? r.columns;
    r.data = streamed.rows;
    if (columns) r.columns = columns;
  }
  return r;
}

function executeFailed({ dispatch }: RunnerDeps, query: Query, e: unknown) {
  dispatch({ type: 'queryFailed', id: query.id, ...failureOf(e), now: Date.now() });
  // A failure answer still carries the server's record of the query (its id, its SQL as run).
  const record = (clientErrorOf(e) as { query?: ServerQuery }).query;
  if (record?.queryId !== undefined)
    dispatch({
      type: 'patchQuery',
      id: query.id,
      patch: { queryId: record.queryId, executedSql: record.executedSql ?? null },
    });
}

export async function execute(deps: RunnerDeps, query: Query, editorRemoteId: number | null) {
  const { dispatch, inflight } = deps;
  dispatch({ type: 'startQuery', query });
  logEvent('sqllab_run_query', { database_id: query.dbId, run_async: query.runAsync }, { source: 'sqlLab' });
  const body = executeBody(query, editorRemoteId);
  const controller = new AbortController();
  inflight.set(query.id, controller);
  try {
    const r = query.runAsync
      ? await executeQuery(body)
      : await streamInline(deps, query, body, controller.signal);
    if (r.status === 'success' && r.data)
      dispatch({ type: 'querySuccess', id: query.id, response: r, now: Date.now() });
    else if (r.query) {
      // Accepted to run in the background: the poll follows it.
      const { id: _serverClientId, ...rest } = fromServerQuery(r.query);
      void _serverClientId;
      dispatch({ type: 'patchQuery', id: query.id, patch: rest });
    }
  } catch (e) {
    if (!controller.signal.aborted) executeFailed(deps, query, e);
  } finally {
    inflight.delete(query.id);
  }
}

export async function fetchResults({ dispatch, getState }: RunnerDeps, queryId: string) {
  const q = getState().queries[queryId];
  if (!q?.resultsKey) return;
  dispatch({ type: 'patchQuery', id: queryId, patch: { state: 'fetching' } });
  try {
    const r = await fetchQueryResults(q.resultsKey);
    dispatch({ type: 'querySuccess', id: queryId, response: r, now: Date.now() });
  } catch (e) {
    const f = failureOf(e);
    dispatch({
      type: 'queryFailed',
      id: queryId,
      ...f,
      message: f.message || RESULTS_FAILED,
      now: Date.now(),
    });
  }
}
