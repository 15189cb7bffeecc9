/** The first load: the server's tabs (bootstrap) merged with the browser's saved copy. */
import { fetchSqlLabBootstrap, type ServerQuery } from '../../../api/sqllab';
import { normalizeError } from '../../../api/errors';
import { defaultDatabaseId } from './defaultDatabase';
import { editorFromServer, readLocal, unloadedEditor } from './persistence';
import { fromServerQuery } from './queryRules';
import { mergeRestoredTabs } from './tabRules';
import type { Query, SqlLabState } from './types';

export interface Restored {
  state: Partial<SqlLabState>;
  backend: boolean;
  /** Tabs whose browser copy won: the server must be told. */
  dirty: string[];
}

/** A client query from a server record known to belong to a tab. */
function queryOf(q: ServerQuery, editorId: string): Query {
  return {
    dbId: q.dbId,
    catalog: q.catalog ?? null,
    schema: q.schema ?? null,
    sql: q.sql,
    sqlEditorId: editorId,
    tab: q.tab ?? '',
    runAsync: false,
    ctas: false,
    queryLimit: q.limit ?? 0,
    state: 'success',
    progress: 100,
    startDttm: 0,
    isDataPreview: false,
    ...fromServerQuery(q),
  };
}

export async function restoreTabs(): Promise<Restored> {
  const local = readLocal();
  let bootstrap;
  try {
    bootstrap = await fetchSqlLabBootstrap();
  } catch (e) {
    // No tab store on the server (404): the browser's copy is all there is.
    if (normalizeError(e).status !== 404 && normalizeError(e).status !== undefined) throw e;
    return {
      backend: false,
      dirty: [],
      state: local
        ? {
            queryEditors: local.queryEditors.map((e) => ({ ...e, inLocalStorage: true })),
            tabHistory: local.tabHistory,
            tables: local.tables,
            destroyedQueryEditors: {},
          }
        : {},
    };
  }
  const server = bootstrap.tab_state_ids.map(([id, label]) => unloadedEditor(id, label));
  const tables = [];
  const queries: Record<string, Query> = {};
  let serverActiveId: string | undefined;
  if (bootstrap.active_tab) {
    const r = editorFromServer(bootstrap.active_tab);
    serverActiveId = r.editor.id;
    const i = server.findIndex((e) => e.remoteId === r.editor.remoteId);
    if (i >= 0) server[i] = r.editor;
    else server.push(r.editor);
    tables.push(...r.tables);
    if (r.query) queries[r.query.id] = r.query;
  }
  const destroyed = local?.destroyedQueryEditors ?? {};
  const merged = mergeRestoredTabs({
    server,
    local: local?.queryEditors ?? [],
    localHistory: local?.tabHistory ?? [],
    destroyed,
    ...(serverActiveId ? { serverActiveId } : {}),
  });
  const serverById = new Map(server.map((e) => [e.id, e]));
  const dirty = merged.queryEditors
    .filter((e) => e.remoteId !== null && serverById.get(e.id) !== e)
    .map((e) => e.id);
  const ids = new Set(merged.queryEditors.map((e) => e.id));
  for (const t of local?.tables ?? [])
    if (ids.has(t.queryEditorId) && !tables.some((x) => x.id === t.id)) tables.push(t);
  for (const q of Object.values(bootstrap.queries ?? {})) {
    const owner = merged.queryEditors.find((e) => e.latestQueryId === q.id);
    if (owner && !queries[q.id]) queries[q.id] = queryOf(q, owner.id);
  }
  // Only removals the server may not have seen are worth keeping.
  const keptDestroyed = Object.fromEntries(
    Object.entries(destroyed).filter(([id]) => server.some((e) => e.id === id)),
  );
  return {
    backend: true,
    dirty,
    state: {
      conf: bootstrap.conf,
      defaultDbId: defaultDatabaseId(bootstrap.databases),
      queryEditors: merged.queryEditors,
      tabHistory: merged.tabHistory,
      tables,
      queries,
      destroyedQueryEditors: keptDestroyed,
    },
  };
}
