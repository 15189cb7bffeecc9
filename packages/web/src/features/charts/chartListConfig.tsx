/** Columns, filters and card sorts of the Charts list. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { fetchChartDistinct, fetchChartRelated, type ChartListItem } from '../../api/charts';
import { getDatasets, searchDashboards } from '../../api/explore';
import { AvatarGroup } from '../../components/AvatarGroup';
import { FaveStar } from '../../components/FaveStar';
import type { CardSortOption, ListViewColumn, ListViewFilter, SelectOption } from '../../components/ListView';
import { CertifiedBadge } from '../dashboards/list/dashboardListConfig';
import { chartPath, chartTitle } from './chartListQuery';

/** Spec §9: at most 20 dashboards are linked from a chart row. */
export const MAX_DASHBOARD_LINKS = 20;

export interface ChartColumnsOptions {
  isStarred: (id: number) => boolean;
  onToggleFavorite: (id: number, isStarred: boolean) => void;
  vizName: (vizType: string) => string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (c: ChartListItem) => void;
  onDelete: (c: ChartListItem) => void;
}

export function DashboardLinks({ dashboards }: { dashboards: ChartListItem['dashboards'] }) {
  const shown = dashboards.slice(0, MAX_DASHBOARD_LINKS);
  return (
    <span data-test="chart-dashboards" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {shown.map((d) => (
        <Tag key={d.id} style={{ marginInlineEnd: 0 }}>
          <Link to={`/superset/dashboard/${d.id}/`}>{d.dashboard_title || '[ untitled dashboard ]'}</Link>
        </Tag>
      ))}
      {dashboards.length > shown.length && <Tag>+{dashboards.length - shown.length}</Tag>}
    </span>
  );
}

export function chartColumns(o: ChartColumnsOptions): ListViewColumn<ChartListItem>[] {
  return [
    {
      id: 'id',
      header: '',
      width: 48,
      render: (c) => <FaveStar itemId={c.id} isStarred={o.isStarred(c.id)} onToggle={o.onToggleFavorite} />,
    },
    {
      id: 'slice_name',
      header: 'Name',
      sortable: true,
      render: (c) => (
        <span data-test="chart-list-title">
          <CertifiedBadge by={c.certified_by} details={c.certification_details} />
          <Link to={chartPath(c)} data-test="chart-link">
            {chartTitle(c)}
          </Link>
        </span>
      ),
    },
    {
      id: 'viz_type',
      header: 'Type',
      sortable: true,
      width: 150,
      render: (c) => <span data-test="chart-viz-type">{o.vizName(c.viz_type)}</span>,
    },
    {
      id: 'datasource_id',
      header: 'Dataset',
      sortable: false,
      width: 180,
      render: (c) =>
        c.datasource_url ? (
          <Link to={c.datasource_url}>{c.datasource_name_text}</Link>
        ) : (
          (c.datasource_name_text ?? '')
        ),
    },
    {
      id: 'dashboards',
      header: 'On dashboards',
      width: 220,
      render: (c) => <DashboardLinks dashboards={c.dashboards ?? []} />,
    },
    { id: 'owners', header: 'Owners', width: 130, render: (c) => <AvatarGroup users={c.owners} /> },
    {
      id: 'changed_on_delta_humanized',
      header: 'Last modified',
      sortable: true,
      width: 150,
      render: (c) => (
        <Tooltip title={c.changed_by_name ? `Modified by ${c.changed_by_name}` : undefined}>
          <span>{c.changed_on_delta_humanized}</span>
        </Tooltip>
      ),
    },
    { id: 'certified', header: '', hidden: true },
    {
      id: 'actions',
      header: 'Actions',
      width: 100,
      render: (c) => (
        <Space>
          {o.canEdit && (
            <Tooltip title="Edit">
              <Button
                type="text"
                size="small"
                aria-label="Edit"
                data-test="edit-chart"
                icon={<EditOutlined />}
                onClick={() => o.onEdit(c)}
              />
            </Tooltip>
          )}
          {o.canDelete && (
            <Tooltip title="Delete">
              <Button
                type="text"
                size="small"
                aria-label="Delete"
                data-test="delete-chart"
                icon={<DeleteOutlined />}
                onClick={() => o.onDelete(c)}
              />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];
}

type Fetch = (
  search: string,
  page: number,
  pageSize: number,
) => Promise<{ data: SelectOption[]; totalCount: number }>;

const relatedOwners: Fetch = async (search, page, pageSize) => {
  const r = await fetchChartRelated('owners', search, page, pageSize);
  return { data: r.result.map((x) => ({ label: x.text, value: x.value })), totalCount: r.count };
};

const datasets: Fetch = async (search, page, pageSize) => {
  const r = await getDatasets({
    ...(search ? { filters: [{ col: 'table_name', opr: 'ct', value: search }] } : {}),
    order_column: 'table_name',
    order_direction: 'asc',
    page,
    page_size: pageSize,
  });
  return { data: r.result.map((d) => ({ label: d.table_name, value: d.id })), totalCount: r.count };
};

const dashboards: Fetch = async (search, page, pageSize) => {
  const r = await searchDashboards(search, page, pageSize);
  return {
    data: r.result.map((d) => ({ label: d.dashboard_title || '[ untitled dashboard ]', value: d.id })),
    totalCount: r.count,
  };
};

const YES_NO: SelectOption[] = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

export function chartFilters(vizName: (vizType: string) => string): ListViewFilter[] {
  const vizTypes: Fetch = async (search, page, pageSize) => {
    const r = await fetchChartDistinct('viz_type', search, page, pageSize);
    return {
      data: r.result.map((x) => ({ label: vizName(String(x.value)), value: x.value })),
      totalCount: r.count,
    };
  };
  return [
    {
      id: 'slice_name',
      input: 'search',
      label: 'Search',
      operator: 'chart_all_text',
      placeholder: 'Type a value',
    },
    { id: 'viz_type', input: 'related-select', label: 'Type', operator: 'eq', fetchSelects: vizTypes },
    {
      id: 'datasource_id',
      input: 'related-select',
      label: 'Dataset',
      operator: 'eq',
      fetchSelects: datasets,
    },
    {
      id: 'dashboards',
      input: 'related-select',
      label: 'Dashboard',
      operator: 'rel_m_m',
      fetchSelects: dashboards,
    },
    {
      id: 'owners',
      input: 'related-select',
      label: 'Owner',
      operator: 'rel_m_m',
      fetchSelects: relatedOwners,
    },
    { id: 'certified', input: 'select', label: 'Certified', operator: 'chart_is_certified', selects: YES_NO },
    { id: 'id', input: 'select', label: 'Favorite', operator: 'chart_is_favorite', selects: YES_NO },
  ];
}

export const CHART_CARD_SORTS: CardSortOption[] = [
  { label: 'Alphabetical', id: 'slice_name', desc: false },
  { label: 'Recently modified', id: 'changed_on_delta_humanized', desc: true },
  { label: 'Least recently modified', id: 'changed_on_delta_humanized', desc: false },
];
