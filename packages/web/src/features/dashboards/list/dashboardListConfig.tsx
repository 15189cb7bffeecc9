import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import { fetchDashboardRelated } from '../../../api/dashboards';
import type { DashboardListItem } from '../../../api/types';
import type { ListViewColumn, ListViewFilter } from '../../../components/ListView';
import {
  ExportAction,
  RowAction,
  PUBLISHED_DRAFT,
  YES_NO,
  favoriteColumn,
  modifiedColumn,
  ownersColumn,
  relatedSelects,
  type ResourceListContext,
} from '../../../components/ResourceList';
import { CertifiedBadge } from './CertifiedBadge';
import { dashboardPath, dashboardTitle } from './dashboardLinks';

// Re-exported for the list pages that import it with the list's columns.
export { CertifiedBadge };

export function StatusTag({ published }: { published: boolean }) {
  return (
    <Tag data-test="dashboard-status" color={published ? 'success' : 'default'}>
      {published ? 'Published' : 'Draft'}
    </Tag>
  );
}

type Ctx = ResourceListContext<DashboardListItem>;

/** A row's Delete, Export and Edit (the properties dialog), as Superset's dashboard list. */
function DashboardActions({
  d,
  ctx,
  onEdit,
}: {
  d: DashboardListItem;
  ctx: Ctx;
  onEdit: (d: DashboardListItem) => void;
}) {
  if (!ctx.canWrite && !ctx.canExport) return null;
  return (
    <Space>
      {ctx.canWrite && (
        <RowAction
          title="Delete"
          testId="delete-dashboard"
          icon={<DeleteOutlined />}
          onClick={() => ctx.askDelete([d])}
        />
      )}
      <ExportAction row={d} ctx={ctx} testId="export-dashboard" />
      {ctx.canWrite && (
        <RowAction title="Edit" testId="edit-dashboard" icon={<EditOutlined />} onClick={() => onEdit(d)} />
      )}
    </Space>
  );
}

export function dashboardColumns(
  ctx: Ctx,
  onEdit: (d: DashboardListItem) => void,
): ListViewColumn<DashboardListItem>[] {
  return [
    favoriteColumn(ctx),
    {
      id: 'dashboard_title',
      header: 'Name',
      sortable: true,
      render: (d) => (
        <span data-test="dashboard-list-title">
          <CertifiedBadge by={d.certified_by} details={d.certification_details} />
          <Link to={dashboardPath(d)} data-test="dashboard-link">
            {dashboardTitle(d)}
          </Link>
        </span>
      ),
    },
    {
      id: 'published',
      header: 'Status',
      sortable: true,
      width: 120,
      render: (d) => <StatusTag published={d.published} />,
    },
    ownersColumn(160),
    modifiedColumn(200, (d) => d.changed_by_name),
    {
      id: 'actions',
      header: 'Actions',
      width: 120,
      render: (d) => <DashboardActions d={d} ctx={ctx} onEdit={onEdit} />,
    },
  ];
}

export const DASHBOARD_FILTERS: ListViewFilter[] = [
  { id: 'dashboard_title', input: 'search', label: 'Name', operator: 'ct', placeholder: 'Type a value' },
  {
    id: 'published',
    input: 'select',
    label: 'Status',
    operator: 'eq',
    selects: PUBLISHED_DRAFT,
  },
  {
    id: 'owners',
    input: 'related-select',
    label: 'Owner',
    operator: 'rel_m_m',
    fetchSelects: relatedSelects(fetchDashboardRelated, 'owners'),
  },
  { id: 'id', input: 'select', label: 'Favorite', operator: 'dashboard_is_favorite', selects: YES_NO },
];
