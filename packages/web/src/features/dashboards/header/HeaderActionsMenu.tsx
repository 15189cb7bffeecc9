import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown, theme, type MenuProps } from 'antd';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { EXPORT_FAILED, exportBundle } from '../../../api/bundles';
import { useCreateDashboardPermalinkMutation } from '../../../api/dashboardActions';
import { errorText, sprintf } from '../../../api/errors';
import { useToasts } from '../../../components/Toasts';
import { dashboardTitle } from '../list/dashboardLinks';
import { IMAGE_DOWNLOAD_FAILED, PDF_DOWNLOAD_FAILED, downloadAsImage, downloadAsPdf } from './download';
import { useFeatureFlags } from './featureFlags';
import {
  COPY_UNSUPPORTED,
  LINK_COPIED,
  PERMALINK_FAILED,
  copyPermalink,
  useDashboardPermalinkState,
} from './permalink';
import type { DashboardHeaderProps } from './types';
import { lazyNamed } from '../../../components/lazyNamed';
import { useHeaderReportMenu } from '../../reports/header/useHeaderReportMenu';
import { useEmbedMenu } from '../../embedded/useEmbedMenu';

// The dialogs load when first opened: none of them is needed to show the dashboard.
const CssEditorModal = lazyNamed(() => import('./CssEditorModal'), 'CssEditorModal');
const PropertiesModal = lazyNamed(() => import('./PropertiesModal'), 'PropertiesModal');
const RefreshIntervalModal = lazyNamed(() => import('./RefreshIntervalModal'), 'RefreshIntervalModal');
const SaveAsModal = lazyNamed(() => import('./SaveAsModal'), 'SaveAsModal');

type Dialog = 'properties' | 'css' | 'refresh' | 'save-as' | null;

export type HeaderActionsMenuProps = Pick<
  DashboardHeaderProps,
  | 'dashboard'
  | 'editMode'
  | 'canEdit'
  | 'onRefresh'
  | 'refreshFrequency'
  | 'onRefreshFrequencyChange'
  | 'onDashboardUpdated'
  | 'css'
  | 'onCssChange'
  | 'gridElementRef'
> & {
  /** can_write on Dashboard: "Save as" (a copy belongs to whoever makes it). */
  canSave: boolean;
  /** can_share_dashboard: the Share menu. */
  canShare: boolean;
  /** can_export on Dashboard: Download → Export to YAML. */
  canExport: boolean;
};

const item = (key: string, label: string, show = true) =>
  show ? [{ key, label: <span data-test={`menu-${key}`}>{label}</span> }] : [];

