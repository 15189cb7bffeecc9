/**
 * /alert/list/ and /report/list/: one page with an Alerts / Reports tab switch (Superset's
 * AlertReportList). Each row shows its last run, schedule, notification methods and owners; owners and
 * admins switch it on or off, edit it in the alert or report dialog, delete it; anyone who can read
 * opens its execution log.
 */
import { Tabs } from 'antd';
import { Suspense, useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../../api/errors';
import {
  useDeleteReportMutation,
  useDeleteReportsMutation,
  useGetReportPermissionsQuery,
  useGetReportsQuery,
  useUpdateReportMutation,
  type ReportListItem,
} from '../../../api/reports';
import type { FetchDataConfig } from '../../../components/ListView';
import {
  ResourceList,
  toListQuery,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../../components/ResourceList';
import { useToasts } from '../../../components/Toasts';
import { lazyNamed } from '../../../components/lazyNamed';
import { mayEdit, useReportAccess } from '../access';
import { alertReportColumns, alertReportFilters } from './alertReportColumns';

const AlertReportModal = lazyNamed(() => import('../modal/AlertReportModal'), 'AlertReportModal');

export const TOGGLE_FAILED = 'We were unable to active or deactivate this report.';

/** Every list call carries the tab's type (Superset's initial filter on `type`). */
const queryOf = (type: 'Alert' | 'Report') => (config: FetchDataConfig) => {
  const q = toListQuery(config);
  return { ...q, filters: [{ col: 'type', opr: 'eq', value: type }, ...(q.filters ?? [])] };
};
const ALERT_QUERY = queryOf('Alert');
const REPORT_QUERY = queryOf('Report');

function configOf(isReport: boolean): ResourceListConfig<ReportListItem> {
  const title = isReport ? 'report' : 'alert';
  const plural = isReport ? 'reports' : 'alerts';
  return {
    page: { testId: 'alert-report-list', title: 'Alerts & reports', noun: 'report' },
    hooks: { useList: useGetReportsQuery, usePermissions: useGetReportPermissionsQuery },
    toQuery: isReport ? REPORT_QUERY : ALERT_QUERY,
    filters: alertReportFilters(),
    initialSort: [{ id: 'name', desc: true }],
    remove: {
      useDeleteOne: useDeleteReportMutation,
      useDeleteMany: useDeleteReportsMutation,
      name: (r) => r.name,
      title: `Delete ${title}?`,
      selected: plural,
      describe: (rows) =>
        rows.length === 1
          ? `This action will permanently delete ${rows[0]!.name}.`
          : `Are you sure you want to delete the selected ${plural}?`,
    },
    empty: { title: `No ${plural} yet`, image: 'filter-results', description: null },
  };
}
const ALERTS = configOf(false);
const REPORTS = configOf(true);

/** The dialog's state: closed, a new schedule, or the one being edited. */
type Editing = { id: number | null; readOnly: boolean } | null;

export default function AlertReportList() {
  const { pathname } = useLocation();
  const isReport = pathname.startsWith('/report');
  const navigate = useNavigate();
  const access = useReportAccess();
  const { addDangerToast } = useToasts();
  const [updateReport] = useUpdateReportMutation();
  const [editing, setEditing] = useState<Editing>(null);

  const onToggle = useCallback(
    (row: ReportListItem, active: boolean) => {
      updateReport({ id: row.id, body: { active } })
        .unwrap()
        .catch((e: unknown) => addDangerToast(`${TOGGLE_FAILED} ${errorText(e)}`.trim()));
    },
    [updateReport, addDangerToast],
  );
  const columns = useCallback(
    (ctx: ResourceListContext<ReportListItem>) =>
      alertReportColumns(ctx, {
        access,
        isReport,
        onEdit: (r) => setEditing({ id: r.id, readOnly: !mayEdit(access, r.owners) }),
        onToggle,
        onLog: (r) => void navigate(`/${r.type.toLowerCase()}/${r.id}/log/`),
      }),
    [access, isReport, onToggle, navigate],
  );
  const create = {
    label: isReport ? 'Report' : 'Alert',
    testId: isReport ? 'create-report' : 'create-alert',
    onClick: () => setEditing({ id: null, readOnly: false }),
  };
  return (
    <div>
      <Tabs
        activeKey={isReport ? 'reports' : 'alerts'}
        onChange={(k) => void navigate(k === 'reports' ? '/report/list/' : '/alert/list/')}
        items={[
          { key: 'alerts', label: <span data-test="alert-list">Alerts</span> },
          { key: 'reports', label: <span data-test="report-list">Reports</span> },
        ]}
      />
      <ResourceList<ReportListItem>
        key={isReport ? 'reports' : 'alerts'}
        {...(isReport ? REPORTS : ALERTS)}
        columns={columns}
        create={create}
      >
        {(ctx) =>
          editing && (
            <Suspense fallback={null}>
              <AlertReportModal
                isReport={isReport}
                id={editing.id}
                readOnly={editing.readOnly}
                onHide={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null);
                  ctx.refetch();
                }}
              />
            </Suspense>
          )
        }
      </ResourceList>
    </div>
  );
}
