/**
 * Keeps tabs between visits: restores them once, writes the browser copy on every change, and
 * sends each changed server tab (PUT /tabstateview/{id}) after the spec's 5 s debounce.
 */
import { useEffect, useRef, useState } from 'react';
import { createTabState, createTableSchema, deleteTabState, updateTabState } from '../../../api/sqllab';
import { errorText, normalizeError } from '../../../api/errors';
import { useToasts } from '../../../components/Toasts';
import { BACKEND_STORE_FAILED, MIGRATION_FAILED, TABLE_MIGRATION_FAILED } from './messages';
import { SYNC_DEBOUNCE_MS, editorToCreate, editorToServer, tableToServer, writeLocal } from './persistence';
import type { SqlLabAction } from './reducer';
import { restoreTabs } from './restoreTabs';
import type { QueryEditor, SqlLabState } from './types';

const LOCAL_WRITE_MS = 300;
/** The server knows a query once an answer carried its record. */
const latestKnown = (s: SqlLabState, e: QueryEditor) =>
  e.latestQueryId !== null && s.queries[e.latestQueryId]?.queryId !== undefined;
const body = (s: SqlLabState, e: QueryEditor) => editorToServer(e, latestKnown(s, e));
const signature = (s: SqlLabState, e: QueryEditor) => JSON.stringify(body(s, { ...e, updatedAt: 0 }));

/** Tabs only the browser has move to the server, with their tables. */
async function migrateLocalTabs(
  dispatch: (a: SqlLabAction) => void,
  getState: () => SqlLabState,
  warn: (m: string) => void,
) {
  for (const e of getState().queryEditors.filter((x) => x.inLocalStorage && x.remoteId === null)) {
    try {
      const { id } = await createTabState(editorToCreate(e));
      dispatch({ type: 'updateQueryEditor', id: e.id, patch: { remoteId: id, inLocalStorage: false } });
      for (const t of getState().tables.filter((x) => x.queryEditorId === e.id)) {
        try {
          const created = await createTableSchema(tableToServer(t, id));
          dispatch({ type: 'updateTable', id: t.id, patch: { remoteId: created.id } });
        } catch {
          warn(TABLE_MIGRATION_FAILED);
        }
      }
    } catch {
      warn(MIGRATION_FAILED);
    }
  }
}

/** The browser copy: cheap, written shortly after every change and when the page is left. */
function useLocalCopy(state: SqlLabState, ready: boolean, getState: () => SqlLabState) {
  useEffect(() => {
    if (!ready) return;
    const t = setTimeout(() => writeLocal(getState()), LOCAL_WRITE_MS);
    return () => clearTimeout(t);
  }, [state, ready, getState]);
  useEffect(() => {
    const flush = () => writeLocal(getState());
    window.addEventListener('beforeunload', flush);
    return () => {
      window.removeEventListener('beforeunload', flush);
      flush();
    };
  }, [getState]);
}

export function useTabPersistence(
  state: SqlLabState,
  dispatch: (a: SqlLabAction) => void,
  getState: () => SqlLabState,
) {
  const { addDangerToast, addWarningToast } = useToasts();
  const [ready, setReady] = useState(false);
  const [backend, setBackend] = useState(false);
  const [forbidden, setForbidden] = useState(false);
  const synced = useRef<Record<string, string>>({});
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const warned = useRef(false);

  useEffect(() => {
    let cancelled = false;
    restoreTabs()
      .then(async (r) => {
        if (cancelled) return;
        dispatch({ type: 'restore', state: r.state });
        for (const id of r.dirty) synced.current[id] = '';
        setBackend(r.backend);
        setReady(true);
        if (!r.backend) return;
        // Removals the server missed, then tabs only the browser has: move them to the server.
        for (const id of Object.keys(r.state.destroyedQueryEditors ?? {}))
          void deleteTabState(Number(id)).catch(() => undefined);
        await migrateLocalTabs(dispatch, getState, addWarningToast);
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        // No SQL Lab for this user: the page says so (nothing else is asked of the server).
        if (normalizeError(e).status === 403) return setForbidden(true);
        addDangerToast(errorText(e));
        setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, [dispatch, getState, addDangerToast, addWarningToast]);

  useLocalCopy(state, ready, getState);

  // The server copy: one debounced PUT per changed tab.
  useEffect(() => {
    if (!ready || !backend) return;
    for (const e of state.queryEditors) {
      if (!e.loaded || e.remoteId === null) continue;
      const sig = signature(state, e);
      if (synced.current[e.id] === undefined) synced.current[e.id] = sig;
      if (synced.current[e.id] === sig) continue;
      clearTimeout(timers.current[e.id]);
      timers.current[e.id] = setTimeout(() => {
        delete timers.current[e.id];
        const cur = getState().queryEditors.find((x) => x.id === e.id);
        if (!cur || cur.remoteId === null) return;
        const now = getState();
        synced.current[e.id] = signature(now, cur);
        updateTabState(cur.remoteId, body(now, cur)).catch(() => {
          synced.current[e.id] = '';
          if (!warned.current) addDangerToast(BACKEND_STORE_FAILED);
          warned.current = true;
        });
      }, SYNC_DEBOUNCE_MS);
    }
  }, [state, ready, backend, getState, addDangerToast]);

  // Leaving the page sends what is pending at once.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [id, t] of Object.entries(pending)) {
        clearTimeout(t);
        const cur = getState().queryEditors.find((x) => x.id === id);
        if (cur?.remoteId != null)
          void updateTabState(cur.remoteId, body(getState(), cur)).catch(() => undefined);
      }
    };
  }, [getState]);

  return { ready, backend, forbidden };
}
