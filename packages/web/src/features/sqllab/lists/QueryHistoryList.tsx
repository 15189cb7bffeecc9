/** /sqllab/history/: every query the user ran (admins: everyone's), searchable and sortable. */
import { useGetQueriesQuery, type QueryListItem } from '../../../api/queries';
import { ResourceList, type ResourceListConfig } from '../../../components/ResourceList';
import { QUERY_HISTORY_SORT, queryHistoryColumns, queryHistoryFilters } from './queryHistoryListConfig';

const QUERY_HISTORY: ResourceListConfig<QueryListItem> = {
  page: { testId: 'query-history-list', title: 'Query history', noun: 'query' },
  hooks: { useList: useGetQueriesQuery },
  filters: queryHistoryFilters(),
  initialSort: QUERY_HISTORY_SORT,
  empty: { title: 'No query history yet...', image: 'document', description: null },
};

export default function QueryHistoryList() {
  return <ResourceList<QueryListItem> {...QUERY_HISTORY} columns={queryHistoryColumns} />;
}
