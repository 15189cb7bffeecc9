import { skipToken, type SkipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useState } from 'react';
import { errorText, isUnauthorized, sprintf } from '../../api/errors';
import type { ListQuery, ListResponse } from '../../api/types';
import type { FetchDataConfig } from '../ListView';
import { useToasts } from '../Toasts';
import { toListQuery } from './toListQuery';

/** A resource's list query hook (`useGetChartsQuery`…). */
export type ListHook<T> = (arg: ListQuery | SkipToken) => {
  data?: ListResponse<T>;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

const NO_ROWS: never[] = [];

/**
 * The page of rows ListView asks for: ListView's fetch config becomes the list's `q` (by `toQuery`),
 * and a failed fetch a danger toast naming the resource ("An error occurred while fetching charts").
 */
export function useResourceRows<T>(
  useList: ListHook<T>,
  noun: string,
  toQuery: (config: FetchDataConfig) => ListQuery = toListQuery,
) {
  const { addDangerToast } = useToasts();
  const [query, setQuery] = useState<ListQuery | null>(null);
  const fetchData = useCallback((config: FetchDataConfig) => setQuery(toQuery(config)), [toQuery]);
  const list = useList(query ?? skipToken);
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error))
      addDangerToast(sprintf('An error occurred while fetching %ss: %s', noun, errorText(list.error)));
  }, [list.error, addDangerToast, noun]);
  const rows: T[] = list.data?.result ?? NO_ROWS;
  return {
    rows,
    count: list.data?.count ?? 0,
    loading: query === null || list.isFetching,
    fetchData,
    refetch: list.refetch,
  };
}
