/**
 * Keeps the applied data masks in the URL: after they change (debounced) they are stored under a
 * filter state key (PUT to the same key, POST for the first) and `native_filters_key=<key>` replaces
 * the URL's (no new history entry), so a reload or a shared URL opens with the same filters.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useDashboardSelector } from '../state/store';
import { NATIVE_FILTERS_KEY, storeFilterState } from './filterStateApi';

/** Wait this long after the last change before storing (several quick clicks make one write). */
export const FILTER_STATE_DEBOUNCE_MS = 500;

/** The current URL (path, query, hash) with the key parameter set, or removed when null. */
export function urlWithFiltersKey(href: string, key: string | null): string {
  const url = new URL(href);
  if (key) url.searchParams.set(NATIVE_FILTERS_KEY, key);
  else url.searchParams.delete(NATIVE_FILTERS_KEY);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `restoredKey`: the key the page opened with (its masks were restored), updated in place.
 * `dropStaleKey`: the URL's key could not be read; it is removed from the URL.
 */
export function useFilterStateUrl(dashboardId: number, restoredKey: string | null, dropStaleKey: boolean) {
  const masks = useDashboardSelector((s) => s.dataMask);
  const navigate = useNavigate();
  const key = useRef(restoredKey);
  // The masks as loaded are what the URL already says: nothing to store until they change.
  const saved = useRef(JSON.stringify(masks));
  const queue = useRef<Promise<void>>(Promise.resolve());
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    if (dropStaleKey) void navigate(urlWithFiltersKey(window.location.href, null), { replace: true });
    return () => {
      alive.current = false;
    };
    // Once, on load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const value = JSON.stringify(masks);
    if (value === saved.current) return undefined;
    const timer = setTimeout(() => {
      // Writes run one after another, so the last change is the one the key keeps.
      queue.current = queue.current
        .then(async () => {
          if (value === saved.current || !alive.current) return;
          const next = await storeFilterState(dashboardId, key.current, value);
          saved.current = value;
          if (!alive.current) return;
          const params = new URLSearchParams(window.location.search);
          key.current = next;
          if (params.get(NATIVE_FILTERS_KEY) !== next)
            void navigate(urlWithFiltersKey(window.location.href, next), { replace: true });
        })
        .catch(() => undefined);
    }, FILTER_STATE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [masks, dashboardId, navigate]);
}

/** The hook as a component, for the page to mount inside its store. */
export function FilterStateUrlSync(props: {
  dashboardId: number;
  restoredKey: string | null;
  dropStaleKey: boolean;
}) {
  useFilterStateUrl(props.dashboardId, props.restoredKey, props.dropStaleKey);
  return null;
}
