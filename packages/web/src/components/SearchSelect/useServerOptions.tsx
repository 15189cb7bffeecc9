import { Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** Spec §9: select search debounce. */
export const SEARCH_DEBOUNCE_MS = 250;

/** One page of options as the server answers it. */
export interface OptionsPage<T> {
  data: T[];
  total: number;
}

/**
 * Options of a select searched on the server: the typed text is sent after a debounce, pages are
 * appended, answers to a request that is no longer the latest are dropped, and options whose label
 * is empty are left out (spec).
 */
export function useServerOptions<T extends { label: string }>(
  fetchPage: (search: string, page: number) => Promise<OptionsPage<T>>,
) {
  const [options, setOptions] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState('');
  const loaded = useRef({ search: '', page: -1 });
  const requestId = useRef(0);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const load = async (text: string, page = 0) => {
    const id = ++requestId.current;
    setLoading(true);
    try {
      const answer = await fetchPage(text, page);
      if (id !== requestId.current) return;
      const usable = answer.data.filter((o) => o.label.trim() !== '');
      setOptions((prev) => (page === 0 ? usable : [...prev, ...usable]));
      setTotal(answer.total);
      loaded.current = { search: text, page };
    } catch {
      if (id === requestId.current) setOptions((prev) => (page === 0 ? [] : prev));
    } finally {
      if (id === requestId.current) setLoading(false);
    }
  };

  const onSearch = (text: string) => {
    setSearch(text);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => void load(text), SEARCH_DEBOUNCE_MS);
  };

  return {
    options,
    loading,
    search,
    setSearch,
    load,
    /** Whether a first page has been answered yet. */
    hasLoaded: () => loaded.current.page >= 0,
    /** Loads the next page of the last search, unless all are loaded or one is on its way. */
    loadMore: () => {
      if (options.length < total && !loading) void load(loaded.current.search, loaded.current.page + 1);
    },
    /** The antd Select props for a server-side search: no local filtering, a spinner while loading. */
    selectProps: {
      showSearch: { filterOption: false, searchValue: search, onSearch },
      loading,
      notFoundContent: loading ? <Spin size="small" /> : 'No data',
    },
  };
}
