/** SQL Lab's reducer: tabs, queries and table panels (used with useReducer by the SQL Lab page). */
import type { QueryExecutionResponse } from '../../../api/sqllab';
import { applyFailure, applyRefresh, applySuccess, clearInactive, clearResultData } from './queryRules';
import { cleanTabHistory } from './tabRules';
import type { Query, QueryEditor, SqlLabState, Table } from './types';

export const RESULTS_PANE = 'Results';

export const initialSqlLabState: SqlLabState = {
  queryEditors: [],
  tabHistory: [],
  queries: {},
  tables: [],
  destroyedQueryEditors: {},
  activeSouthPaneTab: {},
};

export type SqlLabAction =
  | { type: 'restore'; state: Partial<SqlLabState> }
  | { type: 'addQueryEditor'; editor: QueryEditor }
  | { type: 'updateQueryEditor'; id: string; patch: Partial<QueryEditor>; now?: number }
  | { type: 'removeQueryEditor'; id: string; now: number }
  | { type: 'removeOtherQueryEditors'; id: string; now: number }
  | { type: 'dropQueryEditor'; id: string }
  | { type: 'setActiveQueryEditor'; id: string }
  | { type: 'startQuery'; query: Query }
  | { type: 'patchQuery'; id: string; patch: Partial<Query> }
  | { type: 'querySuccess'; id: string; response: QueryExecutionResponse; now: number }
  | {
      type: 'queryFailed';
      id: string;
      message: string;
      errors?: Query['errors'];
      link?: string | null;
      now: number;
    }
  | { type: 'stopQuery'; id: string; now: number }
  | { type: 'refreshQueries'; changed: (Partial<Query> & { id: string })[] }
  | { type: 'clearInactiveQueries'; intervalMs: number; now: number }
  | { type: 'removeQuery'; id: string }
  | { type: 'addTable'; table: Table }
  | { type: 'updateTable'; id: string; patch: Partial<Table> }
  | { type: 'removeTable'; id: string }
  | { type: 'setActiveSouthPaneTab'; editorId: string; tab: string };

export const activeEditorId = (s: SqlLabState): string | undefined =>
  s.tabHistory[s.tabHistory.length - 1] ?? s.queryEditors[0]?.id;

function patchQuery(s: SqlLabState, id: string, f: (q: Query) => Query): SqlLabState {
  const q = s.queries[id];
  if (!q) return s;
  const next = f(q);
  return next === q ? s : { ...s, queries: { ...s.queries, [id]: next } };
}

const destroyedKey = (e: QueryEditor) => (e.remoteId !== null ? String(e.remoteId) : e.id);

function removeEditors(s: SqlLabState, ids: Set<string>, now: number): SqlLabState {
  const removed = s.queryEditors.filter((e) => ids.has(e.id));
  if (removed.length === 0) return s;
  const queryEditors = s.queryEditors.filter((e) => !ids.has(e.id));
  const destroyed = { ...s.destroyedQueryEditors };
  // Tabs the server knows must be deleted there too; the time lets a restore drop stale copies.
  // Keyed by the server's id when there is one: that is the id a restore sees.
  for (const e of removed) if (!e.inLocalStorage) destroyed[destroyedKey(e)] = now;
  const queries = Object.fromEntries(Object.entries(s.queries).filter(([, q]) => !ids.has(q.sqlEditorId)));
  const history = cleanTabHistory(s.tabHistory, new Set(queryEditors.map((e) => e.id)));
  const last = queryEditors[queryEditors.length - 1];
  const tabHistory = history.length ? history : last ? [last.id] : [];
  const activeSouthPaneTab = { ...s.activeSouthPaneTab };
  for (const id of ids) delete activeSouthPaneTab[id];
  return {
    ...s,
    queryEditors,
    tabHistory,
    queries,
    tables: s.tables.filter((t) => !ids.has(t.queryEditorId)),
    destroyedQueryEditors: destroyed,
    activeSouthPaneTab,
  };
}

function updateEditor(s: SqlLabState, id: string, patch: Partial<QueryEditor>, now?: number): SqlLabState {
  const i = s.queryEditors.findIndex((e) => e.id === id);
  if (i < 0) return s;
  const queryEditors = [...s.queryEditors];
  queryEditors[i] = { ...s.queryEditors[i]!, ...patch, ...(now !== undefined ? { updatedAt: now } : {}) };
  return { ...s, queryEditors };
}

