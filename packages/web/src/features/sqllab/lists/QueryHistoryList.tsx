/** /sqllab/history/: every query the user ran (admins: everyone's), searchable and sortable. */
import { useGetQueriesQuery, type QueryListItem } from '../../../api/queries';
import { ResourceList } from '../../../components/ResourceList';
import { QUERY_HISTORY_SORT, queryHistoryColumns, queryHistoryFilters } from './queryHistoryListConfig';

const FILTERS = queryHistoryFilters();
const EMPTY = { title: 'No query history yet...', image: 'document', description: null } as const;

export default function QueryHistoryList() {
  return (
    <ResourceList<QueryListItem>
      testId="query-history-list"
      title="Query history"
      noun="query"
      useList={useGetQueriesQuery}
      columns={queryHistoryColumns}
      filters={FILTERS}
      initialSort={QUERY_HISTORY_SORT}
      empty={EMPTY}
    />
  );
}
