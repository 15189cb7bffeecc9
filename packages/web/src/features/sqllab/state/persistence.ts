/**
 * Where tabs live between visits: the server's tab state (`/tabstateview/`) and a copy in browser
 * storage. Pure mappings between the two shapes, and the browser-storage read and write.
 */
import type { ServerTabState, TabStatePut } from '../../../api/sqllab';
import { fromServerQuery } from './queryRules';
import type { Query, QueryEditor, SqlLabState, Table } from './types';

export const LOCAL_STORAGE_KEY = 'sqllab';
/** Spec §9: sync and save debounce. */
export const SYNC_DEBOUNCE_MS = 5000;
export const DEFAULT_QUERY_LIMIT = 1000;
export const NEW_TAB_SQL = 'SELECT ';

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

/** Short random ids, like Superset's nanoid(11) client ids. */
export function newId(size = 11): string {
  const bytes = new Uint8Array(size);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ID_CHARS[b % ID_CHARS.length]).join('');
}

export function blankEditor(name: string, extra: Partial<QueryEditor> = {}): QueryEditor {
  const id = newId();
  return {
    id,
    immutableId: id,
    name,
    dbId: null,
    catalog: null,
    schema: null,
    sql: NEW_TAB_SQL,
    selectedText: null,
    autorun: false,
    queryLimit: DEFAULT_QUERY_LIMIT,
    templateParams: '',
    latestQueryId: null,
    remoteId: null,
    hideLeftBar: false,
    loaded: true,
    inLocalStorage: false,
    northPercent: 50,
    southPercent: 50,
    updatedAt: Date.now(),
    version: 1,
    ...extra,
  };
}

interface TabExtra {
  updatedAt?: number;
  northPercent?: number;
  southPercent?: number;
  immutableId?: string;
  cursorPosition?: { row: number; column: number };
}

function parseExtra(extra: ServerTabState['extra_json']): TabExtra {
  if (!extra) return {};
  if (typeof extra !== 'string') return extra;
  try {
    return JSON.parse(extra) as TabExtra;
  } catch {
    return {};
  }
}

/** A tab listed by the bootstrap but not fetched yet: only its id and label are known. */
export function unloadedEditor(remoteId: number, label: string): QueryEditor {
  return { ...blankEditor(label, { remoteId, loaded: false, updatedAt: 0 }), id: String(remoteId) };
}

/** GET /tabstateview/{id} → the editor, its table panels and its latest query. */
export function editorFromServer(
  tab: ServerTabState,
  id = String(tab.id),
): { editor: QueryEditor; tables: Table[]; query: Query | null } {
  const extra = parseExtra(tab.extra_json);
  const editor: QueryEditor = {
    ...blankEditor(tab.label),
    id,
    immutableId: extra.immutableId ?? id,
    remoteId: tab.id,
    dbId: tab.database_id,
    catalog: tab.catalog ?? null,
    schema: tab.schema,
    sql: tab.sql ?? '',
    queryLimit: tab.query_limit ?? DEFAULT_QUERY_LIMIT,
    templateParams: tab.template_params ?? '',
    latestQueryId: tab.latest_query?.id ?? null,
    autorun: Boolean(tab.autorun),
    hideLeftBar: Boolean(tab.hide_left_bar),
    savedQueryId: tab.saved_query?.id ?? null,
    northPercent: extra.northPercent ?? 50,
    southPercent: extra.southPercent ?? 50,
    updatedAt: extra.updatedAt ?? 0,
    ...(extra.cursorPosition ? { cursorPosition: extra.cursorPosition } : {}),
    loaded: true,
  };
  const tables = (tab.table_schemas ?? []).map<Table>((t) => {
    const d = (t.description ?? {}) as Partial<Table>;
    return {
      ...d,
      id: `remote-${t.id}`,
      remoteId: t.id,
      dbId: t.database_id,
      queryEditorId: id,
      catalog: t.catalog ?? d.catalog ?? null,
      schema: t.schema,
      name: t.table,
      expanded: t.expanded,
    };
  });
  const lq = tab.latest_query;
  const query: Query | null = lq
    ? {
        dbId: lq.dbId,
        catalog: null,
        schema: null,
        sql: lq.sql,
        sqlEditorId: id,
        tab: tab.label,
        runAsync: false,
        ctas: false,
        queryLimit: editor.queryLimit,
        state: 'success',
        progress: 100,
        startDttm: 0,
        isDataPreview: false,
        ...fromServerQuery(lq),
      }
    : null;
  if (query) query.sqlEditorId = id;
  return { editor, tables, query };
}

