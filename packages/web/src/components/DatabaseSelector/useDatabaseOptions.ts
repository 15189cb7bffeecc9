import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchDatabaseOptions, type DatabaseListItem } from '../../api/databases';
import { errorText } from '../../api/errors';

/** Spec §9: select search debounce 250 ms, default page size 100, next page at 70% scroll. */
export const SEARCH_DEBOUNCE_MS = 250;
export const DATABASE_PAGE_SIZE = 100;
export const SCROLL_LOAD_AT = 0.7;

/** Databases for the picker, loaded page by page and searched by name on the server. */
export function useDatabaseOptions(sqlLabOnly: boolean, onError: (message: string) => void) {
  const [options, setOptions] = useState<DatabaseListItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const loaded = useRef({ search: '', page: -1 });
  const requestId = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const errorRef = useRef(onError);
  useEffect(() => {
    errorRef.current = onError;
  }, [onError]);

  const load = useCallback(
    async (text: string, page: number) => {
      const id = ++requestId.current;
      setLoading(true);
      try {
        const r = await fetchDatabaseOptions(text, page, DATABASE_PAGE_SIZE, sqlLabOnly);
        if (id !== requestId.current) return;
        setOptions((prev) => (page === 0 ? r.result : [...prev, ...r.result]));
        setTotal(r.count);
        loaded.current = { search: text, page };
      } catch (e) {
        if (id === requestId.current) errorRef.current(errorText(e));
      } finally {
        if (id === requestId.current) setLoading(false);
      }
    },
    [sqlLabOnly],
  );

  useEffect(() => {
    const t = setTimeout(() => void load('', 0), 0);
    return () => {
      clearTimeout(t);
      clearTimeout(debounce.current);
    };
  }, [load]);

  const onSearch = (text: string) => {
    setSearch(text);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void load(text, 0), SEARCH_DEBOUNCE_MS);
  };

  const onPopupScroll = (el: HTMLElement) => {
    if (
      options.length < total &&
      !loading &&
      el.scrollTop + el.clientHeight >= el.scrollHeight * SCROLL_LOAD_AT
    )
      void load(loaded.current.search, loaded.current.page + 1);
  };

  const resetSearch = () => {
    if (search !== '') onSearch('');
  };

  return { options, loading, search, onSearch, onPopupScroll, resetSearch };
}
