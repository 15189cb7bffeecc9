/**
 * Running queries: execute (inline answer or async 202), poll running queries, fetch stored
 * results, stop; and the data preview of a table.
 */
import { useEffect, useMemo, useRef } from 'react';
import { ApiError } from '../../../api/client';
import { normalizeError } from '../../../api/errors';
import { fetchQueriesUpdatedSince, stopQuery } from '../../../api/queries';
import { executeQuery, fetchQueryResults, type ServerQuery } from '../../../api/sqllab';
import { executeQueryStream } from '../../../api/sqllabStream';
import { RowFeed } from '../results/rowFeed';
import { useToasts } from '../../../components/Toasts';
import { QUERY_STOPPED, RESULTS_FAILED, STOP_FAILED, UNKNOWN_QUERY_ERROR } from './messages';
import { newId } from './persistence';
import { fromServerQuery, isInProgress } from './queryRules';
import { RESULTS_PANE, type SqlLabAction } from './reducer';
import type { Query, QueryError, SqlLabState, Table } from './types';

/** How often running async queries are polled. */
export const POLL_INTERVAL_MS = 1000;
/** Superset's PREVIEW_QUERY_LIMIT. */
export const PREVIEW_QUERY_LIMIT = 100;

export interface RunOptions {
  /** Run only this text (the editor's selection). */
  sql?: string;
  runAsync?: boolean;
  /** Run as CREATE TABLE AS / CREATE VIEW AS into `table` (in `schema` when given). */
  ctas?: { method: 'TABLE' | 'VIEW'; table: string; schema: string | null };
}

export interface QueryRunner {
  run: (editorId: string, opts?: RunOptions) => Promise<void>;
  stop: (queryId: string) => Promise<void>;
  preview: (table: Table, runAsync: boolean) => Promise<void>;
  fetchResults: (queryId: string) => Promise<void>;
}

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

export function useQueryRunner(
  dispatch: (a: SqlLabAction) => void,
  getState: () => SqlLabState,
): QueryRunner {
  const { addSuccessToast, addDangerToast } = useToasts();
  const lastPoll = useRef(0);
  const inflight = useRef(new Map<string, AbortController>());

  const runner = useMemo<QueryRunner>(() => {
    const execute = async (query: Query, editorRemoteId: number | null) => {
      dispatch({ type: 'startQuery', query });
      const body = {
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
      const controller = new AbortController();
      inflight.current.set(query.id, controller);
      try {
        // Inline queries stream their rows: the grid shows the first ones while the rest arrive.
        let feed: RowFeed | null = null;
        const r = query.runAsync
          ? await executeQuery(body)
          : await executeQueryStream(
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
              controller.signal,
            );
        const streamed = feed as RowFeed | null;
        if (streamed) {
          streamed.finish();
          const columns = getState().queries[query.id]?.results?.columns ?? r.columns;
          r.data = streamed.rows;
          if (columns) r.columns = columns;
        }
        if (r.status === 'success' && r.data)
          dispatch({ type: 'querySuccess', id: query.id, response: r, now: Date.now() });
        else if (r.query) {
          // Accepted to run in the background: the poll follows it.
          const { id: _serverClientId, ...rest } = fromServerQuery(
            r.query as ServerQuery & Record<string, unknown>,
          );
          void _serverClientId;
          dispatch({ type: 'patchQuery', id: query.id, patch: rest });
        }
      } catch (e) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'queryFailed', id: query.id, ...failureOf(e), now: Date.now() });
        // A failure answer still carries the server's record of the query (its id, its SQL as run).
        const record = (clientErrorOf(e) as { query?: ServerQuery }).query;
        if (record?.queryId !== undefined)
          dispatch({
            type: 'patchQuery',
            id: query.id,
            patch: { queryId: record.queryId, executedSql: record.executedSql ?? null },
          });
      } finally {
        inflight.current.delete(query.id);
      }
    };

    const fetchResults = async (queryId: string) => {
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
    };

    return {
      async run(editorId, opts = {}) {
        const e = getState().queryEditors.find((x) => x.id === editorId);
        if (!e || e.dbId === null) return;
        const sql = opts.sql ?? e.sql;
        if (!sql.trim()) return;
        const runAsync = Boolean(opts.runAsync);
        dispatch({ type: 'setActiveSouthPaneTab', editorId, tab: RESULTS_PANE });
        await execute(
          {
            id: newId(),
            dbId: e.dbId,
            catalog: e.catalog,
            schema: e.schema,
            sql,
            sqlEditorId: e.id,
            tab: e.name,
            runAsync,
            ctas: Boolean(opts.ctas),
            ...(opts.ctas
              ? {
                  ctas_method: opts.ctas.method,
                  tempTable: opts.ctas.table,
                  tempSchema: opts.ctas.schema ?? e.schema,
                }
              : {}),
            templateParams: e.templateParams,
            queryLimit: e.queryLimit,
            state: runAsync ? 'pending' : 'running',
            progress: 0,
            startDttm: Date.now(),
            isDataPreview: false,
          },
          e.remoteId,
        );
      },
      async stop(queryId) {
        const q = getState().queries[queryId];
        if (!q) return;
        dispatch({ type: 'stopQuery', id: queryId, now: Date.now() });
        // Rows still arriving are not wanted any more (the server stops when the client leaves).
        inflight.current.get(queryId)?.abort();
        try {
          await stopQuery(queryId);
          addSuccessToast(QUERY_STOPPED);
        } catch {
          addDangerToast(STOP_FAILED);
        }
      },
      async preview(table, runAsync) {
        if (!table.selectStar) return;
        const id = newId();
        dispatch({ type: 'updateTable', id: table.id, patch: { dataPreviewQueryId: id } });
        dispatch({ type: 'setActiveSouthPaneTab', editorId: table.queryEditorId, tab: id });
        await execute(
          {
            id,
            dbId: table.dbId,
            catalog: table.catalog,
            schema: table.schema,
            sql: table.selectStar,
            sqlEditorId: table.queryEditorId,
            tab: table.name,
            runAsync,
            ctas: false,
            queryLimit: PREVIEW_QUERY_LIMIT,
            state: runAsync ? 'pending' : 'running',
            progress: 0,
            startDttm: Date.now(),
            isDataPreview: true,
          },
          null,
        );
      },
      fetchResults,
    };
  }, [dispatch, getState, addSuccessToast, addDangerToast]);

  // Poll while an async query runs; fetch the results of those that finished.
  useEffect(() => {
    lastPoll.current = Date.now();
    const timer = setInterval(() => {
      const running = Object.values(getState().queries).filter(
        (q) => q.runAsync && isInProgress(q) && q.state !== 'fetching',
      );
      if (running.length === 0) {
        lastPoll.current = Date.now();
        return;
      }
      const since = lastPoll.current - POLL_INTERVAL_MS;
      lastPoll.current = Date.now();
      fetchQueriesUpdatedSince(since)
        .then((changed) => {
          dispatch({
            type: 'refreshQueries',
            changed: changed.map((c) => fromServerQuery(c as ServerQuery & Record<string, unknown>)),
          });
          for (const c of running) {
            const q = getState().queries[c.id];
            // A results key means the results are stored: fetch them (the state may still read running).
            if (q?.resultsKey && !q.results && (q.state === 'success' || q.state === 'running'))
              void runner.fetchResults(q.id);
          }
        })
        .catch(() => undefined);
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [dispatch, getState, runner]);

  return runner;
}
