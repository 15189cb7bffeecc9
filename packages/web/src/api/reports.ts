/**
 * Alerts and reports (`/api/v1/report/`, Superset's ReportScheduleRestApi): the list, one schedule,
 * create, update (a whole schedule or just `{active}`), delete one or many, `related/` options and the
 * execution log (`/api/v1/report/{pk}/log/`).
 */
import { api as baseApi } from './baseApi';
import { request } from './client';
import { normalizeError } from './errors';
import { resourceEndpoints, resourceRequests } from './resource';
import { encodeUri } from './rison';
import type { ListQuery, ListResponse, UserRef } from './types';

const BASE = '/api/v1/report';

export type ReportType = 'Alert' | 'Report';
export type ReportState = 'Success' | 'Working' | 'Error' | 'Not triggered' | 'On Grace';
export type ReportFormat = 'PNG' | 'PDF' | 'CSV' | 'TEXT';
export type RecipientType = 'Email' | 'Webhook' | 'Slack' | 'SlackV2';
export type CreationMethod = 'charts' | 'dashboards' | 'alerts_reports';
export type ValidatorOperator = '<' | '>' | '<=' | '>=' | '==' | '!=';

/** A row of the list (list_columns of Superset's API). */
export interface ReportListItem {
  id: number;
  name: string;
  type: ReportType;
  active: boolean;
  description?: string | null;
  crontab: string;
  crontab_humanized?: string;
  timezone: string;
  creation_method?: CreationMethod;
  chart_id?: number | null;
  dashboard_id?: number | null;
  last_eval_dttm?: string | null;
  last_state?: ReportState | null;
  recipients: { id: number; type: RecipientType }[];
  owners: UserRef[];
  created_by?: UserRef | null;
  changed_by?: UserRef | null;
  changed_on_delta_humanized: string;
}

/** The recipients' settings: `target` (comma-separated emails or a URL), CC and BCC for email. */
export interface RecipientConfig {
  target: string;
  ccTarget?: string;
  bccTarget?: string;
}

/** One schedule as GET /api/v1/report/{pk} answers it (its JSON fields may come as strings). */
export interface ReportDetail {
  id: number;
  name: string;
  type: ReportType;
  active: boolean;
  description?: string | null;
  crontab: string;
  timezone: string;
  creation_method?: CreationMethod;
  chart?: { id: number; slice_name: string; viz_type?: string } | null;
  dashboard?: { id: number; dashboard_title: string } | null;
  database?: { id: number; database_name: string } | null;
  sql?: string | null;
  validator_type?: string | null;
  validator_config_json?: string | { op?: string; threshold?: number } | null;
  log_retention?: number | null;
  working_timeout?: number | null;
  grace_period?: number | null;
  report_format?: ReportFormat | null;
  custom_width?: number | null;
  force_screenshot?: boolean;
  owners: UserRef[];
  recipients: { id?: number; type: RecipientType; recipient_config_json: string | RecipientConfig }[];
  last_state?: ReportState | null;
}

/** The body of POST and PUT (ReportSchedulePostSchema / PutSchema). */
export interface ReportPayload {
  type?: ReportType;
  name?: string;
  description?: string;
  active?: boolean;
  crontab?: string;
  timezone?: string;
  creation_method?: CreationMethod;
  chart?: number | null;
  dashboard?: number | null;
  database?: number | null;
  sql?: string;
  validator_type?: 'operator' | 'not null';
  validator_config_json?: { op?: ValidatorOperator; threshold?: number };
  log_retention?: number;
  working_timeout?: number;
  grace_period?: number;
  report_format?: ReportFormat;
  custom_width?: number | null;
  force_screenshot?: boolean;
  owners?: number[];
  recipients?: { type: RecipientType; recipient_config_json: RecipientConfig }[];
  extra?: Record<string, unknown>;
}

/** A row of the execution log. */
export interface ReportLogItem {
  id: number;
  uuid?: string;
  state: ReportState;
  scheduled_dttm: string;
  start_dttm?: string | null;
  end_dttm?: string | null;
  value?: number | null;
  value_row_json?: string | null;
  error_message?: string | null;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Report'] });

export const reportApi = api.injectEndpoints({
  endpoints: (build) => {
    const r = resourceEndpoints(build, BASE, 'Report');
    return {
      getReportPermissions: r.permissions(),
      getReports: r.list<ReportListItem>(),
      getReport: r.get<ReportDetail>(),
      createReport: r.create<{ id: number; result: ReportPayload }, ReportPayload>(),
      updateReport: r.update<{ id: number; result: ReportPayload }, ReportPayload>(),
      deleteReport: r.deleteOne(),
      deleteReports: r.deleteMany(),
      getReportLogs: build.query<ListResponse<ReportLogItem>, { id: number; q: ListQuery }>({
        query: ({ id, q }) => `${BASE}/${id}/log/?q=${encodeUri(q)}`,
        providesTags: (_r, _e, { id }) => [{ type: 'Report', id }],
      }),
    };
  },
});

export const {
  useGetReportPermissionsQuery,
  useGetReportsQuery,
  useGetReportQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useDeleteReportMutation,
  useDeleteReportsMutation,
  useGetReportLogsQuery,
} = reportApi;

export const { related: fetchReportRelated } = resourceRequests(BASE);

/** The reports the signed-in user made from one dashboard or chart header (Superset's fetchUISpecificReport). */
export const reportsOfResource = (kind: 'dashboard' | 'chart', id: number, userId: number) =>
  request<ListResponse<ReportListItem>>(
    `${BASE}/?q=${encodeUri({
      filters: [
        { col: kind === 'dashboard' ? 'dashboard_id' : 'chart_id', opr: 'eq', value: id },
        { col: 'creation_method', opr: 'eq', value: kind === 'dashboard' ? 'dashboards' : 'charts' },
        { col: 'created_by', opr: 'rel_o_m', value: userId },
      ],
    })}`,
  );

/** A 400's messages by field (`{message: {name: ["…"]}}`); empty for any other failure. */
export function fieldErrors(e: unknown): Record<string, string> {
  const message = (normalizeError(e) as { message?: unknown }).message;
  if (!message || typeof message !== 'object' || Array.isArray(message)) return {};
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(message as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    out[field] = typeof first === 'string' ? first : JSON.stringify(first);
  }
  return out;
}
