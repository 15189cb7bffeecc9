/**
 * The state of the alert and report dialog (AlertReportModal), read from a schedule, checked as
 * Superset checks it before Save, and written as the API's body.
 */
import type {
  RecipientConfig,
  RecipientType,
  ReportDetail,
  ReportFormat,
  ReportPayload,
  ValidatorOperator,
} from '../../api/reports';
import { crontabError } from './cron';

export type ContentType = 'dashboard' | 'chart';
export type Condition = ValidatorOperator | 'not null';

export interface Owner {
  value: number;
  label: string;
}

export interface NotificationSetting {
  method: RecipientType;
  recipients: string;
  cc: string;
  bcc: string;
}

export interface AlertForm {
  type: 'Alert' | 'Report';
  name: string;
  description: string;
  owners: Owner[];
  active: boolean;
  database: { value: number; label: string } | null;
  sql: string;
  condition: Condition | null;
  threshold: number | null;
  contentType: ContentType;
  dashboard: { value: number; label: string } | null;
  chart: { value: number; label: string } | null;
  format: ReportFormat;
  customWidth: number | null;
  forceScreenshot: boolean;
  crontab: string;
  timezone: string;
  logRetention: number;
  workingTimeout: number | null;
  gracePeriod: number | null;
  notifications: NotificationSetting[];
}

// Superset's defaults (ALERT_REPORTS_DEFAULT_*).
export const DEFAULT_CRONTAB = '0 0 * * *';
export const DEFAULT_RETENTION = 90;
export const DEFAULT_WORKING_TIMEOUT = 3600;
export const DEFAULT_GRACE_PERIOD = 14400;

export const CONDITIONS: { label: string; value: Condition }[] = [
  { label: '< (Smaller than)', value: '<' },
  { label: '> (Larger than)', value: '>' },
  { label: '<= (Smaller or equal)', value: '<=' },
  { label: '>= (Larger or equal)', value: '>=' },
  { label: '== (Is equal)', value: '==' },
  { label: '!= (Is not equal)', value: '!=' },
  { label: 'Not null', value: 'not null' },
];

export const RETENTION_OPTIONS = [
  { label: 'None', value: 0 },
  { label: '30 days', value: 30 },
  { label: '60 days', value: 60 },
  { label: '90 days', value: 90 },
];

export const FORMAT_OPTIONS: { label: string; value: ReportFormat }[] = [
  { label: 'Send as PNG', value: 'PNG' },
  { label: 'Send as PDF', value: 'PDF' },
  { label: 'Send as CSV', value: 'CSV' },
  { label: 'Send as text', value: 'TEXT' },
];

/** CSV and text are a chart's data: a dashboard is sent as an image or a PDF. */
export const formatsFor = (contentType: ContentType) =>
  contentType === 'dashboard'
    ? FORMAT_OPTIONS.filter((f) => f.value === 'PNG' || f.value === 'PDF')
    : FORMAT_OPTIONS;

export const emptyNotification = (method: RecipientType = 'Email'): NotificationSetting => ({
  method,
  recipients: '',
  cc: '',
  bcc: '',
});

export function newAlertForm(isReport: boolean, owner: Owner | null, timezone: string): AlertForm {
  return {
    type: isReport ? 'Report' : 'Alert',
    name: '',
    description: '',
    owners: owner ? [owner] : [],
    active: true,
    database: null,
    sql: '',
    condition: null,
    threshold: null,
    contentType: 'dashboard',
    dashboard: null,
    chart: null,
    format: 'PNG',
    customWidth: null,
    forceScreenshot: false,
    crontab: DEFAULT_CRONTAB,
    timezone,
    logRetention: DEFAULT_RETENTION,
    workingTimeout: DEFAULT_WORKING_TIMEOUT,
    gracePeriod: isReport ? null : DEFAULT_GRACE_PERIOD,
    notifications: [emptyNotification()],
  };
}

const parseJson = <T>(v: unknown): T | null => {
  if (typeof v !== 'string') return (v as T) ?? null;
  try {
    return JSON.parse(v) as T;
  } catch {
    return null;
  }
};

