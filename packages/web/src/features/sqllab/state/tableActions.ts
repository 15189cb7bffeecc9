/** The table panel's actions: add a table (its metadata fetched, persisted), remove, expand. */
import { databaseApi } from '../../../api/databases';
import { createTableSchema, deleteTableSchema, setTableSchemaExpanded } from '../../../api/sqllab';
import type { AppDispatch } from '../../../app/store';
import {
  TABLE_COLLAPSE_FAILED,
  TABLE_EXPAND_FAILED,
  TABLE_FETCH_FAILED,
  TABLE_REMOVE_FAILED,
} from './messages';
import { newId, tableToServer } from './persistence';
import type { SqlLabAction } from './reducer';
import type { SqlLabState, Table, TableColumn, TableKey } from './types';

export interface TabDeps {
  dispatch: (a: SqlLabAction) => void;
  getState: () => SqlLabState;
  /** Tabs live on the server (SQLLAB_BACKEND_PERSISTENCE). */
  backend: boolean;
  addDangerToast: (m: string) => void;
  appDispatch: AppDispatch;
}

interface TableMetadataResponse {
  columns: TableColumn[];
  selectStar: string;
  primaryKey: TableKey | null;
  foreignKeys: TableKey[];
  indexes: TableKey[];
}

type TableRef = { name: string; schema: string | null; catalog: string | null };

async function fetchMetadata(deps: TabDeps, dbId: number, t: TableRef) {
  return (await deps
    .appDispatch(
      databaseApi.endpoints.getTableMetadata.initiate({
        dbId,
        table: t.name,
        schema: t.schema,
        catalog: t.catalog,
      }),
    )
    .unwrap()) as unknown as TableMetadataResponse;
}

async function persistTable(deps: TabDeps, filled: Table, editorId: string) {
  const { dispatch, getState, backend, addDangerToast } = deps;
  const remoteEditor = getState().queryEditors.find((e) => e.id === editorId);
  if (!backend || remoteEditor?.remoteId == null) return;
  try {
    const { id } = await createTableSchema(tableToServer(filled, remoteEditor.remoteId));
    dispatch({ type: 'updateTable', id: filled.id, patch: { remoteId: id } });
  } catch {
    addDangerToast(TABLE_FETCH_FAILED);
  }
}

export async function addTable(deps: TabDeps, editorId: string, { name, schema, catalog }: TableRef) {
  const { dispatch, getState, addDangerToast } = deps;
  const e = getState().queryEditors.find((x) => x.id === editorId);
  if (!e || e.dbId === null) return;
  const existing = getState().tables.find(
    (t) => t.queryEditorId === editorId && t.name === name && t.schema === schema && t.catalog === catalog,
  );
  if (existing) {
    if (!existing.expanded) dispatch({ type: 'updateTable', id: existing.id, patch: { expanded: true } });
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
    meta = await fetchMetadata(deps, e.dbId, { name, schema, catalog });
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
  await persistTable(deps, filled, editorId);
}

export function removeTable({ dispatch, backend, addDangerToast }: TabDeps, table: Table) {
  dispatch({ type: 'removeTable', id: table.id });
  if (backend && table.remoteId)
    deleteTableSchema(table.remoteId).catch(() => addDangerToast(TABLE_REMOVE_FAILED));
}

export function setTableExpanded(
  { dispatch, backend, addDangerToast }: TabDeps,
  table: Table,
  expanded: boolean,
) {
  dispatch({ type: 'updateTable', id: table.id, patch: { expanded } });
  if (!backend || !table.remoteId) return;
  setTableSchemaExpanded(table.remoteId, expanded).catch(() =>
    addDangerToast(expanded ? TABLE_EXPAND_FAILED : TABLE_COLLAPSE_FAILED),
  );
}
