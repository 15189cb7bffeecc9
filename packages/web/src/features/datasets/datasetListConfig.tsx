import { CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import { fetchDatasetDistinct, fetchDatasetRelated, type DatasetListItem } from '../../api/datasets';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import {
  ExportAction,
  RowAction,
  distinctSelects,
  modifiedColumn,
  ownersColumn,
  relatedSelects,
  type ResourceListContext,
} from '../../components/ResourceList';
import { CertifiedBadge } from '../dashboards/list/dashboardListConfig';
import { datasetCertification, exploreDatasetPath } from './datasetLinks';

export const KIND_LABELS = { physical: 'Physical', virtual: 'Virtual' } as const;

/** What a row's buttons open: the dataset editor, the duplicate dialog (virtual datasets only). */
export interface DatasetRowActions {
  onEdit: (d: DatasetListItem) => void;
  onDuplicate: (d: DatasetListItem) => void;
}

function DatasetActions({
  d,
  ctx,
  actions,
}: {
  d: DatasetListItem;
  ctx: ResourceListContext<DatasetListItem>;
  actions: DatasetRowActions;
}) {
  const del = () => ctx.askDelete([d]);
  return (
    <Space size={0}>
      {ctx.canWrite && (
        <RowAction title="Delete" testId="dataset-delete" icon={<DeleteOutlined />} onClick={del} />
      )}
      <ExportAction row={d} ctx={ctx} testId="dataset-export" />
      {ctx.canWrite && (
        <RowAction
          title="Edit"
          testId="dataset-edit"
          icon={<EditOutlined />}
          onClick={() => actions.onEdit(d)}
        />
      )}
      {ctx.canWrite && d.kind === 'virtual' && (
        <RowAction
          title="Duplicate"
          testId="dataset-duplicate"
          icon={<CopyOutlined />}
          onClick={() => actions.onDuplicate(d)}
        />
      )}
    </Space>
  );
}

export function datasetColumns(
  ctx: ResourceListContext<DatasetListItem>,
  actions: DatasetRowActions,
): ListViewColumn<DatasetListItem>[] {
  return [
    {
      id: 'table_name',
      header: 'Name',
      sortable: true,
      render: (d) => {
        const cert = datasetCertification(d.extra);
        return (
          <span data-test="dataset-list-name">
            <CertifiedBadge by={cert.certified_by} details={cert.details} />
            <Link to={exploreDatasetPath(d)} data-test="internal-link">
              {d.table_name}
            </Link>
          </span>
        );
      },
    },
    {
      id: 'kind',
      header: 'Type',
      sortable: true,
      width: 110,
      render: (d) => <Tag data-test="dataset-kind">{KIND_LABELS[d.kind] ?? d.kind}</Tag>,
    },
    {
      id: 'database.database_name',
      header: 'Database',
      sortable: true,
      width: 170,
      render: (d) => d.database?.database_name ?? '',
    },
    { id: 'schema', header: 'Schema', sortable: true, width: 150 },
    ownersColumn(140),
    modifiedColumn(160, (d) => d.changed_by_name),
    {
      id: 'actions',
      header: 'Actions',
      width: 140,
      render: (d) => <DatasetActions d={d} ctx={ctx} actions={actions} />,
    },
    // Filter-only columns: the API columns the Type and Database filters refer to.
    { id: 'sql', hidden: true },
    { id: 'database', hidden: true },
  ];
}

export const DATASET_FILTERS: ListViewFilter[] = [
  { id: 'table_name', input: 'search', label: 'Name', operator: 'ct', placeholder: 'Type a value' },
  {
    id: 'sql',
    input: 'select',
    label: 'Type',
    operator: 'dataset_is_null_or_empty',
    selects: [
      { label: 'Physical', value: true },
      { label: 'Virtual', value: false },
    ],
  },
  {
    id: 'database',
    input: 'related-select',
    label: 'Database',
    operator: 'rel_o_m',
    fetchSelects: relatedSelects(fetchDatasetRelated, 'database'),
  },
  {
    id: 'schema',
    input: 'related-select',
    label: 'Schema',
    operator: 'eq',
    fetchSelects: distinctSelects(fetchDatasetDistinct, 'schema'),
  },
  {
    id: 'owners',
    input: 'related-select',
    label: 'Owner',
    operator: 'rel_m_m',
    fetchSelects: relatedSelects(fetchDatasetRelated, 'owners'),
  },
];
