/** Opens what a link into SQL Lab asks for in a tab, once the tabs are restored; else makes a first tab. */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useToasts } from '../../components/Toasts';
import { NO_PERSISTENCE_NOTE } from './state/messages';
import { NEW_TAB_SQL } from './state/persistence';
import { useSqlLab } from './state/SqlLabContext';
import { openRequestedQuery } from './openRequestedQuery';
import { parseRequestedQuery } from './requestedQuery';

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

    const newTab = () => tabs.add({ sql: backend ? NEW_TAB_SQL : `${NO_PERSISTENCE_NOTE}${NEW_TAB_SQL}` });
    void (async () => {
      if (req) {
        if (req.kind === 'new') await newTab();
        else await openRequestedQuery({ tabs, getState, addDangerToast }, req);
        void navigate('/sqllab/', { replace: true, state: null });
      }
      if (getState().queryEditors.length === 0) await newTab();
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
