import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { fetchDatasetDistinct, fetchDatasetRelated, type DatasetListItem } from '../../api/datasets';
import { AvatarGroup } from '../../components/AvatarGroup';
import type { ListViewColumn, ListViewFilter } from '../../components/ListView';
import { CertifiedBadge } from '../dashboards/list/dashboardListConfig';
import { datasetCertification, exploreDatasetPath } from './datasetLinks';

export const KIND_LABELS = { physical: 'Physical', virtual: 'Virtual' } as const;

export interface DatasetColumnsOptions {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (d: DatasetListItem) => void;
  onDelete: (d: DatasetListItem) => void;
}

export function datasetColumns(o: DatasetColumnsOptions): ListViewColumn<DatasetListItem>[] {
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
    { id: 'owners', header: 'Owners', width: 140, render: (d) => <AvatarGroup users={d.owners} /> },
    {
      id: 'changed_on_delta_humanized',
      header: 'Last modified',
      sortable: true,
      width: 160,
      render: (d) => (
        <Tooltip title={d.changed_by_name ? `Modified by ${d.changed_by_name}` : undefined}>
          <span>{d.changed_on_delta_humanized}</span>
        </Tooltip>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      width: 100,
      render: (d) => (
        <Space size={0}>
          {o.canDelete && (
            <Tooltip title="Delete">
              <Button
                type="text"
                size="small"
                aria-label="Delete"
                data-test="dataset-delete"
                icon={<DeleteOutlined />}
                onClick={() => o.onDelete(d)}
              />
            </Tooltip>
          )}
          {o.canEdit && (
            <Tooltip title="Edit">
              <Button
                type="text"
                size="small"
                aria-label="Edit"
                data-test="dataset-edit"
                icon={<EditOutlined />}
                onClick={() => o.onEdit(d)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
    // Filter-only columns: the API columns the Type and Database filters refer to.
    { id: 'sql', hidden: true },
    { id: 'database', hidden: true },
  ];
}

type FetchSelects = Extract<ListViewFilter, { input: 'related-select' }>['fetchSelects'];

const related =
  (column: string): FetchSelects =>
  async (search, page, pageSize) => {
    const r = await fetchDatasetRelated(column, search, page, pageSize);
    return { data: r.result.map((o) => ({ label: o.text, value: o.value })), totalCount: r.count };
  };

const distinctSchemas: FetchSelects = async (search, page, pageSize) => {
  const r = await fetchDatasetDistinct('schema', search, page, pageSize);
  return { data: r.result.map((o) => ({ label: o.text, value: o.value })), totalCount: r.count };
};

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
    fetchSelects: related('database'),
  },
  { id: 'schema', input: 'related-select', label: 'Schema', operator: 'eq', fetchSelects: distinctSchemas },
  {
    id: 'owners',
    input: 'related-select',
    label: 'Owner',
    operator: 'rel_m_m',
    fetchSelects: related('owners'),
  },
];
