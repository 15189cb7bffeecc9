/** Opens what a link into SQL Lab asks for in a tab, once the tabs are restored; else makes a first tab. */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { request } from '../../api/client';
import type { DatasetDetail } from '../../api/datasets';
import { fetchSavedQuery } from '../../api/savedQueries';
import { useToasts } from '../../components/Toasts';
import { QUERY_NOT_LOADED, SQL_LOAD_FAILED, NO_PERSISTENCE_NOTE } from './state/messages';
import { NEW_TAB_SQL } from './state/persistence';
import { useSqlLab } from './state/SqlLabContext';
import { parseRequestedQuery, type RequestedQuery } from './requestedQuery';

export function useRequestedQuery() {
  const { ready, backend, tabs, getState } = useSqlLab();
  const { addDangerToast } = useToasts();
  const location = useLocation();
  const navigate = useNavigate();
  // One route serves /sqllab/ and /sqllab/p/{key}, so replacing the URL does not remount the page.
  const rest = useParams()['*'] ?? '';
  const key = /^p\/([^/]+)/.exec(rest)?.[1];
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    const req = parseRequestedQuery(location.search, key, location.state);
    const sig = `${location.key}:${JSON.stringify(req)}`;
    if (handled.current === sig) return;
    handled.current = sig;

    const open = async (r: RequestedQuery) => {
      switch (r.kind) {
        case 'savedQuery': {
          const existing = getState().queryEditors.find((e) => e.savedQueryId === r.id);
          if (existing) return tabs.activate(existing.id);
          try {
            const q = await fetchSavedQuery(r.id);
            await tabs.add({
              name: q.label,
              dbId: q.database?.id ?? q.db_id ?? null,
              catalog: q.catalog,
              schema: q.schema,
              sql: q.sql,
              templateParams: q.template_parameters ?? '',
              savedQueryId: q.id,
            });
          } catch {
            addDangerToast(QUERY_NOT_LOADED);
          }
          return;
        }
        case 'datasource': {
          try {
            const d = (await request<{ result: DatasetDetail }>(`/api/v1/dataset/${r.datasetId}`)).result;
            await tabs.add({
              name: `Query ${d.table_name}`,
              dbId: d.database.id,
              catalog: d.catalog,
              schema: d.schema,
              sql: r.sql,
              autorun: true,
            });
          } catch {
            addDangerToast(SQL_LOAD_FAILED);
          }
          return;
        }
        case 'sql':
          await tabs.add({
            ...(r.name ? { name: r.name } : {}),
            ...(r.dbId !== null ? { dbId: r.dbId, schema: r.schema, catalog: r.catalog } : {}),
            sql: r.sql,
            autorun: r.autorun,
          });
          return;
        case 'permalink': {
          try {
            const res = await request<{ state?: Record<string, unknown> } & Record<string, unknown>>(
              `/api/v1/sqllab/permalink/${encodeURIComponent(r.key)}`,
            );
            const s = res.state ?? res;
            await tabs.add({
              ...(typeof s.name === 'string' ? { name: s.name } : {}),
              dbId: typeof s.dbId === 'number' ? s.dbId : null,
              catalog: typeof s.catalog === 'string' ? s.catalog : null,
              schema: typeof s.schema === 'string' ? s.schema : null,
              sql: typeof s.sql === 'string' ? s.sql : '',
              templateParams: typeof s.templateParams === 'string' ? s.templateParams : '',
              autorun: s.autorun === true,
            });
          } catch {
            addDangerToast(QUERY_NOT_LOADED);
          }
          return;
        }
      }
    };

    void (async () => {
      if (req) {
        await open(req);
        void navigate('/sqllab/', { replace: true, state: null });
      }
      if (getState().queryEditors.length === 0)
        await tabs.add({ sql: backend ? NEW_TAB_SQL : `${NO_PERSISTENCE_NOTE}${NEW_TAB_SQL}` });
    })();
  }, [
    ready,
    backend,
    location.search,
    location.state,
    location.key,
    key,
    tabs,
    getState,
    navigate,
    addDangerToast,
  ]);
}
