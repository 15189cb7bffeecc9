/** /savedqueryview/list/: the user's saved queries; open one in SQL Lab, copy its link, delete. */
import { PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText, isUnauthorized, normalizeError, sprintf } from '../../../api/errors';
import {
  useDeleteSavedQueriesMutation,
  useDeleteSavedQueryMutation,
  useGetSavedQueriesQuery,
  useGetSavedQueryPermissionsQuery,
  type SavedQueryListItem,
} from '../../../api/savedQueries';
import type { ListQuery } from '../../../api/types';
import { copyText } from '../../../components/DataGrid';
import { DeleteModal } from '../../../components/DeleteModal';
import { ListView, type FetchDataConfig } from '../../../components/ListView';
import { useToasts } from '../../../components/Toasts';
import { ListPageHeader } from '../../lists/ListPageHeader';
import { toListQuery } from '../../lists/toListQuery';
import { savedQueryColumns, savedQueryFilters, savedQueryPath } from './savedQueryListConfig';

const NO_ROWS: SavedQueryListItem[] = [];

const deleteErrorText = (e: unknown) =>
  normalizeError(e).status === 403 ? 'You do not have permission to edit this saved query' : errorText(e);

export default function SavedQueryList() {
  const navigate = useNavigate();
  const { addSuccessToast, addDangerToast } = useToasts();
  const permissions = useGetSavedQueryPermissionsQuery();
  const canWrite = permissions.data?.includes('can_write') ?? false;
  const [query, setQuery] = useState<ListQuery | null>(null);
  const fetchData = useCallback((config: FetchDataConfig) => setQuery(toListQuery(config)), []);
  const list = useGetSavedQueriesQuery(query ?? skipToken);
  const [bulkSelect, setBulkSelect] = useState(false);
  const [toDelete, setToDelete] = useState<SavedQueryListItem[] | null>(null);
  const [deleteOne] = useDeleteSavedQueryMutation();
  const [deleteMany] = useDeleteSavedQueriesMutation();
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error))
      addDangerToast(
        sprintf('An error occurred while fetching %ss: %s', 'saved query', errorText(list.error)),
      );
  }, [list.error, addDangerToast]);

  const columns = useMemo(
    () =>
      savedQueryColumns({
        canEdit: canWrite,
        canDelete: canWrite,
        onCopyLink: (q) =>
          void copyText(`${window.location.origin}${savedQueryPath(q)}`).then(
            () => addSuccessToast('Link Copied!'),
            () => addDangerToast('Sorry, your browser does not support copying.'),
          ),
        onDelete: (q) => setToDelete([q]),
      }),
    [canWrite, addSuccessToast, addDangerToast],
  );
  const filters = useMemo(() => savedQueryFilters(), []);

  const confirmDelete = async () => {
    const items = toDelete ?? [];
    setToDelete(null);
    const [first] = items;
    if (!first) return;
    try {
      if (items.length === 1) {
        await deleteOne(first.id).unwrap();
        addSuccessToast(`Deleted: ${first.label}`);
      } else {
        addSuccessToast((await deleteMany(items.map((q) => q.id)).unwrap()).message);
        setBulkSelect(false);
      }
    } catch (e) {
      addDangerToast(
        items.length === 1
          ? sprintf('There was an issue deleting %s: %s', first.label, deleteErrorText(e))
          : sprintf('There was an issue deleting: %s', deleteErrorText(e)),
      );
    }
  };

  const create = () => void navigate('/sqllab/');
  return (
    <div data-test="saved-query-list">
      <ListPageHeader title="Saved queries">
        {canWrite && (
          <Button
            onClick={() => setBulkSelect((v) => !v)}
            type={bulkSelect ? 'primary' : 'default'}
            ghost={bulkSelect}
          >
            Bulk select
          </Button>
        )}
        <Button type="primary" icon={<PlusOutlined />} onClick={create} data-test="new-query">
          Query
        </Button>
      </ListPageHeader>
      <ListView<SavedQueryListItem>
        columns={columns}
        filters={filters}
        data={list.data?.result ?? NO_ROWS}
        count={list.data?.count ?? 0}
        loading={query === null || list.isFetching}
        fetchData={fetchData}
        rowKey={(q) => q.id}
        defaultViewMode="table"
        bulkSelectEnabled={bulkSelect}
        bulkActions={
          canWrite
            ? [{ key: 'delete', name: 'Delete', type: 'danger', onSelect: (rows) => setToDelete(rows) }]
            : []
        }
        emptyState={{
          title: 'No saved queries yet',
          image: 'document',
          description: null,
          buttonText: 'Query',
          buttonIcon: <PlusOutlined />,
          buttonAction: create,
        }}
      />
      <DeleteModal
        open={toDelete !== null}
        description={
          toDelete?.length === 1
            ? `Are you sure you want to delete ${toDelete[0]!.label}?`
            : 'Are you sure you want to delete the selected queries?'
        }
        onConfirm={() => void confirmDelete()}
        onHide={() => setToDelete(null)}
      />
    </div>
  );
}
