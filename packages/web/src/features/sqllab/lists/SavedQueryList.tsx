/** /savedqueryview/list/: the user's saved queries; open one in SQL Lab, copy its link, delete, import, export. */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteSavedQueriesMutation,
  useDeleteSavedQueryMutation,
  useGetSavedQueriesQuery,
  useGetSavedQueryPermissionsQuery,
  type SavedQueryListItem,
} from '../../../api/savedQueries';
import { copyText } from '../../../components/DataGrid';
import {
  ResourceList,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../../components/ResourceList';
import { useToasts } from '../../../components/Toasts';
import { useListTagging } from '../../tags/useListTagging';
import { savedQueryColumns, savedQueryFilters, savedQueryPath } from './savedQueryListConfig';

const SAVED_QUERIES: ResourceListConfig<SavedQueryListItem> = {
  page: { testId: 'saved-query-list', title: 'Saved queries', noun: 'saved query' },
  hooks: { useList: useGetSavedQueriesQuery, usePermissions: useGetSavedQueryPermissionsQuery },
  bundle: 'saved_query',
  remove: {
    useDeleteOne: useDeleteSavedQueryMutation,
    useDeleteMany: useDeleteSavedQueriesMutation,
    name: (q) => q.label,
    forbidden: 'You do not have permission to edit this saved query',
    selected: 'queries',
  },
  empty: { title: 'No saved queries yet', image: 'document', description: null },
};

export default function SavedQueryList() {
  const navigate = useNavigate();
  const { addSuccessToast, addDangerToast } = useToasts();
  const tagging = useListTagging<SavedQueryListItem>('query', 'saved_query_tag_id');
  const { withColumn, withFilter } = tagging;
  const columns = useCallback(
    (ctx: ResourceListContext<SavedQueryListItem>) =>
      withColumn(
        savedQueryColumns(ctx, (q) => {
          void copyText(`${window.location.origin}${savedQueryPath(q)}`).then(
            () => addSuccessToast('Link Copied!'),
            () => addDangerToast('Sorry, your browser does not support copying.'),
          );
        }),
        'changed_on_delta_humanized',
      ),
    [addSuccessToast, addDangerToast, withColumn],
  );
  const filters = useMemo(() => withFilter(savedQueryFilters()), [withFilter]);
  const create = {
    label: 'Query',
    testId: 'new-query',
    always: true,
    onClick: () => void navigate('/sqllab/'),
  };
  return (
    <ResourceList<SavedQueryListItem>
      {...SAVED_QUERIES}
      columns={columns}
      filters={filters}
      create={create}
      bulkExtra={tagging.bulkExtra}
    >
      {(ctx) => tagging.dialog(ctx.refetch)}
    </ResourceList>
  );
}