/** The "..." menu of the dashboard header and the dialogs it opens. */
export function HeaderActionsMenu(p: HeaderActionsMenuProps) {
  const { token } = theme.useToken();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [dialog, setDialog] = useState<Dialog>(null);
  const flags = useFeatureFlags();
  const [createPermalink] = useCreateDashboardPermalinkMutation();
  const permalinkState = useDashboardPermalinkState();
  const title = dashboardTitle(p.dashboard);

  const download = async (kind: 'image' | 'pdf') => {
    const element = p.gridElementRef.current;
    try {
      if (!element) throw new Error('no grid');
      const save = kind === 'image' ? downloadAsImage : downloadAsPdf;
      await save(element, title, token.colorBgLayout);
    } catch {
      addDangerToast(kind === 'image' ? IMAGE_DOWNLOAD_FAILED : PDF_DOWNLOAD_FAILED);
    }
  };

  const share = async () => {
    const outcome = await copyPermalink(async () => {
      const state = permalinkState();
      const r = await createPermalink({ id: p.dashboard.id, state }).unwrap();
      return r.url;
    });
    if (outcome === 'copied') addSuccessToast(LINK_COPIED);
    else addDangerToast(outcome === 'copy-failed' ? COPY_UNSUPPORTED : PERMALINK_FAILED);
  };

  // "Manage email report" (ALERT_REPORTS and can_write on ReportSchedule), outside edit mode.
  const report = useHeaderReportMenu(
    useMemo(() => ({ kind: 'dashboard' as const, id: p.dashboard.id, name: title }), [p.dashboard.id, title]),
  );
  const embed = useEmbedMenu(flags.EMBEDDED_SUPERSET && !p.editMode, p.dashboard.id);
  const items = [
    ...headerMenuItems(p).concat(embed.items),
    ...(report.item && !p.editMode ? [{ type: 'divider' as const }, report.item] : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'refresh-dashboard') p.onRefresh();
    else if (key === 'edit-properties') setDialog('properties');
    else if (key === 'edit-css') setDialog('css');
    else if (key === 'save-as') setDialog('save-as');
    else if (key === 'autorefresh') setDialog('refresh');
    else if (key === 'download-image') void download('image');
    else if (key === 'download-pdf') void download('pdf');
    else if (key === 'export-yaml')
      exportBundle('dashboard', [p.dashboard.id]).catch((e: unknown) =>
        addDangerToast(sprintf(EXPORT_FAILED, errorText(e))),
      );
    else if (key === 'copy-permalink') void share();
  };

  const hide = () => setDialog(null);
  const dialogs: Record<Exclude<Dialog, null>, () => ReactNode> = {
    properties: () => (
      <PropertiesModal dashboard={p.dashboard} flags={flags} onHide={hide} onSaved={p.onDashboardUpdated} />
    ),
    css: () => <CssEditorModal css={p.css} onChange={p.onCssChange} onHide={hide} />,
    'save-as': () => <SaveAsModal dashboard={p.dashboard} css={p.css} onHide={hide} />,
    refresh: () => (
      <RefreshIntervalModal
        refreshFrequency={p.refreshFrequency}
        persist={p.canEdit}
        onHide={hide}
        onChange={p.onRefreshFrequencyChange}
      />
    ),
  };

  return (
    <>
      <Dropdown
        menu={{ items: dropDividers(items), onClick, selectable: false, triggerSubMenuAction: 'click' }}
        trigger={['click']}
        placement="bottomRight"
      >
        <Button data-test="actions-trigger" aria-label="More dashboard actions" icon={<EllipsisOutlined />} />
      </Dropdown>
      {dialog && <Suspense fallback={null}>{dialogs[dialog]()}</Suspense>}
      {report.dialogs}
      {embed.dialog}
    </>
  );
}

/** The menu's items, each shown only in its mode and with its permission. */
function headerMenuItems(p: HeaderActionsMenuProps): NonNullable<MenuProps['items']> {
  return [
    ...item('refresh-dashboard', 'Refresh dashboard', !p.editMode),
    ...item('edit-properties', 'Edit properties', p.canEdit),
    ...item('edit-css', 'Edit CSS', p.editMode),
    { type: 'divider' },
    ...item('save-as', 'Save as', p.canSave),
    ...(!p.editMode
      ? [
          {
            key: 'download',
            label: <span data-test="menu-download">Download</span>,
            children: [
              ...item('download-pdf', 'Export to PDF'),
              ...item('download-image', 'Download as image'),
              ...item('export-yaml', 'Export to YAML', p.canExport),
            ],
          },
        ]
      : []),
    ...(!p.editMode && p.canShare
      ? [
          {
            key: 'share',
            label: <span data-test="menu-share">Share</span>,
            children: item('copy-permalink', 'Copy permalink to clipboard'),
          },
        ]
      : []),
    { type: 'divider' },
    ...item('autorefresh', 'Set auto-refresh interval'),
  ];
}

/** No divider at either end or twice in a row when the items around it are hidden. */
function dropDividers(items: NonNullable<MenuProps['items']>): NonNullable<MenuProps['items']> {
  const isDivider = (i: (typeof items)[number] | undefined) => !!i && 'type' in i && i.type === 'divider';
  const out = items.filter((it, idx) => !isDivider(it) || (idx > 0 && !isDivider(items[idx - 1])));
  while (isDivider(out[0])) out.shift();
  while (isDivider(out.at(-1))) out.pop();
  return out;
}
