/**
 * "Schedule a new email report" / "Edit email report" (Superset's ReportModal), opened from a dashboard
 * or chart header: a report to the signed-in user's own email, with its name, description, schedule,
 * time zone and, for a chart, the message content.
 */
import { CalendarOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorText } from '../../../api/errors';
import {
  fieldErrors,
  useCreateReportMutation,
  useGetReportQuery,
  useUpdateReportMutation,
  type ReportDetail,
  type ReportPayload,
} from '../../../api/reports';
import { useToasts } from '../../../components/Toasts';
import type { DashboardPermalinkState } from '../../../api/dashboardActions';
import { useDashboardPermalinkState } from '../../dashboards/header/permalink';
import { crontabError } from '../cron';
import { browserTimezone } from '../format';
import { ReportFields, type Draft } from './ReportFields';
import type { ReportTarget } from './target';

/** Charts whose data reads as text (Superset's TEXT_BASED_VISUALIZATION_TYPES). */
const TEXT_BASED = ['pivot_table_v2', 'table', 'paired_ttest'];
export const REPORT_DEFAULT_CRONTAB = '0 12 * * 1';

export const isTextBased = (t: ReportTarget) => t.kind === 'chart' && TEXT_BASED.includes(t.vizType ?? '');

export interface ReportModalProps {
  target: ReportTarget;
  user: { id: number; email: string };
  /** The report to edit; none for a new one. */
  reportId?: number;
  onHide: () => void;
  onSaved: () => void;
}

function draftOf(target: ReportTarget, existing: ReportDetail | undefined): Draft {
  const format = isTextBased(target) ? 'TEXT' : 'PNG';
  if (!existing)
    return {
      name: `Weekly Report for ${target.name}`,
      description: '',
      crontab: REPORT_DEFAULT_CRONTAB,
      timezone: browserTimezone(),
      format,
      customWidth: null,
    };
  return {
    name: existing.name,
    description: existing.description ?? '',
    crontab: existing.crontab,
    timezone: existing.timezone,
    format: existing.report_format ?? format,
    customWidth: existing.custom_width ?? null,
  };
}

/**
 * Superset's body for a header report: active, to the user's email, owned by the user. A new
 * dashboard report keeps the dashboard as the user sees it (`dashboardState`: tabs, applied filters,
 * URL parameters) in extra.dashboard, which the report renders.
 */
function bodyOf(
  target: ReportTarget,
  user: ReportModalProps['user'],
  d: Draft,
  dashboardState?: DashboardPermalinkState,
): ReportPayload {
  const isChart = target.kind === 'chart';
  return {
    ...(!isChart && dashboardState && { extra: { dashboard: dashboardState } }),
    type: 'Report',
    active: true,
    force_screenshot: false,
    custom_width: d.customWidth,
    creation_method: isChart ? 'charts' : 'dashboards',
    dashboard: isChart ? null : target.id,
    chart: isChart ? target.id : null,
    owners: [user.id],
    recipients: [{ type: 'Email', recipient_config_json: { target: user.email } }],
    name: d.name.trim(),
    description: d.description,
    crontab: d.crontab,
    report_format: isChart ? d.format : 'PNG',
    timezone: d.timezone,
  };
}

function useSaveReport(p: ReportModalProps) {
  const { addSuccessToast } = useToasts();
  const [createReport, created] = useCreateReportMutation();
  const [updateReport, updated] = useUpdateReportMutation();
  const [error, setError] = useState<string | null>(null);
  const [byField, setByField] = useState<Record<string, string>>({});
  const dashboardState = useDashboardPermalinkState();
  const save = async (draft: Draft) => {
    const isNew = p.reportId === undefined;
    const body = bodyOf(p.target, p.user, draft, isNew ? dashboardState() : undefined);
    setError(null);
    setByField({});
    try {
      if (p.reportId !== undefined) {
        await updateReport({ id: p.reportId, body }).unwrap();
        addSuccessToast('Report updated');
      } else {
        await createReport(body).unwrap();
        addSuccessToast('The report has been created');
      }
      p.onSaved();
    } catch (e) {
      const fields = fieldErrors(e);
      setByField(fields);
      const listed = Object.entries(fields).map(([k, v]) => `${k}: ${v}`);
      setError(listed.length ? listed.join('; ') : errorText(e));
    }
  };
  return { save, saving: created.isLoading || updated.isLoading, error, byField };
}

function ReportDialog({
  p,
  initial,
  children,
}: {
  p: ReportModalProps;
  initial: Draft | null;
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState(initial);
  const { save, saving, error, byField } = useSaveReport(p);
  const isEdit = p.reportId !== undefined;
  const footer = [
    <Button key="cancel" onClick={p.onHide} data-test="report-modal-cancel">
      Cancel
    </Button>,
    <Button
      key="submit"
      type="primary"
      data-test="report-modal-save"
      disabled={!draft?.name.trim() || Boolean(draft && crontabError(draft.crontab))}
      loading={saving}
      onClick={() => draft && void save(draft)}
    >
      {isEdit ? 'Save' : 'Add'}
    </Button>,
  ];
  const title = (
    <Space data-test="report-modal-title">
      <CalendarOutlined />
      {isEdit ? 'Edit email report' : 'Schedule a new email report'}
    </Space>
  );
  return (
    <Modal
      open
      centered
      width={460}
      title={title}
      footer={footer}
      onCancel={p.onHide}
      data-test="report-modal"
    >
      {children ??
        (draft && (
          <ReportFields
            target={p.target}
            textBased={isTextBased(p.target)}
            draft={draft}
            set={(patch) => setDraft((d) => (d ? { ...d, ...patch } : d))}
            byField={byField}
          />
        ))}
      {error && (
        <Alert
          type="error"
          showIcon
          data-test="report-modal-error"
          message={isEdit ? 'Failed to update report' : 'Failed to create report'}
          description={error}
        />
      )}
    </Modal>
  );
}

/** Loads the report being edited, then shows the dialog with it. */
export function ReportModal(p: ReportModalProps) {
  const existing = useGetReportQuery(p.reportId ?? skipToken, { refetchOnMountOrArgChange: true });
  if (p.reportId === undefined) return <ReportDialog p={p} initial={draftOf(p.target, undefined)} />;
  if (existing.data && !existing.isFetching)
    return <ReportDialog key="loaded" p={p} initial={draftOf(p.target, existing.data)} />;
  return (
    <ReportDialog p={p} initial={null}>
      {existing.error ? (
        <Alert type="error" showIcon message={errorText(existing.error)} />
      ) : (
        <Spin style={{ display: 'block', margin: '32px auto' }} />
      )}
    </ReportDialog>
  );
}
