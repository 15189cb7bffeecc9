/**
 * A report schedule as Superset's ReportScheduleRestApi answers it: the list row (`list_columns`)
 * and `GET {pk}`'s result (`show_columns`, plus email_subject and custom_width of its schema).
 */
import type { AppContext } from '../../context.js';
import { ownersOf } from '../owners.js';
import { naturalTime } from '../humanize.js';
import { usersById } from '../users-by-id.js';
import { humanizeCrontab } from '../../services/report/cron-humanize.js';
import { recipientsOf, type ReportRow } from '../../services/report/store.js';

const parseObject = (text: string | null): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

const name = (u: { first_name: string; last_name: string } | undefined) =>
  u ? { first_name: u.first_name, last_name: u.last_name } : null;

export async function serializeReportList(ctx: AppContext, rows: ReportRow[]) {
  const ids = rows.map((r) => r.id);
  const [owners, recipients, users] = await Promise.all([
    ownersOf(ctx.db, 'report_schedule_user', 'report_schedule_id', ids),
    recipientsOf(ctx.db, ids),
    usersById(
      ctx,
      rows.flatMap((r) => [r.created_by_fk, r.changed_by_fk]),
    ),
  ]);
  return rows.map((r) => ({
    active: Boolean(r.active),
    changed_by: name(r.changed_by_fk === null ? undefined : users.get(r.changed_by_fk)),
    changed_on: r.changed_on,
    changed_on_delta_humanized: naturalTime(r.changed_on),
    chart_id: r.chart_id,
    created_by: name(r.created_by_fk === null ? undefined : users.get(r.created_by_fk)),
    created_on: r.created_on,
    creation_method: r.creation_method,
    crontab: r.crontab,
    crontab_humanized: humanizeCrontab(r.crontab),
    dashboard_id: r.dashboard_id,
    description: r.description,
    extra: parseObject(r.extra_json),
    id: r.id,
    last_eval_dttm: r.last_eval_dttm,
    last_state: r.last_state,
    name: r.name,
    owners: (owners.get(r.id) ?? []).map((o) => ({
      first_name: o.first_name,
      id: o.id,
      last_name: o.last_name,
    })),
    recipients: (recipients.get(r.id) ?? []).map((x) => ({ id: x.id, type: x.type })),
    timezone: r.timezone,
    type: r.type,
  }));
}

export async function serializeReport(ctx: AppContext, r: ReportRow) {
  const [owners, recipients, chart, dashboard, database] = await Promise.all([
    ownersOf(ctx.db, 'report_schedule_user', 'report_schedule_id', [r.id]),
    recipientsOf(ctx.db, [r.id]),
    r.chart_id === null
      ? undefined
      : ctx.db
          .selectFrom('slices')
          .select(['id', 'slice_name', 'viz_type'])
          .where('id', '=', r.chart_id)
          .executeTakeFirst(),
    r.dashboard_id === null
      ? undefined
      : ctx.db
          .selectFrom('dashboards')
          .select(['id', 'dashboard_title'])
          .where('id', '=', r.dashboard_id)
          .executeTakeFirst(),
    r.database_id === null
      ? undefined
      : ctx.db
          .selectFrom('dbs')
          .select(['id', 'database_name'])
          .where('id', '=', r.database_id)
          .executeTakeFirst(),
  ]);
  return {
    active: Boolean(r.active),
    chart: chart ?? null,
    context_markdown: r.context_markdown,
    creation_method: r.creation_method,
    crontab: r.crontab,
    custom_width: r.custom_width,
    dashboard: dashboard ?? null,
    database: database ?? null,
    description: r.description,
    email_subject: r.email_subject,
    extra: parseObject(r.extra_json),
    force_screenshot: Boolean(r.force_screenshot),
    grace_period: r.grace_period,
    id: r.id,
    last_eval_dttm: r.last_eval_dttm,
    last_state: r.last_state,
    last_value: r.last_value,
    last_value_row_json: r.last_value_row_json,
    log_retention: r.log_retention,
    name: r.name,
    owners: (owners.get(r.id) ?? []).map((o) => ({
      first_name: o.first_name,
      id: o.id,
      last_name: o.last_name,
    })),
    recipients: (recipients.get(r.id) ?? []).map((x) => ({
      id: x.id,
      recipient_config_json: x.recipient_config_json,
      type: x.type,
    })),
    report_format: r.report_format,
    sql: r.sql,
    timezone: r.timezone,
    type: r.type,
    validator_config_json: r.validator_config_json,
    validator_type: r.validator_type,
    working_timeout: r.working_timeout,
  };
}
