/**
 * The checks of Superset's Create/Update ReportScheduleCommand that need the metadata store or the
 * caller: references (chart, dashboard, database) visible to the caller, the dashboard tab of
 * `extra`, an alert's query and condition, self-subscription recipients. Problems are collected and
 * answered together, 422 `{message: {field: [..]}}`, as Superset's ReportScheduleInvalidError.
 */
import type { AppContext } from '../../context.js';
import { Invalid, NotFound } from '../../domain-errors.js';
import type { Dashboard } from '../../meta/schema.js';
import type { AuthUser } from '../../security/auth.js';
import { findChart } from '../../security/access/chart.js';
import { findVisibleDashboard } from '../../security/access/dashboard.js';
import { findDatabase } from '../../security/access/database.js';
import type { StoredRecipient } from './store.js';

/** Superset's texts. */
export const MESSAGES = {
  databaseMissing: 'Database does not exist',
  databaseRequired: 'Database is required for alerts',
  databaseNotAllowed: 'Database reference is not allowed on a report',
  dashboardMissing: 'Dashboard does not exist',
  chartMissing: 'Chart does not exist',
  chartOrDashboard: 'Must choose either a chart or a dashboard',
  notBoth: 'Choose a chart or dashboard not both',
  chartNotSaved: 'Please save your chart first, then try creating a new email report.',
  dashboardNotSaved: 'Please save your dashboard first, then try creating a new email report.',
  attached: 'Resource already has an attached report.',
  noEmail:
    'Unable to create report: User email address is required but not found. Please ensure your user profile has a valid email address.',
  nameTaken: (type: string, name: string) =>
    type === 'Alert' ? `An alert named "${name}" already exists` : `A report named "${name}" already exists`,
  // Not Superset's (its client requires these; its server fails later, when the alert runs).
  sqlRequired: 'SQL is required for alerts',
  validatorRequired: 'Validator type is required for alerts',
  operatorRequired: 'An operator and a threshold are required',
  tabularNeedsChart: 'CSV and TEXT reports need a chart',
} as const;

export class Problems {
  private readonly byField: Record<string, string[]> = {};
  add(field: string, message: string) {
    (this.byField[field] ??= []).push(message);
  }
  /** Superset's ReportScheduleInvalidError: 422 with every field's messages. */
  throwIfAny() {
    if (Object.keys(this.byField).length) throw new Invalid('invalid', { message: this.byField }, 422);
  }
}

const found = async <T>(lookup: Promise<T>): Promise<T | null> => {
  try {
    return await lookup;
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
};

/** The tab ids of `extra.dashboard` (anchor, activeTabs) that the dashboard's layout lacks. */
function invalidTabIds(extra: Record<string, unknown> | undefined, dashboard: Dashboard | null): string[] {
  const state = extra?.dashboard as { anchor?: unknown; activeTabs?: unknown } | undefined;
  if (!dashboard || !state || typeof state !== 'object') return [];
  let layout: Record<string, unknown> = {};
  try {
    layout = JSON.parse(dashboard.position_json || '{}') as Record<string, unknown>;
  } catch {
    layout = {};
  }
  const wanted: unknown[] = Array.isArray(state.activeTabs) ? [...(state.activeTabs as unknown[])] : [];
  if (typeof state.anchor === 'string' && state.anchor) {
    try {
      const parsed: unknown = JSON.parse(state.anchor);
      wanted.push(...(Array.isArray(parsed) ? (parsed as unknown[]) : [state.anchor]));
    } catch {
      wanted.push(state.anchor);
    }
  }
  return [...new Set(wanted.map(String))].filter((id) => !Object.hasOwn(layout, id));
}

export interface Target {
  chart_id: number | null;
  dashboard_id: number | null;
}

/** validate_chart_dashboard: the chart or the dashboard, visible to the caller. */
export async function checkTarget(
  ctx: AppContext,
  user: AuthUser,
  problems: Problems,
  target: Target,
  creationMethod: string | null | undefined,
  extra: Record<string, unknown> | undefined,
) {
  if (creationMethod === 'charts' && !target.chart_id) return problems.add('chart', MESSAGES.chartNotSaved);
  if (creationMethod === 'dashboards' && !target.dashboard_id)
    return problems.add('dashboard', MESSAGES.dashboardNotSaved);
  if (target.chart_id && target.dashboard_id) problems.add('chart', MESSAGES.notBoth);
  if (target.chart_id) {
    if (!(await found(findChart(ctx, user, target.chart_id)))) problems.add('chart', MESSAGES.chartMissing);
  } else if (target.dashboard_id) {
    const dashboard = await found(findVisibleDashboard(ctx, user, String(target.dashboard_id)));
    if (!dashboard) problems.add('dashboard', MESSAGES.dashboardMissing);
    const invalid = invalidTabIds(extra, dashboard);
    if (invalid.length)
      problems.add('extra', `Invalid tab ids: {${invalid.map((t) => `'${t}'`).join(', ')}}`);
  } else {
    problems.add('chart', MESSAGES.chartOrDashboard);
  }
}

export interface AlertFields {
  type: string;
  database_id: number | null;
  sql: string | null;
  validator_type: string | null;
  validator_config_json: string | null;
}

/** An alert's query and condition (its database is checked with the references). */
export function checkAlert(problems: Problems, alert: AlertFields) {
  if (alert.type !== 'Alert') return;
  if (!alert.sql?.trim()) problems.add('sql', MESSAGES.sqlRequired);
  if (!alert.validator_type) return problems.add('validator_type', MESSAGES.validatorRequired);
  if (alert.validator_type !== 'operator') return;
  const config = JSON.parse(alert.validator_config_json || '{}') as { op?: unknown; threshold?: unknown };
  if (typeof config.op !== 'string' || typeof config.threshold !== 'number')
    problems.add('validator_config_json', MESSAGES.operatorRequired);
}

/** A report created from a chart's or dashboard's menu goes to its creator's own address. */
export function selfRecipients(user: AuthUser, problems: Problems): StoredRecipient[] {
  if (!user.email) {
    problems.add('recipients', MESSAGES.noEmail);
    return [];
  }
  return [{ type: 'Email', recipient_config_json: { target: user.email } }];
}

export async function checkDatabase(
  ctx: AppContext,
  user: AuthUser,
  problems: Problems,
  id: number | null | undefined,
) {
  if (id !== undefined && id !== null && !(await found(findDatabase(ctx, user, id))))
    problems.add('database', MESSAGES.databaseMissing);
}

export function checkFormat(problems: Problems, format: string, target: Target) {
  if ((format === 'CSV' || format === 'TEXT') && !target.chart_id)
    problems.add('report_format', MESSAGES.tabularNeedsChart);
}
