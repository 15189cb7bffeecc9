/** Columns, filters and card sorts of the Charts list. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { Link } from 'react-router';
import { fetchChartDistinct, fetchChartRelated, type ChartListItem } from '../../api/charts';
import { getDatasets, searchDashboards } from '../../api/explore';
import type { CardSortOption, ListViewColumn, ListViewFilter } from '../../components/ListView';
import {
  ExportAction,
  RowAction,
  YES_NO,
  distinctSelects,
  favoriteColumn,
  modifiedColumn,
  ownersColumn,
  relatedSelects,
  type FetchSelects,
  type ResourceListContext,
} from '../../components/ResourceList';
import { CertifiedBadge } from '../dashboards/list/dashboardListConfig';
import { chartPath, chartTitle } from './chartListQuery';

/** Spec §9: at most 20 dashboards are linked from a chart row. */
export const MAX_DASHBOARD_LINKS = 20;

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

function ChartActions({
  c,
  ctx,
  onEdit,
}: {
  c: ChartListItem;
  ctx: ResourceListContext<ChartListItem>;
  onEdit: (c: ChartListItem) => void;
}) {
  return (
    <Space>
      {ctx.canWrite && (
        <RowAction title="Edit" testId="edit-chart" icon={<EditOutlined />} onClick={() => onEdit(c)} />
      )}
      <ExportAction row={c} ctx={ctx} testId="export-chart" />
      {ctx.canWrite && (
        <RowAction
          title="Delete"
          testId="delete-chart"
          icon={<DeleteOutlined />}
          onClick={() => ctx.askDelete([c])}
        />
      )}
    </Space>
  );
}

export function chartColumns(
  ctx: ResourceListContext<ChartListItem>,
  vizName: (vizType: string) => string,
  onEdit: (c: ChartListItem) => void,
): ListViewColumn<ChartListItem>[] {
  return [
    favoriteColumn(ctx),
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
      render: (c) => <span data-test="chart-viz-type">{vizName(c.viz_type)}</span>,
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
    ownersColumn(130),
    modifiedColumn(150, (c) => c.changed_by_name),
    { id: 'certified', header: '', hidden: true },
    {
      id: 'actions',
      header: 'Actions',
      width: 120,
      render: (c) => <ChartActions c={c} ctx={ctx} onEdit={onEdit} />,
    },
  ];
}

const datasets: FetchSelects = async (search, page, pageSize) => {
  const r = await getDatasets({
    ...(search ? { filters: [{ col: 'table_name', opr: 'ct', value: search }] } : {}),
    order_column: 'table_name',
    order_direction: 'asc',
    page,
    page_size: pageSize,
  });
  return { data: r.result.map((d) => ({ label: d.table_name, value: d.id })), totalCount: r.count };
};

const dashboards: FetchSelects = async (search, page, pageSize) => {
  const r = await searchDashboards(search, page, pageSize);
  return {
    data: r.result.map((d) => ({ label: d.dashboard_title || '[ untitled dashboard ]', value: d.id })),
    totalCount: r.count,
  };
};

export function chartFilters(vizName: (vizType: string) => string): ListViewFilter[] {
  const vizTypes = distinctSelects(fetchChartDistinct, 'viz_type', { label: (v) => vizName(String(v)) });
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
      fetchSelects: relatedSelects(fetchChartRelated, 'owners'),
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