/**
 * The full-state PUT /tabstateview/{id} body. `latestKnown`: the server has a record of the latest
 * query (it refuses ids it does not know).
 */
export function editorToServer(e: QueryEditor, latestKnown = true): TabStatePut {
  const extra: TabExtra = {
    updatedAt: e.updatedAt,
    northPercent: e.northPercent,
    southPercent: e.southPercent,
    immutableId: e.immutableId,
    ...(e.cursorPosition ? { cursorPosition: e.cursorPosition } : {}),
  };
  return {
    database_id: e.dbId,
    catalog: e.catalog,
    schema: e.schema,
    sql: e.sql,
    label: e.name,
    query_limit: e.queryLimit > 0 ? e.queryLimit : DEFAULT_QUERY_LIMIT,
    ...(latestKnown ? { latest_query_id: e.latestQueryId } : {}),
    template_params: e.templateParams,
    hide_left_bar: e.hideLeftBar,
    autorun: e.autorun,
    extra_json: JSON.stringify(extra),
  };
}

/** The `queryEditor` of POST /tabstateview/ (Superset's field names). */
export function editorToCreate(e: QueryEditor): Record<string, unknown> {
  return {
    name: e.name,
    dbId: e.dbId,
    catalog: e.catalog,
    schema: e.schema,
    autorun: e.autorun,
    sql: e.sql,
    queryLimit: e.queryLimit,
    templateParams: e.templateParams,
    hideLeftBar: e.hideLeftBar,
    // Superset's name for the saved query a tab was opened from.
    ...(e.savedQueryId ? { remoteId: e.savedQueryId } : {}),
  };
}

/** The table panel as stored by POST /tableschemaview/. */
export function tableToServer(t: Table, queryEditorRemoteId: number): Record<string, unknown> {
  return {
    dbId: t.dbId,
    catalog: t.catalog,
    schema: t.schema,
    name: t.name,
    queryEditorId: queryEditorRemoteId,
    expanded: t.expanded,
    columns: t.columns ?? [],
    selectStar: t.selectStar,
    primaryKey: t.primaryKey ?? null,
    foreignKeys: t.foreignKeys ?? [],
    indexes: t.indexes ?? [],
  };
}

export interface LocalSqlLab {
  queryEditors: QueryEditor[];
  tabHistory: string[];
  tables: Table[];
  destroyedQueryEditors: Record<string, number>;
}

/** The part of the state kept in browser storage (no result rows: they can be large). */
export function toLocal(s: SqlLabState): LocalSqlLab {
  return {
    queryEditors: s.queryEditors.filter((e) => e.loaded),
    tabHistory: s.tabHistory.slice(-50),
    tables: s.tables,
    destroyedQueryEditors: s.destroyedQueryEditors,
  };
}

export function readLocal(storage: Storage = window.localStorage): LocalSqlLab | null {
  try {
    const raw = storage.getItem(LOCAL_STORAGE_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<LocalSqlLab>;
    return {
      queryEditors: Array.isArray(v.queryEditors) ? v.queryEditors : [],
      tabHistory: Array.isArray(v.tabHistory) ? v.tabHistory : [],
      tables: Array.isArray(v.tables) ? v.tables : [],
      destroyedQueryEditors: v.destroyedQueryEditors ?? {},
    };
  } catch {
    return null;
  }
}

export function writeLocal(s: SqlLabState, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(LOCAL_STORAGE_KEY, JSON.stringify(toLocal(s)));
  } catch {
    // Storage full or disabled: the server copy still holds the tabs.
  }
}
