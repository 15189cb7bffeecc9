/**
 * The "…" menu of the chart header: Edit chart properties, View query, Download (CSV, Excel, JSON,
 * image; gated by can_download) and Share (copy a permalink).
 */
import {
  DownloadOutlined,
  EditOutlined,
  EllipsisOutlined,
  FileImageOutlined,
  FileTextOutlined,
  LinkOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import type { QueryContext } from '@meridian/core';
import { Button, Dropdown, type MenuProps } from 'antd';
import { exportChartData, type ExportFormat } from '../../../api/chartData';
import { errorText } from '../../../api/errors';
import { postExplorePermalink } from '../../../api/explore';
import { copyText } from '../../../components/DataGrid/gridData';
import { useToasts } from '../../../components/Toasts';
import { permalinkUrlParams } from '../state/urlState';
import { downloadChartImage } from './exploreImage';
import { useHeaderReportMenu } from '../../reports/header/useHeaderReportMenu';
import type { ReportTarget } from '../../reports/header/target';

export interface ChartActionsMenuProps {
  sliceName: string;
  canDownload: boolean;
  canEditProperties: boolean;
  formData: Record<string, unknown>;
  queryContext: () => QueryContext;
  chartElement: () => HTMLElement | null;
  background: string;
  onViewQuery: () => void;
  onEditProperties: () => void;
  /** The saved chart, for its "Manage email report" submenu (none for an unsaved chart). */
  reportTarget?: ReportTarget | null;
}

/** The menu: chart properties (for owners), view query, downloads and the permalink. */
function menuItems(
  p: ChartActionsMenuProps,
  actions: { download: (format: ExportFormat) => void; image: () => void; share: () => void },
): MenuProps['items'] {
  return [
    ...(p.canEditProperties
      ? [
          {
            key: 'edit',
            icon: <EditOutlined />,
            label: <span data-test="edit-chart-properties">Edit chart properties</span>,
            onClick: p.onEditProperties,
          },
        ]
      : []),
    {
      key: 'view-query',
      icon: <FileTextOutlined />,
      label: <span data-test="view-query">View query</span>,
      onClick: p.onViewQuery,
    },
    {
      key: 'download',
      icon: <DownloadOutlined />,
      label: <span data-test="download-menu">Download</span>,
      disabled: !p.canDownload,
      children: [
        {
          key: 'csv',
          label: <span data-test="export-csv">Export to .CSV</span>,
          onClick: () => actions.download('csv'),
        },
        {
          key: 'xlsx',
          label: <span data-test="export-xlsx">Export to Excel</span>,
          onClick: () => actions.download('xlsx'),
        },
        {
          key: 'json',
          label: <span data-test="export-json">Export to .JSON</span>,
          onClick: () => actions.download('json'),
        },
        {
          key: 'image',
          icon: <FileImageOutlined />,
          label: <span data-test="export-image">Download as image</span>,
          onClick: actions.image,
        },
      ],
    },
    {
      key: 'share',
      icon: <ShareAltOutlined />,
      label: <span data-test="share-menu">Share</span>,
      children: [
        {
          key: 'permalink',
          icon: <LinkOutlined />,
          label: <span data-test="copy-permalink">Copy permalink to clipboard</span>,
          onClick: actions.share,
        },
      ],
    },
  ];
}

export function ChartActionsMenu(p: ChartActionsMenuProps) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const name = p.sliceName || 'chart';

  const download = (format: ExportFormat) =>
    void exportChartData(p.queryContext(), format, name).catch((e: unknown) => addDangerToast(errorText(e)));
  const image = () => {
    const el = p.chartElement();
    if (!el) return;
    downloadChartImage(el, name, p.background).catch((e: unknown) => addDangerToast(errorText(e)));
  };
  const share = async () => {
    try {
      const { url } = await postExplorePermalink(p.formData, permalinkUrlParams(window.location.search));
      const absolute = new URL(url, window.location.origin).toString();
      await copyText(absolute).then(
        () => addSuccessToast('Link Copied!'),
        () => addDangerToast('Sorry, your browser does not support copying. Use Ctrl / Cmd + C!'),
      );
    } catch (e) {
      addDangerToast(errorText(e));
    }
  };

  const report = useHeaderReportMenu(p.reportTarget ?? null);
  const items = [
    ...(menuItems(p, { download, image, share: () => void share() }) ?? []),
    ...(report.item ? [report.item] : []),
  ];
  return (
    <>
      <Dropdown menu={{ items, triggerSubMenuAction: 'click' }} trigger={['click']} placement="bottomRight">
        <Button aria-label="Menu actions trigger" data-test="actions-trigger" icon={<EllipsisOutlined />} />
      </Dropdown>
      {report.dialogs}
    </>
  );
}
