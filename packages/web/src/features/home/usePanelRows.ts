/**
 * One panel tab's list call: the newest 5 objects for the tab's filters, fetched again whenever the
 * page opens (objects change on other pages). A failed fetch is a danger toast, as on the lists.
 */
import { useEffect } from 'react';
import { errorText, isUnauthorized, sprintf } from '../../api/errors';
import type { ListQuery, ListResponse } from '../../api/types';
import { useToasts } from '../../components/Toasts';

export type HomeListHook<T> = (
  arg: ListQuery,
  options: { refetchOnMountOrArgChange: boolean; skip?: boolean },
) => { currentData?: ListResponse<T>; error?: unknown; isFetching: boolean; refetch: () => unknown };

const NO_ROWS: never[] = [];

export function usePanelRows<T>(useList: HomeListHook<T>, query: ListQuery, noun: string, skip = false) {
  const { addDangerToast } = useToasts();
  const list = useList(query, { refetchOnMountOrArgChange: true, skip });
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error))
      addDangerToast(sprintf('There was an issue fetching your %s: %s', noun, errorText(list.error)));
  }, [list.error, addDangerToast, noun]);
  const rows: T[] = list.currentData?.result ?? NO_ROWS;
  return {
    rows,
    // Loading until this tab's answer is in (a tab switch does not show the last tab's cards).
    loading: !skip && list.currentData === undefined && !list.error,
    refetch: list.refetch,
  };
}