const userLabel = (u: { first_name?: string; last_name?: string; username?: string }) =>
  `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || (u.username ?? '');

/** The dialog's state for an existing schedule. */
export function formFromDetail(d: ReportDetail): AlertForm {
  const validator = parseJson<{ op?: ValidatorOperator; threshold?: number }>(d.validator_config_json);
  const isNotNull = d.validator_type === 'not null';
  return {
    type: d.type,
    name: d.name,
    description: d.description ?? '',
    owners: d.owners.map((o) => ({ value: o.id, label: userLabel(o) })),
    active: d.active,
    database: d.database ? { value: d.database.id, label: d.database.database_name } : null,
    sql: d.sql ?? '',
    condition: isNotNull ? 'not null' : (validator?.op ?? null),
    threshold: isNotNull ? null : (validator?.threshold ?? null),
    contentType: d.chart ? 'chart' : 'dashboard',
    dashboard: d.dashboard ? { value: d.dashboard.id, label: d.dashboard.dashboard_title } : null,
    chart: d.chart ? { value: d.chart.id, label: d.chart.slice_name } : null,
    format: d.report_format ?? 'PNG',
    customWidth: d.custom_width ?? null,
    forceScreenshot: d.force_screenshot ?? false,
    crontab: d.crontab,
    timezone: d.timezone,
    logRetention: d.log_retention ?? DEFAULT_RETENTION,
    workingTimeout: d.working_timeout ?? null,
    gracePeriod: d.grace_period ?? null,
    notifications: d.recipients.length
      ? d.recipients.map((r) => {
          const c = parseJson<RecipientConfig>(r.recipient_config_json);
          return {
            method: r.type,
            recipients: c?.target ?? '',
            cc: c?.ccTarget ?? '',
            bcc: c?.bccTarget ?? '',
          };
        })
      : [emptyNotification()],
  };
}

const list = (s: string) =>
  s
    .split(/[,;]/)
    .map((x) => x.trim())
    .filter(Boolean)
    .join(',');

/** The API's body for the dialog's state. */
export function payloadOf(f: AlertForm): ReportPayload {
  const isAlert = f.type === 'Alert';
  const chart = f.contentType === 'chart' ? (f.chart?.value ?? null) : null;
  const dashboard = f.contentType === 'dashboard' ? (f.dashboard?.value ?? null) : null;
  return {
    type: f.type,
    name: f.name.trim(),
    description: f.description,
    active: f.active,
    crontab: f.crontab.trim(),
    timezone: f.timezone,
    chart,
    dashboard,
    owners: f.owners.map((o) => o.value),
    report_format: f.format,
    custom_width: f.customWidth,
    force_screenshot: f.forceScreenshot,
    log_retention: f.logRetention,
    working_timeout: f.workingTimeout ?? DEFAULT_WORKING_TIMEOUT,
    ...(isAlert
      ? {
          database: f.database?.value ?? null,
          sql: f.sql,
          validator_type: f.condition === 'not null' ? 'not null' : 'operator',
          validator_config_json:
            f.condition === 'not null'
              ? {}
              : { op: f.condition ?? undefined, threshold: f.threshold ?? undefined },
          ...(f.gracePeriod !== null ? { grace_period: f.gracePeriod } : {}),
        }
      : {}),
    recipients: f.notifications.map((n) => ({
      type: n.method,
      recipient_config_json:
        n.method === 'Email'
          ? { target: list(n.recipients), ccTarget: list(n.cc), bccTarget: list(n.bcc) }
          : { target: n.recipients.trim() },
    })),
  };
}

// Superset's section names and the names of what is missing in them.
export const SECTIONS = {
  general: 'General information',
  alert: 'Alert condition',
  content: { Alert: 'Alert contents', Report: 'Report contents' },
  schedule: 'Schedule',
  notification: 'Notification method',
} as const;
export type SectionKey = 'general' | 'alert' | 'content' | 'schedule' | 'notification';

export const ERROR_TOOLTIP_MESSAGE = 'Not all required fields are complete. Please provide the following:';

const EMAIL_REGEX = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;
const emailsValid = (s: string) =>
  s
    .split(/[,;]/)
    .map((x) => x.trim())
    .filter(Boolean)
    .every((x) => EMAIL_REGEX.test(x));

/** What each section lacks ("name", "owners", "content type", "database", "sql", "alert condition",
 * "crontab", "working timeout", "recipients", "invalid email"); no key for a complete section. */
export function validateAlertForm(f: AlertForm): Partial<Record<SectionKey, string[]>> {
  const out: Partial<Record<SectionKey, string[]>> = {};
  const add = (k: SectionKey, e: string) => (out[k] ??= []).push(e);
  if (!f.name.trim()) add('general', 'name');
  if (f.owners.length === 0) add('general', 'owners');
  if (f.type === 'Alert') {
    if (!f.database) add('alert', 'database');
    if (!f.sql.trim()) add('alert', 'sql');
    if (!f.condition || (f.condition !== 'not null' && f.threshold === null)) add('alert', 'alert condition');
  }
  if (f.contentType === 'dashboard' ? !f.dashboard : !f.chart) add('content', 'content type');
  if (!f.crontab.trim() || crontabError(f.crontab)) add('schedule', 'crontab');
  if (f.workingTimeout === null || f.workingTimeout < 1) add('schedule', 'working timeout');
  const methods = f.notifications;
  if (methods.length === 0 || methods.some((n) => !n.recipients.trim())) add('notification', 'recipients');
  else if (methods.some((n) => n.method === 'Email' && ![n.recipients, n.cc, n.bcc].every(emailsValid)))
    add('notification', 'invalid email');
  return out;
}

/** The Save button's tooltip when sections are incomplete: "General information: name, owners" lines. */
export function errorSummary(
  errors: Partial<Record<SectionKey, string[]>>,
  type: 'Alert' | 'Report',
): string[] {
  return (Object.keys(errors) as SectionKey[]).map((k) => {
    const name = k === 'content' ? SECTIONS.content[type] : SECTIONS[k];
    return `${name}: ${errors[k]!.join(', ')}`;
  });
}