/** A tab the server no longer has (404): forgotten without asking the server to delete it. */
function dropEditor(s: SqlLabState, id: string): SqlLabState {
  const e = s.queryEditors.find((x) => x.id === id);
  const next = removeEditors(s, new Set([id]), 0);
  const destroyed = { ...next.destroyedQueryEditors };
  if (e) delete destroyed[destroyedKey(e)];
  return { ...next, destroyedQueryEditors: destroyed };
}

/** A query starts; a tab's previous query gives up its rows (only the latest keeps them). */
function startQuery(s: SqlLabState, query: Query): SqlLabState {
  let queries = { ...s.queries, [query.id]: query };
  let queryEditors = s.queryEditors;
  if (!query.isDataPreview) {
    const editor = s.queryEditors.find((e) => e.id === query.sqlEditorId);
    const latest = editor?.latestQueryId ? s.queries[editor.latestQueryId] : undefined;
    if (latest) queries = { ...queries, [latest.id]: clearResultData(latest) };
    queryEditors = s.queryEditors.map((e) =>
      e.id === query.sqlEditorId ? { ...e, latestQueryId: query.id } : e,
    );
  }
  return { ...s, queries, queryEditors };
}

function removeTable(s: SqlLabState, id: string): SqlLabState {
  const table = s.tables.find((t) => t.id === id);
  const queries = { ...s.queries };
  if (table?.dataPreviewQueryId) delete queries[table.dataPreviewQueryId];
  return { ...s, queries, tables: s.tables.filter((t) => t.id !== id) };
}

export function sqlLabReducer(s: SqlLabState, a: SqlLabAction): SqlLabState {
  switch (a.type) {
    case 'restore':
      return { ...s, ...a.state };
    case 'addQueryEditor':
      return {
        ...s,
        queryEditors: [...s.queryEditors, a.editor],
        tabHistory: [...s.tabHistory, a.editor.id],
      };
    case 'updateQueryEditor':
      return updateEditor(s, a.id, a.patch, a.now);
    case 'removeQueryEditor':
      return removeEditors(s, new Set([a.id]), a.now);
    case 'removeOtherQueryEditors':
      return removeEditors(s, new Set(s.queryEditors.filter((e) => e.id !== a.id).map((e) => e.id)), a.now);
    case 'dropQueryEditor':
      return dropEditor(s, a.id);
    case 'setActiveQueryEditor':
      if (activeEditorId(s) === a.id || !s.queryEditors.some((e) => e.id === a.id)) return s;
      return { ...s, tabHistory: [...s.tabHistory, a.id] };
    case 'startQuery':
      return startQuery(s, a.query);
    case 'patchQuery':
      return patchQuery(s, a.id, (q) => ({ ...q, ...a.patch }));
    case 'querySuccess':
      return patchQuery(s, a.id, (q) => applySuccess(q, a.response, a.now));
    case 'queryFailed':
      return patchQuery(s, a.id, (q) =>
        applyFailure(
          q,
          { message: a.message, ...(a.errors ? { errors: a.errors } : {}), link: a.link ?? null },
          a.now,
        ),
      );
    case 'stopQuery':
      return patchQuery(s, a.id, (q) => ({ ...q, state: 'stopped', endDttm: a.now, results: null }));
    case 'refreshQueries': {
      const queries = applyRefresh(s.queries, a.changed);
      return queries === s.queries ? s : { ...s, queries };
    }
    case 'clearInactiveQueries': {
      const queries = clearInactive(s.queries, a.intervalMs, a.now);
      return queries === s.queries ? s : { ...s, queries };
    }
    case 'removeQuery': {
      const queries = { ...s.queries };
      delete queries[a.id];
      return { ...s, queries };
    }
    case 'addTable':
      if (s.tables.some((t) => t.id === a.table.id)) return s;
      return { ...s, tables: [...s.tables, a.table] };
    case 'updateTable':
      return { ...s, tables: s.tables.map((t) => (t.id === a.id ? { ...t, ...a.patch } : t)) };
    case 'removeTable':
      return removeTable(s, a.id);
    case 'setActiveSouthPaneTab':
      return { ...s, activeSouthPaneTab: { ...s.activeSouthPaneTab, [a.editorId]: a.tab } };
  }
}
