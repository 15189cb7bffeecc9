/**
 * The edit-mode side panel: "Layout elements" to drag in (tabs, row, column, header, markdown,
 * divider) and "Charts": a searchable list of the charts the user can read, with their chart type's
 * name, marked when already on the dashboard. The list is asked for again each time the panel opens
 * and when the window gets the focus back, so a chart saved meanwhile (e.g. through "Create new
 * chart", which opens explore in a new tab) appears.
 */
import {
  BorderOuterOutlined,
  ColumnWidthOutlined,
  FontSizeOutlined,
  FileMarkdownOutlined,
  FolderOutlined,
  LineOutlined,
  BarChartOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { chartIdsInLayout, type ComponentType } from '@meridian/core';
import { Button, Empty, Input, Spin, Tabs, Tag, Typography, theme } from 'antd';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { useGetChartsQuery } from '../../../api/charts';
import { useVizTypeNames } from '../../charts/useVizTypeNames';
import { useDashboardSelector } from '../state/store';
import { NewComponentItem } from './NewComponentItem';
import { useRefetchOnFocus } from './useRefetchOnFocus';

const ELEMENTS: { type: ComponentType; label: string; icon: ReactNode }[] = [
  { type: 'TABS', label: 'Tabs', icon: <FolderOutlined /> },
  { type: 'ROW', label: 'Row', icon: <BorderOuterOutlined /> },
  { type: 'COLUMN', label: 'Column', icon: <ColumnWidthOutlined /> },
  { type: 'HEADER', label: 'Header', icon: <FontSizeOutlined /> },
  { type: 'MARKDOWN', label: 'Markdown', icon: <FileMarkdownOutlined /> },
  { type: 'DIVIDER', label: 'Divider', icon: <LineOutlined /> },
];

export const PANEL_WIDTH = 340;

function LayoutElements() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {ELEMENTS.map((e) => (
        <NewComponentItem
          key={e.type}
          dragId={`NEW-${e.type}`}
          data-test={`new-component-${e.type.toLowerCase()}`}
          data={{ dragging: { id: `NEW-${e.type}`, type: e.type }, label: e.label }}
          icon={e.icon}
        >
          {e.label}
        </NewComponentItem>
      ))}
    </div>
  );
}

function ChartsList() {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const layout = useDashboardSelector((s) => s.dashboardLayout.present);
  const onDashboard = useMemo(() => new Set(chartIdsInLayout(layout)), [layout]);
  const vizNames = useVizTypeNames();
  const { data, isFetching, refetch } = useGetChartsQuery(
    {
      filters: deferred ? [{ col: 'slice_name', opr: 'chart_all_text', value: deferred }] : [],
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 100,
    },
    { refetchOnMountOrArgChange: true },
  );
  useRefetchOnFocus(refetch);
  const charts = data?.result ?? [];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="link"
          size="small"
          icon={<PlusOutlined />}
          href="/explore/"
          target="_blank"
          rel="noopener noreferrer"
          data-test="create-new-chart"
        >
          Create new chart
        </Button>
      </div>
      <Input.Search
        allowClear
        placeholder="Filter your charts"
        data-test="chart-search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {isFetching && !data && <Spin style={{ margin: 16 }} />}
      {data && charts.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No charts" />}
      {charts.map((c) => {
        const added = onDashboard.has(c.id);
        return (
          <NewComponentItem
            key={c.id}
            dragId={`NEW-CHART-${c.id}`}
            data-test="new-chart"
            data={{
              dragging: {
                id: `NEW-CHART-${c.id}`,
                type: 'CHART',
                meta: { chartId: c.id, sliceName: c.slice_name },
              },
              label: c.slice_name,
            }}
            icon={<BarChartOutlined />}
          >
            <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <Typography.Text ellipsis style={{ flex: 1 }} data-test="new-chart-name">
                {c.slice_name}
              </Typography.Text>
              {added && (
                <Tag color="processing" style={{ marginInlineEnd: 0 }} data-test="chart-added">
                  Added
                </Tag>
              )}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} ellipsis>
              <span data-test="new-chart-viz">{vizNames[c.viz_type] ?? c.viz_type}</span>
              {c.datasource_name_text ? ` · ${c.datasource_name_text}` : ''}
            </Typography.Text>
          </NewComponentItem>
        );
      })}
    </div>
  );
}

export default function BuilderSidePanel() {
  const { token } = theme.useToken();
  return (
    <aside
      data-test="dashboard-builder-sidepane"
      style={{
        width: PANEL_WIDTH,
        flex: 'none',
        position: 'sticky',
        top: 80,
        alignSelf: 'flex-start',
        maxHeight: 'calc(100vh - 100px)',
        overflow: 'auto',
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        padding: `0 ${token.padding}px ${token.padding}px`,
      }}
    >
      <Tabs
        defaultActiveKey="charts"
        items={[
          { key: 'charts', label: 'Charts', children: <ChartsList /> },
          { key: 'layout', label: 'Layout elements', children: <LayoutElements /> },
        ]}
      />
    </aside>
  );
}
