/**
 * The "…" menu of a dashboard chart: force refresh, full size, edit chart, view query, view as table,
 * drill to detail (charts declaring it; with can_explore and can_samples), downloads (CSV, Excel,
 * image; with can_csv) and a chart permalink (with can_share_chart).
 */
import {
  DownloadOutlined,
  EditOutlined,
  EllipsisOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LinkOutlined,
  ReloadOutlined,
  TableOutlined,
  FileTextOutlined,
  ZoomInOutlined,
} from '@ant-design/icons';
import type { FormData } from '@meridian/charts';
import type { QueryContext } from '@meridian/core';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { exportChartData } from '../../../api/chartData';
import { errorText } from '../../../api/errors';
import { postExplorePermalink } from '../../../api/explore';
import { buildChartQueryContext, useChartRegistry } from '../../../components/ChartRenderer';
import { copyText } from '../../../components/DataGrid/gridData';
import { useToasts } from '../../../components/Toasts';
import { useDrillPermissions } from '../drill/useDrillPermissions';
import { useDashboardPermissions } from '../permissions';
import { downloadElementImage } from './chartImage';
import { lazyNamed } from '../../../components/lazyNamed';

// The menu's dialogs load when first opened (a dashboard shows many menus and opens few dialogs).
const ViewQueryModal = lazyNamed(() => import('../../explore/chart/ViewQueryModal'), 'ViewQueryModal');
const ViewResultsModal = lazyNamed(() => import('./ViewResultsModal'), 'ViewResultsModal');
const DrillDetailModal = lazyNamed(() => import('../drill/DrillDetailModal'), 'DrillDetailModal');

export interface SliceMenuProps {
  chartId: number;
  sliceName: string;
  formData: FormData;
  isFullSize: boolean;
  onToggleFullSize: () => void;
  onForceRefresh: () => void;
  holder: () => HTMLElement | null;
}

export function SliceMenu(p: SliceMenuProps) {
  const navigate = useNavigate();
  const perms = useDashboardPermissions();
  const [drillDetail, setDrillDetail] = useState(false);
  const drill = useDrillPermissions(p.formData);
  const { modal, setModal, ...actions } = useSliceActions(p);
  const items = sliceMenuItems(p, {
    ...actions,
    canExplore: perms.canExplore,
    canCsv: perms.canCsv,
    canShareChart: perms.canShareChart,
    drillToDetail: drill.drillToDetail,
    edit: () => void navigate(`/explore/?slice_id=${p.chartId}`),
    openDrillDetail: () => setDrillDetail(true),
  });
  return (
    <>
      <Dropdown menu={{ items, triggerSubMenuAction: 'click' }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          size="small"
          aria-label="More Options"
          data-test="slice-menu-trigger"
          data-image-exclude="true"
          icon={<EllipsisOutlined />}
        />
      </Dropdown>
      <Suspense fallback={null}>
        {modal?.kind === 'query' && (
          <ViewQueryModal queryContext={modal.context} onHide={() => setModal(null)} />
        )}
        {modal?.kind === 'results' && (
          <ViewResultsModal title={p.sliceName} queryContext={modal.context} onHide={() => setModal(null)} />
        )}
        {drillDetail && (
          <DrillDetailModal
            chartId={p.chartId}
            chartName={p.sliceName}
            formData={p.formData}
            initialFilters={[]}
            canExplore={perms.canExplore}
            onHide={() => setDrillDetail(false)}
          />
        )}
      </Suspense>
    </>
  );
}

/** The menu's actions: the query and results dialogs, downloads and the permalink. */
function useSliceActions(p: SliceMenuProps) {
  const { token } = theme.useToken();
  const registry = useChartRegistry();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [modal, setModal] = useState<{ kind: 'query' | 'results'; context: QueryContext } | null>(null);

  const context = (): QueryContext | null => {
    try {
      return buildChartQueryContext(registry, p.formData);
    } catch (e) {
      addDangerToast(errorText(e));
      return null;
    }
  };
  const open = (kind: 'query' | 'results') => {
    const c = context();
    if (c) setModal({ kind, context: c });
  };
  const download = (format: 'csv' | 'xlsx') => {
    const c = context();
    if (c) exportChartData(c, format, p.sliceName).catch((e: unknown) => addDangerToast(errorText(e)));
  };
  const image = () => {
    const el = p.holder();
    if (el)
      downloadElementImage(el, p.sliceName, token.colorBgContainer).catch((e: unknown) =>
        addDangerToast(errorText(e)),
      );
  };
  const share = async () => {
    try {
      const { url } = await postExplorePermalink(p.formData, []);
      await copyText(new URL(url, window.location.origin).toString()).then(
        () => addSuccessToast('Link Copied!'),
        () => addDangerToast('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
      );
    } catch (e) {
      addDangerToast(errorText(e));
    }
  };
  return { modal, setModal, open, download, image, share };
}

interface SliceMenuActions {
  open: (kind: 'query' | 'results') => void;
  download: (format: 'csv' | 'xlsx') => void;
  image: () => void;
  share: () => Promise<void>;
  edit: () => void;
  openDrillDetail: () => void;
  canExplore: boolean;
  canCsv: boolean;
  canShareChart: boolean;
  drillToDetail: boolean;
}

/** The menu's items, each shown only with its permission (or the chart's behaviour). */
function sliceMenuItems(p: SliceMenuProps, a: SliceMenuActions): MenuProps['items'] {
  const label = (test: string, text: string) => <span data-test={test}>{text}</span>;
  return [
    {
      key: 'refresh',
      icon: <ReloadOutlined />,
      label: label('force-refresh', 'Force refresh'),
      onClick: p.onForceRefresh,
    },
    {
      key: 'fullsize',
      icon: p.isFullSize ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
      label: p.isFullSize
        ? label('exit-fullscreen', 'Exit fullscreen')
        : label('enter-fullscreen', 'Enter fullscreen'),
      onClick: p.onToggleFullSize,
    },
    { type: 'divider' },
    ...(a.canExplore
      ? [
          {
            key: 'edit',
            icon: <EditOutlined />,
            label: label('edit-chart', 'Edit chart'),
            onClick: a.edit,
          },
          {
            key: 'query',
            icon: <FileTextOutlined />,
            label: label('view-query', 'View query'),
            onClick: () => a.open('query'),
          },
        ]
      : []),
    {
      key: 'results',
      icon: <TableOutlined />,
      label: label('view-as-table', 'View as table'),
      onClick: () => a.open('results'),
    },
    ...(a.drillToDetail
      ? [
          {
            key: 'drill-detail',
            icon: <ZoomInOutlined />,
            label: label('drill-to-detail', 'Drill to detail'),
            onClick: a.openDrillDetail,
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'download',
      icon: <DownloadOutlined />,
      label: label('download-menu', 'Download'),
      disabled: !a.canCsv,
      children: [
        { key: 'csv', label: label('export-csv', 'Export to .CSV'), onClick: () => a.download('csv') },
        { key: 'xlsx', label: label('export-xlsx', 'Export to Excel'), onClick: () => a.download('xlsx') },
        { key: 'image', label: label('export-image', 'Download as image'), onClick: a.image },
      ],
    },
    ...(a.canShareChart
      ? [
          {
            key: 'share',
            icon: <LinkOutlined />,
            label: label('copy-permalink', 'Copy permalink to clipboard'),
            onClick: () => void a.share(),
          },
        ]
      : []),
  ];
}
