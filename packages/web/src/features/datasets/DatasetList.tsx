import { PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteDatasetMutation,
  useDeleteDatasetsMutation,
  useGetDatasetPermissionsQuery,
  useGetDatasetsQuery,
  type DatasetListItem,
} from '../../api/datasets';
import { errorText, isUnauthorized, normalizeError, sprintf } from '../../api/errors';
import type { ListQuery } from '../../api/types';
import { ListView, type FetchDataConfig } from '../../components/ListView';
import { useToasts } from '../../components/Toasts';
import { ListPageHeader } from '../lists/ListPageHeader';
import { toListQuery } from '../lists/toListQuery';
import { DatasetDeleteModal } from './DatasetDeleteModal';
import { DATASET_FILTERS, datasetColumns } from './datasetListConfig';
import { ADD_DATASET_PATH } from './datasetLinks';
import { DatasetEditModal } from './edit/DatasetEditModal';

const NO_ROWS: DatasetListItem[] = [];

const deleteErrorText = (e: unknown) => {
  const err = normalizeError(e);
  return err.status === 403 ? 'You do not have permission to edit this dataset' : errorText(err);
};

/** /tablemodelview/list/: datasets with search, filters, bulk delete, edit and "+ Dataset". */
export default function DatasetList() {
  const navigate = useNavigate();
  const { addSuccessToast, addDangerToast } = useToasts();
  const permissions = useGetDatasetPermissionsQuery();
  const canWrite = permissions.data?.includes('can_write') ?? false;

  const [query, setQuery] = useState<ListQuery | null>(null);
  const fetchData = useCallback((config: FetchDataConfig) => setQuery(toListQuery(config)), []);
  const list = useGetDatasetsQuery(query ?? skipToken);
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error))
      addDangerToast(sprintf('An error occurred while fetching %ss: %s', 'dataset', errorText(list.error)));
  }, [list.error, addDangerToast]);

  const [bulkSelect, setBulkSelect] = useState(false);
  const [toDelete, setToDelete] = useState<DatasetListItem[] | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleteOne] = useDeleteDatasetMutation();
  const [deleteMany] = useDeleteDatasetsMutation();

  const confirmDelete = async (items: DatasetListItem[]) => {
    setToDelete(null);
    const [first] = items;
    if (!first) return;
    if (items.length === 1) {
      try {
        await deleteOne(first.id).unwrap();
        addSuccessToast(`Deleted: ${first.table_name}`);
      } catch (e) {
        addDangerToast(sprintf('There was an issue deleting %s: %s', first.table_name, deleteErrorText(e)));
      }
      return;
    }
    try {
      const r = await deleteMany(items.map((d) => d.id)).unwrap();
      addSuccessToast(r.message);
      setBulkSelect(false);
    } catch (e) {
      addDangerToast(sprintf('There was an issue deleting: %s', deleteErrorText(e)));
    }
  };

  const columns = useMemo(
    () =>
      datasetColumns({
        canEdit: canWrite,
        canDelete: canWrite,
        onEdit: (d) => setEditing(d.id),
        onDelete: (d) => setToDelete([d]),
      }),
    [canWrite],
  );

  const addDataset = () => void navigate(ADD_DATASET_PATH);

  return (
    <div data-test="dataset-list">
      <ListPageHeader title="Datasets">
        {canWrite && (
          <Button
            onClick={() => setBulkSelect((v) => !v)}
            data-test="bulk-select"
            type={bulkSelect ? 'primary' : 'default'}
            ghost={bulkSelect}
          >
            Bulk select
          </Button>
        )}
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={addDataset} data-test="create-dataset">
            Dataset
          </Button>
        )}
      </ListPageHeader>
      <ListView<DatasetListItem>
        columns={columns}
        filters={DATASET_FILTERS}
        data={list.data?.result ?? NO_ROWS}
        count={list.data?.count ?? 0}
        loading={query === null || list.isFetching}
        fetchData={fetchData}
        rowKey={(d) => d.id}
        defaultViewMode="table"
        bulkSelectEnabled={bulkSelect}
        bulkActions={
          canWrite
            ? [{ key: 'delete', name: 'Delete', type: 'danger', onSelect: (rows) => setToDelete(rows) }]
            : []
        }
        emptyState={{
          title: 'No datasets yet',
          image: 'document',
          description: 'Datasets can be created from database tables or SQL queries.',
          ...(canWrite
            ? {
                buttonText: 'Dataset',
                buttonIcon: <PlusOutlined />,
                buttonAction: addDataset,
                buttonDataTest: 'empty-create-dataset',
              }
            : {}),
        }}
      />
      <DatasetDeleteModal
        datasets={toDelete}
        onConfirm={(items) => void confirmDelete(items)}
        onHide={() => setToDelete(null)}
      />
      {editing !== null && (
        <DatasetEditModal key={editing} datasetId={editing} onHide={() => setEditing(null)} />
      )}
    </div>
  );
}
