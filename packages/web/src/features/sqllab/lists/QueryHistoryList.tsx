/** /sqllab/history/: every query the user ran (admins: everyone's), searchable and sortable. */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorText, isUnauthorized, sprintf } from '../../../api/errors';
import { useGetQueriesQuery, type QueryListItem } from '../../../api/queries';
import type { ListQuery } from '../../../api/types';
import { ListView, type FetchDataConfig } from '../../../components/ListView';
import { useToasts } from '../../../components/Toasts';
import { ListPageHeader } from '../../lists/ListPageHeader';
import { toListQuery } from '../../lists/toListQuery';
import { QUERY_HISTORY_SORT, queryHistoryColumns, queryHistoryFilters } from './queryHistoryListConfig';

const NO_ROWS: QueryListItem[] = [];

export default function QueryHistoryList() {
  const { addDangerToast } = useToasts();
  const [query, setQuery] = useState<ListQuery | null>(null);
  const fetchData = useCallback((config: FetchDataConfig) => setQuery(toListQuery(config)), []);
  const list = useGetQueriesQuery(query ?? skipToken);
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error))
      addDangerToast(sprintf('An error occurred while fetching %ss: %s', 'query', errorText(list.error)));
  }, [list.error, addDangerToast]);
  const columns = useMemo(() => queryHistoryColumns(), []);
  const filters = useMemo(() => queryHistoryFilters(), []);
  return (
    <div data-test="query-history-list">
      <ListPageHeader title="Query history" />
      <ListView<QueryListItem>
        columns={columns}
        filters={filters}
        data={list.data?.result ?? NO_ROWS}
        count={list.data?.count ?? 0}
        loading={query === null || list.isFetching}
        fetchData={fetchData}
        rowKey={(q) => q.id}
        initialSort={QUERY_HISTORY_SORT}
        defaultViewMode="table"
        emptyState={{ title: 'No query history yet...', image: 'document', description: null }}
      />
    </div>
  );
}
