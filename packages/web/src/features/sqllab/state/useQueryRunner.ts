/**
 * Running queries: execute (inline answer or async 202), poll running queries, fetch stored
 * results, stop; and the data preview of a table.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchQueriesUpdatedSince, stopQuery } from '../../../api/queries';
import type { ServerQuery } from '../../../api/sqllab';
import { useToasts } from '../../../components/Toasts';
import { QUERY_STOPPED, STOP_FAILED } from './messages';
import { newId } from './persistence';
import { fromServerQuery, isInProgress } from './queryRules';
import { RESULTS_PANE } from './reducer';
import { execute, fetchResults, type Dispatch, type RunnerDeps } from './runQuery';
import type { Query, QueryEditor, SqlLabState, Table } from './types';

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

/** A new query of the editor `e`: its text (or `opts.sql`, the selection), database and options. */
function editorQuery(e: QueryEditor, sql: string, opts: RunOptions): Query {
  const runAsync = Boolean(opts.runAsync);
  return {
    id: newId(),
    dbId: e.dbId!,
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
  };
}

/** The data preview of a table: its SELECT * with Superset's preview limit. */
function previewQuery(table: Table, id: string, runAsync: boolean): Query {
  return {
    id,
    dbId: table.dbId,
    catalog: table.catalog,
    schema: table.schema,
    sql: table.selectStar!,
    sqlEditorId: table.queryEditorId,
    tab: table.name,
    runAsync,
    ctas: false,
    queryLimit: PREVIEW_QUERY_LIMIT,
    state: runAsync ? 'pending' : 'running',
    progress: 0,
    startDttm: Date.now(),
    isDataPreview: true,
  };
}

function createRunner(deps: RunnerDeps): QueryRunner {
  const { dispatch, getState } = deps;
  return {
    async run(editorId, opts = {}) {
      const e = getState().queryEditors.find((x) => x.id === editorId);
      if (!e || e.dbId === null) return;
      const sql = opts.sql ?? e.sql;
      if (!sql.trim()) return;
      dispatch({ type: 'setActiveSouthPaneTab', editorId, tab: RESULTS_PANE });
      await execute(deps, editorQuery(e, sql, opts), e.remoteId);
    },
    async stop(queryId) {
      const q = getState().queries[queryId];
      if (!q) return;
      dispatch({ type: 'stopQuery', id: queryId, now: Date.now() });
      // Rows still arriving are not wanted any more (the server stops when the client leaves).
      deps.inflight.get(queryId)?.abort();
      try {
        await stopQuery(queryId);
        deps.addSuccessToast(QUERY_STOPPED);
      } catch {
        deps.addDangerToast(STOP_FAILED);
      }
    },
    async preview(table, runAsync) {
      if (!table.selectStar) return;
      const id = newId();
      dispatch({ type: 'updateTable', id: table.id, patch: { dataPreviewQueryId: id } });
      dispatch({ type: 'setActiveSouthPaneTab', editorId: table.queryEditorId, tab: id });
      await execute(deps, previewQuery(table, id, runAsync), null);
    },
    fetchResults: (queryId) => fetchResults(deps, queryId),
  };
}

/** One poll of running async queries; those whose results are stored get them fetched. */
function pollOnce(
  dispatch: Dispatch,
  getState: () => SqlLabState,
  runner: QueryRunner,
  lastPoll: { current: number },
) {
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
}

export function useQueryRunner(dispatch: Dispatch, getState: () => SqlLabState): QueryRunner {
  const { addSuccessToast, addDangerToast } = useToasts();
  const lastPoll = useRef(0);
  // One map for the hook's life: the requests in flight, by query id, so Stop can abort them.
  const [inflight] = useState(() => new Map<string, AbortController>());

  const runner = useMemo<QueryRunner>(
    () => createRunner({ dispatch, getState, inflight, addSuccessToast, addDangerToast }),
    [dispatch, getState, inflight, addSuccessToast, addDangerToast],
  );

  // Poll while an async query runs; fetch the results of those that finished.
  useEffect(() => {
    lastPoll.current = Date.now();
    const timer = setInterval(() => pollOnce(dispatch, getState, runner, lastPoll), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [dispatch, getState, runner]);

  return runner;
}
