import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readListViewState, writeListViewState, type ListViewState, type StateConfig } from './listViewState';

/** The list state read from, and written to, the current URL's query string. */
export function useListViewState(cfg: StateConfig) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readListViewState(location.search, cfg), [location.search, cfg]);

  // Router updates render in a transition: a second change (sort, then page) can come before the
  // first one has rendered. Building on the last URL we asked for keeps the first change.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [location.search]);

  const update = useCallback(
    (patch: Partial<ListViewState>, opts: { replace?: boolean } = {}) => {
      const base = pending.current ?? location.search;
      const next = { ...readListViewState(base, cfg), ...patch };
      const search = writeListViewState(next, cfg, base);
      if (search === base) return;
      pending.current = search;
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: opts.replace ?? false },
      );
    },
    [cfg, location.search, location.pathname, location.hash, navigate],
  );

  return { state, update };
}
