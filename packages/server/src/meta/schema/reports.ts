/** Alerts and reports: schedules, recipients, execution logs. */
import type { Audit, Bool, Id, Ts } from './columns.js';

export interface ReportScheduleTable extends Audit {
  id: Id;
  type: string;
  name: string;
  description: string | null;
  context_markdown: string | null;
  active: Bool;
  crontab: string;
  creation_method: string;
  timezone: string;
  report_format: string;
  sql: string | null;
  chart_id: number | null;
  dashboard_id: number | null;
  database_id: number | null;
  last_eval_dttm: Ts | null;
  last_state: string;
  last_value: number | null;
  last_value_row_json: string | null;
  validator_type: string | null;
  validator_config_json: string | null;
  log_retention: number;
  grace_period: number;
  working_timeout: number;
  force_screenshot: Bool;
  custom_width: number | null;
  extra_json: string;
  /** Migration 0005. */
  email_subject: string | null;
}
export interface ReportRecipientTable {
  id: Id;
  type: string;
  recipient_config_json: string;
  report_schedule_id: number;
}
export interface ReportExecutionLogTable {
  id: Id;
  uuid: string;
  report_schedule_id: number;
  scheduled_dttm: Ts;
  start_dttm: Ts | null;
  end_dttm: Ts | null;
  value: number | null;
  value_row_json: string | null;
  state: string;
  error_message: string | null;
}
