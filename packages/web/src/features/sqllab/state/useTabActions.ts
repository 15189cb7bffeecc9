/** Tab and table-panel actions, each persisted to the server when tabs live there. */
import { useMemo } from 'react';
import { normalizeError } from '../../../api/errors';
import { activateTabState, createTabState, deleteTabState, fetchTabState } from '../../../api/sqllab';
import { useToasts } from '../../../components/Toasts';
import { useAppDispatch } from '../useAppDispatch';
import { REMOVE_TAB_FAILED, TAB_STATE_FETCH_FAILED } from './messages';
import { blankEditor, DEFAULT_QUERY_LIMIT, editorFromServer, editorToCreate } from './persistence';
import { activeEditorId, type SqlLabAction } from './reducer';
import { adjacentTabId, newQueryTabName } from './tabRules';
import { addTable, removeTable, setTableExpanded, type TabDeps } from './tableActions';
import type { QueryEditor, SqlLabState, Table } from './types';

export interface TabActions {
  add: (extra?: Partial<QueryEditor>) => Promise<string>;
  update: (id: string, patch: Partial<QueryEditor>) => void;
  rename: (id: string, name: string) => void;
  close: (id: string) => void;
  closeOthers: (id: string) => void;
  duplicate: (id: string) => Promise<string | undefined>;
  activate: (id: string) => void;
  cycle: (direction: 1 | -1) => void;
  addTable: (
    editorId: string,
    t: { name: string; schema: string | null; catalog: string | null },
  ) => Promise<void>;
  removeTable: (table: Table) => void;
  setTableExpanded: (table: Table, expanded: boolean) => void;
}

const editorOf = (deps: TabDeps, id: string) => deps.getState().queryEditors.find((e) => e.id === id);

async function persistNew({ dispatch, backend }: TabDeps, e: QueryEditor) {
  if (!backend) return;
  try {
    const { id } = await createTabState(editorToCreate(e));
    dispatch({ type: 'updateQueryEditor', id: e.id, patch: { remoteId: id, inLocalStorage: false } });
    await activateTabState(id);
  } catch {
    // Kept in the browser; the next visit migrates it to the server.
    dispatch({ type: 'updateQueryEditor', id: e.id, patch: { inLocalStorage: true } });
  }
}

async function loadRemote({ dispatch, getState, addDangerToast }: TabDeps, e: QueryEditor) {
  if (e.remoteId === null) return;
  try {
    const tab = await fetchTabState(e.remoteId);
    const { editor: loaded, tables, query } = editorFromServer(tab, e.id);
    dispatch({ type: 'updateQueryEditor', id: e.id, patch: { ...loaded, id: e.id } });
    for (const t of tables) dispatch({ type: 'addTable', table: t });
    if (query && !getState().queries[query.id]) dispatch({ type: 'startQuery', query });
  } catch (err) {
    // Spec §4: a tab whose state the server no longer has is dropped.
    if (normalizeError(err).status === 404) dispatch({ type: 'dropQueryEditor', id: e.id });
    else addDangerToast(TAB_STATE_FETCH_FAILED);
  }
}

function activate(deps: TabDeps, id: string) {
  const e = editorOf(deps, id);
  if (!e) return;
  deps.dispatch({ type: 'setActiveQueryEditor', id });
  if (!e.loaded) void loadRemote(deps, e);
  if (deps.backend && e.remoteId !== null) void activateTabState(e.remoteId).catch(() => undefined);
}

function removeRemote(deps: TabDeps, ids: string[]) {
  for (const id of ids) {
    const e = editorOf(deps, id);
    if (deps.backend && e?.remoteId != null)
      void deleteTabState(e.remoteId).catch(() => deps.addDangerToast(REMOVE_TAB_FAILED));
  }
}

async function addTab(deps: TabDeps, extra: Partial<QueryEditor> = {}) {
  const s = deps.getState();
  const current = s.queryEditors.find((e) => e.id === activeEditorId(s));
  const e = blankEditor(newQueryTabName(s.queryEditors), {
    // A new tab starts on the current tab's database and schema, else on the default database.
    dbId: current?.dbId ?? s.defaultDbId ?? null,
    catalog: current?.catalog ?? null,
    schema: current?.schema ?? null,
    queryLimit: current?.queryLimit ?? s.conf?.DEFAULT_SQLLAB_LIMIT ?? DEFAULT_QUERY_LIMIT,
    ...extra,
  });
  deps.dispatch({ type: 'addQueryEditor', editor: e });
  await persistNew(deps, e);
  return e.id;
}

function duplicateTab(deps: TabDeps, id: string) {
  const e = editorOf(deps, id);
  if (!e) return Promise.resolve(undefined);
  return addTab(deps, {
    name: `${e.name} (copy)`,
    dbId: e.dbId,
    catalog: e.catalog,
    schema: e.schema,
    sql: e.sql,
    queryLimit: e.queryLimit,
    templateParams: e.templateParams,
    autorun: false,
  });
}

function createTabActions(deps: TabDeps): TabActions {
  const { dispatch, getState } = deps;
  return {
    add: (extra) => addTab(deps, extra),
    update: (id, patch) => dispatch({ type: 'updateQueryEditor', id, patch, now: Date.now() }),
    rename: (id, name) => {
      if (name.trim())
        dispatch({ type: 'updateQueryEditor', id, patch: { name: name.trim() }, now: Date.now() });
    },
    close: (id) => {
      removeRemote(deps, [id]);
      dispatch({ type: 'removeQueryEditor', id, now: Date.now() });
      const next = activeEditorId(getState());
      if (next) activate(deps, next);
    },
    closeOthers: (id) => {
      removeRemote(
        deps,
        getState()
          .queryEditors.filter((e) => e.id !== id)
          .map((e) => e.id),
      );
      dispatch({ type: 'removeOtherQueryEditors', id, now: Date.now() });
    },
    duplicate: (id) => duplicateTab(deps, id),
    activate: (id) => activate(deps, id),
    cycle: (direction) => {
      const s = getState();
      const next = adjacentTabId(s.queryEditors, activeEditorId(s), direction);
      if (next) activate(deps, next);
    },
    addTable: (editorId, t) => addTable(deps, editorId, t),
    removeTable: (table) => removeTable(deps, table),
    setTableExpanded: (table, expanded) => setTableExpanded(deps, table, expanded),
  };
}

export function useTabActions(
  dispatch: (a: SqlLabAction) => void,
  getState: () => SqlLabState,
  backend: boolean,
): TabActions {
  const { addDangerToast } = useToasts();
  const appDispatch = useAppDispatch();
  return useMemo<TabActions>(
    () => createTabActions({ dispatch, getState, backend, addDangerToast, appDispatch }),
    [dispatch, getState, backend, addDangerToast, appDispatch],
  );
}
