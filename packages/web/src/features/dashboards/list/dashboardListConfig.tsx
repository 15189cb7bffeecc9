import { DeleteOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { fetchDashboardRelated } from '../../../api/dashboards';
import type { DashboardListItem } from '../../../api/types';
import { AvatarGroup } from '../../../components/AvatarGroup';
import { FaveStar } from '../../../components/FaveStar';
import type { CardSortOption, ListViewColumn, ListViewFilter } from '../../../components/ListView';
import { dashboardPath, dashboardTitle } from './dashboardLinks';

export function CertifiedBadge({ by, details }: { by: string | null; details: string | null }) {
  if (!by) return null;
  return (
    <Tooltip
      title={
        <>
          Certified by {by}
          {details ? <div>{details}</div> : null}
        </>
      }
    >
      <SafetyCertificateOutlined data-test="certified-badge" style={{ color: '#5AC189', marginRight: 6 }} />
    </Tooltip>
  );
}

export function StatusTag({ published }: { published: boolean }) {
  return (
    <Tag data-test="dashboard-status" color={published ? 'success' : 'default'}>
      {published ? 'Published' : 'Draft'}
    </Tag>
  );
}

export interface DashboardColumnsOptions {
  isStarred: (id: number) => boolean;
  onToggleFavorite: (id: number, isStarred: boolean) => void;
  canDelete: boolean;
  onDelete: (d: DashboardListItem) => void;
}

export function dashboardColumns(o: DashboardColumnsOptions): ListViewColumn<DashboardListItem>[] {
  return [
    {
      id: 'id',
      header: '',
      width: 48,
      render: (d) => <FaveStar itemId={d.id} isStarred={o.isStarred(d.id)} onToggle={o.onToggleFavorite} />,
    },
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
    { id: 'owners', header: 'Owners', width: 160, render: (d) => <AvatarGroup users={d.owners} /> },
    {
      id: 'changed_on_delta_humanized',
      header: 'Last modified',
      sortable: true,
      width: 200,
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
      render: (d) =>
        o.canDelete ? (
          <Space>
            <Tooltip title="Delete">
              <Button
                type="text"
                size="small"
                aria-label="Delete"
                data-test="delete-dashboard"
                icon={<DeleteOutlined />}
                onClick={() => o.onDelete(d)}
              />
            </Tooltip>
          </Space>
        ) : null,
    },
  ];
}

const relatedOwners: Extract<ListViewFilter, { input: 'related-select' }>['fetchSelects'] = async (
  search,
  page,
  pageSize,
) => {
  const r = await fetchDashboardRelated('owners', search, page, pageSize);
  return { data: r.result.map((o) => ({ label: o.text, value: o.value })), totalCount: r.count };
};

export const DASHBOARD_FILTERS: ListViewFilter[] = [
  { id: 'dashboard_title', input: 'search', label: 'Name', operator: 'ct', placeholder: 'Type a value' },
  {
    id: 'published',
    input: 'select',
    label: 'Status',
    operator: 'eq',
    selects: [
      { label: 'Published', value: true },
      { label: 'Draft', value: false },
    ],
  },
  { id: 'owners', input: 'related-select', label: 'Owner', operator: 'rel_m_m', fetchSelects: relatedOwners },
  {
    id: 'id',
    input: 'select',
    label: 'Favorite',
    operator: 'dashboard_is_favorite',
    selects: [
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ],
  },
];

export const DASHBOARD_CARD_SORTS: CardSortOption[] = [
  { label: 'Alphabetical', id: 'dashboard_title', desc: false },
  { label: 'Recently modified', id: 'changed_on_delta_humanized', desc: true },
  { label: 'Least recently modified', id: 'changed_on_delta_humanized', desc: false },
];
