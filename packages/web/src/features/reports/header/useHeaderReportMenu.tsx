/**
 * The "Manage email report" submenu of the dashboard and chart headers (Superset's
 * HeaderReportDropdown), shown when ALERT_REPORTS is on and the user may write schedules: "Set up an
 * email report" when the user has none on this dashboard or chart, else "Email reports active",
 * "Edit email report" and "Delete email report". Returns the menu item and the dialogs it opens.
 */
import { Checkbox, type MenuProps } from 'antd';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useGetMyRolesQuery } from '../../../api/auth';
import {
  reportsOfResource,
  useDeleteReportMutation,
  useUpdateReportMutation,
  type ReportListItem,
} from '../../../api/reports';
import { DeleteModal } from '../../../components/DeleteModal';
import { useToasts } from '../../../components/Toasts';
import { lazyNamed } from '../../../components/lazyNamed';
import { useReportAccess } from '../access';
import type { ReportTarget } from './target';

const ReportModal = lazyNamed(() => import('./ReportModal'), 'ReportModal');

export const FETCH_FAILED = {
  dashboard: 'There was an issue fetching reports attached to this dashboard.',
  chart: 'There was an issue fetching reports attached to this chart.',
};
export const TOGGLE_FAILED = 'We were unable to active or deactivate this report.';
export const DELETE_FAILED = 'Your report could not be deleted';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** The user's report on `target`, refreshed on demand; null while unknown or when there is none. */
function useTargetReport(target: ReportTarget | null, userId: number | undefined, enabled: boolean) {
  const { addDangerToast } = useToasts();
  const [report, setReport] = useState<ReportListItem | null>(null);
  const kind = target?.kind;
  const id = target?.id;
  const refresh = useCallback(() => {
    if (!enabled || !kind || !id || userId === undefined) return;
    reportsOfResource(kind, id, userId).then(
      (r) => setReport(r.result[0] ?? null),
      () => addDangerToast(FETCH_FAILED[kind]),
    );
  }, [enabled, kind, id, userId, addDangerToast]);
  useEffect(refresh, [refresh]);
  return { report, setReport, refresh };
}

/** The submenu: "Set up an email report" without a report, else toggle, edit and delete. */
function reportMenuItem(
  report: ReportListItem | null,
  on: { toggle: () => void; edit: () => void; remove: () => void },
): MenuItem {
  const label = (key: string, text: ReactNode) => <span data-test={`report-menu-${key}`}>{text}</span>;
  return {
    key: 'email-report',
    label: label('manage', 'Manage email report'),
    children: report
      ? [
          {
            key: 'report-toggle-active',
            label: label(
              'toggle',
              <>
                <Checkbox checked={report.active} style={{ marginRight: 8 }} />
                Email reports active
              </>,
            ),
            onClick: on.toggle,
          },
          { key: 'report-edit', label: label('edit', 'Edit email report'), onClick: on.edit },
          {
            key: 'report-delete',
            danger: true,
            label: label('delete', 'Delete email report'),
            onClick: on.remove,
          },
        ]
      : [{ key: 'report-set-up', label: label('set-up', 'Set up an email report'), onClick: on.edit }],
  };
}

/** Switching the report on or off, and deleting it, with Superset's toasts. */
function useReportActions(
  report: ReportListItem | null,
  setReport: (r: ReportListItem | null) => void,
  refresh: () => void,
) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [updateReport] = useUpdateReportMutation();
  const [deleteReport] = useDeleteReportMutation();
  const toggle = () => {
    if (!report) return;
    const active = !report.active;
    setReport({ ...report, active });
    updateReport({ id: report.id, body: { active } })
      .unwrap()
      .catch(() => addDangerToast(TOGGLE_FAILED))
      .finally(refresh);
  };
  const remove = () => {
    if (!report) return;
    deleteReport(report.id)
      .unwrap()
      .then(
        () => {
          setReport(null);
          addSuccessToast(`Deleted: ${report.name}`);
        },
        () => addDangerToast(DELETE_FAILED),
      );
  };
  return { toggle, remove };
}

export function useHeaderReportMenu(target: ReportTarget | null): {
  item: MenuItem | null;
  dialogs: ReactNode;
} {
  const access = useReportAccess();
  const me = useGetMyRolesQuery();
  const enabled = access.canWrite && target !== null;
  const { report, setReport, refresh } = useTargetReport(target, access.userId, enabled);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const actions = useReportActions(report, setReport, refresh);
  if (!enabled || !target || !me.data) return { item: null, dialogs: null };

  const item = reportMenuItem(report, {
    toggle: actions.toggle,
    edit: () => setDialog('edit'),
    remove: () => setDialog('delete'),
  });
  const dialogs = (
    <>
      {dialog === 'edit' && (
        <Suspense fallback={null}>
          <ReportModal
            target={target}
            user={{ id: me.data.id, email: me.data.email }}
            reportId={report?.id}
            onHide={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              refresh();
            }}
          />
        </Suspense>
      )}
      <DeleteModal
        open={dialog === 'delete' && report !== null}
        title="Delete Report?"
        description={`This action will permanently delete ${report?.name ?? ''}.`}
        onConfirm={() => {
          setDialog(null);
          actions.remove();
        }}
        onHide={() => setDialog(null)}
      />
    </>
  );
  return { item, dialogs };
}
