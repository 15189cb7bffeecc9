import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteDatasetMutation,
  useDeleteDatasetsMutation,
  useGetDatasetPermissionsQuery,
  useGetDatasetsQuery,
  type DatasetListItem,
} from '../../api/datasets';
import {
  ResourceList,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../components/ResourceList';
import { UploadMenu } from '../upload';
import { DatasetDeleteModal } from './DatasetDeleteModal';
import { DATASET_FILTERS, datasetColumns } from './datasetListConfig';
import { ADD_DATASET_PATH } from './datasetLinks';
import { DuplicateDatasetModal } from './duplicate/DuplicateDatasetModal';
import { DatasetEditModal } from './edit/DatasetEditModal';

const DATASETS: ResourceListConfig<DatasetListItem> = {
  page: { testId: 'dataset-list', title: 'Datasets', noun: 'dataset' },
  hooks: { useList: useGetDatasetsQuery, usePermissions: useGetDatasetPermissionsQuery },
  filters: DATASET_FILTERS,
  bundle: 'dataset',
  remove: {
    useDeleteOne: useDeleteDatasetMutation,
    useDeleteMany: useDeleteDatasetsMutation,
    name: (d) => d.table_name,
    forbidden: 'You do not have permission to edit this dataset',
    Dialog: DatasetDeleteModal,
  },
  empty: {
    title: 'No datasets yet',
    image: 'document',
    description: 'Datasets can be created from database tables or SQL queries.',
  },
};

/** /tablemodelview/list/: datasets with search, filters, bulk delete, edit, duplicate, import, export, file uploads and "+ Dataset". */
export default function DatasetList() {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<number | null>(null);
  const [duplicating, setDuplicating] = useState<DatasetListItem | null>(null);
  const columns = useCallback(
    (ctx: ResourceListContext<DatasetListItem>) =>
      datasetColumns(ctx, { onEdit: (d) => setEditing(d.id), onDuplicate: setDuplicating }),
    [],
  );
  const create = {
    label: 'Dataset',
    testId: 'create-dataset',
    emptyTestId: 'empty-create-dataset',
    onClick: () => void navigate(ADD_DATASET_PATH),
  };
  return (
    <ResourceList<DatasetListItem>
      {...DATASETS}
      columns={columns}
      create={create}
      headerExtra={<UploadMenu labels="datasets" />}
    >
      {() => (
        <>
          {editing !== null && (
            <DatasetEditModal key={editing} datasetId={editing} onHide={() => setEditing(null)} />
          )}
          {duplicating && <DuplicateDatasetModal dataset={duplicating} onHide={() => setDuplicating(null)} />}
        </>
      )}
    </ResourceList>
  );
}
