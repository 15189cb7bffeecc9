/** Tab and table-panel actions, each persisted to the server when tabs live there. */
import { useMemo } from 'react';
import { databaseApi } from '../../../api/databases';
import { normalizeError } from '../../../api/errors';
import {
  activateTabState,
  createTabState,
  createTableSchema,
  deleteTabState,
  deleteTableSchema,
  fetchTabState,
  setTableSchemaExpanded,
} from '../../../api/sqllab';
import { useToasts } from '../../../components/Toasts';
import { useAppDispatch } from '../useAppDispatch';
import {
  REMOVE_TAB_FAILED,
  TAB_STATE_FETCH_FAILED,
  TABLE_COLLAPSE_FAILED,
  TABLE_EXPAND_FAILED,
  TABLE_FETCH_FAILED,
  TABLE_REMOVE_FAILED,
} from './messages';
import {
  blankEditor,
  DEFAULT_QUERY_LIMIT,
  editorFromServer,
  editorToCreate,
  newId,
  tableToServer,
} from './persistence';
import { activeEditorId, type SqlLabAction } from './reducer';
import { adjacentTabId, newQueryTabName } from './tabRules';
import type { QueryEditor, SqlLabState, Table, TableColumn, TableKey } from './types';

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

interface TableMetadataResponse {
  columns: TableColumn[];
  selectStar: string;
  primaryKey: TableKey | null;
  foreignKeys: TableKey[];
  indexes: TableKey[];
}

export function useTabActions(
  dispatch: (a: SqlLabAction) => void,
  getState: () => SqlLabState,
  backend: boolean,
): TabActions {
  const { addDangerToast } = useToasts();
  const appDispatch = useAppDispatch();

  return useMemo<TabActions>(() => {
    const editor = (id: string) => getState().queryEditors.find((e) => e.id === id);

    const persistNew = async (e: QueryEditor) => {
      if (!backend) return;
      try {
        const { id } = await createTabState(editorToCreate(e));
        dispatch({ type: 'updateQueryEditor', id: e.id, patch: { remoteId: id, inLocalStorage: false } });
        await activateTabState(id);
      } catch {
        // Kept in the browser; the next visit migrates it to the server.
        dispatch({ type: 'updateQueryEditor', id: e.id, patch: { inLocalStorage: true } });
      }
    };

    const loadRemote = async (e: QueryEditor) => {
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
    };

    const activate = (id: string) => {
      const e = editor(id);
      if (!e) return;
      dispatch({ type: 'setActiveQueryEditor', id });
      if (!e.loaded) void loadRemote(e);
      if (backend && e.remoteId !== null) void activateTabState(e.remoteId).catch(() => undefined);
    };

    const remove = (ids: string[]) => {
      for (const id of ids) {
        const e = editor(id);
        if (backend && e?.remoteId != null)
          void deleteTabState(e.remoteId).catch(() => addDangerToast(REMOVE_TAB_FAILED));
      }
    };

    const add = async (extra: Partial<QueryEditor> = {}) => {
      const s = getState();
      const current = s.queryEditors.find((e) => e.id === activeEditorId(s));
      const e = blankEditor(newQueryTabName(s.queryEditors), {
        // A new tab starts on the current tab's database and schema.
        dbId: current?.dbId ?? null,
        catalog: current?.catalog ?? null,
        schema: current?.schema ?? null,
        queryLimit: current?.queryLimit ?? s.conf?.DEFAULT_SQLLAB_LIMIT ?? DEFAULT_QUERY_LIMIT,
        ...extra,
      });
      dispatch({ type: 'addQueryEditor', editor: e });
      await persistNew(e);
      return e.id;
    };

    const patchTableRemote = (table: Table, expanded: boolean) => {
      if (!backend || !table.remoteId) return;
      setTableSchemaExpanded(table.remoteId, expanded).catch(() =>
        addDangerToast(expanded ? TABLE_EXPAND_FAILED : TABLE_COLLAPSE_FAILED),
      );
    };

    return {
      add,
      update: (id, patch) => dispatch({ type: 'updateQueryEditor', id, patch, now: Date.now() }),
      rename: (id, name) => {
        if (name.trim())
          dispatch({ type: 'updateQueryEditor', id, patch: { name: name.trim() }, now: Date.now() });
      },
      close: (id) => {
        remove([id]);
        dispatch({ type: 'removeQueryEditor', id, now: Date.now() });
        const next = activeEditorId(getState());
        if (next) activate(next);
      },
      closeOthers: (id) => {
        remove(
          getState()
            .queryEditors.filter((e) => e.id !== id)
            .map((e) => e.id),
        );
        dispatch({ type: 'removeOtherQueryEditors', id, now: Date.now() });
      },
      duplicate: async (id) => {
        const e = editor(id);
        if (!e) return undefined;
        return add({
          name: `${e.name} (copy)`,
          dbId: e.dbId,
          catalog: e.catalog,
          schema: e.schema,
          sql: e.sql,
          queryLimit: e.queryLimit,
          templateParams: e.templateParams,
          autorun: false,
        });
      },
      activate,
      cycle: (direction) => {
        const s = getState();
        const next = adjacentTabId(s.queryEditors, activeEditorId(s), direction);
        if (next) activate(next);
      },
      async addTable(editorId, { name, schema, catalog }) {
        const e = editor(editorId);
        if (!e || e.dbId === null) return;
        const existing = getState().tables.find(
          (t) =>
            t.queryEditorId === editorId && t.name === name && t.schema === schema && t.catalog === catalog,
        );
        if (existing) {
          if (!existing.expanded)
            dispatch({ type: 'updateTable', id: existing.id, patch: { expanded: true } });
          return;
        }
        const table: Table = {
          id: newId(),
          dbId: e.dbId,
          queryEditorId: editorId,
          catalog,
          schema,
          name,
          expanded: true,
        };
        dispatch({ type: 'addTable', table });
        let meta: TableMetadataResponse;
        try {
          meta = (await appDispatch(
            databaseApi.endpoints.getTableMetadata.initiate({ dbId: e.dbId, table: name, schema, catalog }),
          ).unwrap()) as unknown as TableMetadataResponse;
        } catch {
          addDangerToast(TABLE_FETCH_FAILED);
          dispatch({ type: 'removeTable', id: table.id });
          return;
        }
        const filled: Table = {
          ...table,
          columns: meta.columns,
          selectStar: meta.selectStar,
          primaryKey: meta.primaryKey,
          foreignKeys: meta.foreignKeys,
          indexes: meta.indexes,
        };
        dispatch({ type: 'updateTable', id: table.id, patch: filled });
        const remoteEditor = editor(editorId);
        if (backend && remoteEditor?.remoteId != null) {
          try {
            const { id } = await createTableSchema(tableToServer(filled, remoteEditor.remoteId));
            dispatch({ type: 'updateTable', id: table.id, patch: { remoteId: id } });
          } catch {
            addDangerToast(TABLE_FETCH_FAILED);
          }
        }
      },
      removeTable(table) {
        dispatch({ type: 'removeTable', id: table.id });
        if (backend && table.remoteId)
          deleteTableSchema(table.remoteId).catch(() => addDangerToast(TABLE_REMOVE_FAILED));
      },
      setTableExpanded(table, expanded) {
        dispatch({ type: 'updateTable', id: table.id, patch: { expanded } });
        patchTableRemote(table, expanded);
      },
    };
  }, [dispatch, getState, backend, addDangerToast, appDispatch]);
}
