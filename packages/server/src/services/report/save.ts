/**
 * Creating and changing report schedules as Superset's Create/Update ReportScheduleCommand: name
 * unique per type, an alert's database, the chart or dashboard (checks.ts), one self-subscription
 * per object (409), owners. The schedule, its owners and its recipients are written in one
 * transaction.
 */
import { nowIso } from '../../meta/time.js';
import type { AppContext } from '../../context.js';
import { Conflict } from '../../domain-errors.js';
import type { AuthUser } from '../../security/auth.js';
import type { OwnerRules } from '../owners.js';
import { findEditableReport } from './access.js';
import {
  checkAlert,
  checkDatabase,
  checkFormat,
  checkTarget,
  MESSAGES,
  Problems,
  selfRecipients,
} from './checks.js';
import type { ReportPost, ReportPut } from './schema.js';
import {
  hasSelfSubscription,
  insertReport,
  nameTaken,
  replaceRecipients,
  updateReport,
  type ReportRow,
  type ReportUpdate,
  type StoredRecipient,
} from './store.js';

const storedRecipients = (body: { recipients?: ReportPost['recipients'] }): StoredRecipient[] | undefined =>
  body.recipients?.map((r) => ({
    type: r.type,
    recipient_config_json: { ...(r.recipient_config_json ?? {}) },
  }));

const bool = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);

/** The columns a body sets (absent fields are left alone). */
function columnsOf(body: ReportPost | ReportPut): ReportUpdate {
  const values: ReportUpdate = {
    type: body.type,
    name: body.name,
    description: body.description,
    email_subject: body.email_subject,
    context_markdown: body.context_markdown,
    active: bool(body.active),
    crontab: body.crontab,
    timezone: body.timezone,
    sql: body.sql,
    chart_id: body.chart,
    dashboard_id: body.dashboard,
    database_id: body.database,
    creation_method: body.creation_method ?? undefined,
    validator_type: body.validator_type,
    validator_config_json:
      body.validator_config_json === undefined ? undefined : JSON.stringify(body.validator_config_json),
    log_retention: body.log_retention,
    grace_period: body.grace_period,
    working_timeout: body.working_timeout ?? undefined,
    report_format: body.report_format,
    extra_json: body.extra === undefined ? undefined : JSON.stringify(body.extra),
    force_screenshot: bool(body.force_screenshot),
    custom_width: body.custom_width,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export async function createReport(
  ctx: AppContext,
  user: AuthUser,
  body: ReportPost,
  owners: OwnerRules,
): Promise<number> {
  const problems = new Problems();
  const creationMethod = body.creation_method ?? 'alerts_reports';
  const recipients =
    creationMethod === 'alerts_reports' ? (storedRecipients(body) ?? []) : selfRecipients(user, problems);
  if (await nameTaken(ctx.db, body.name, body.type))
    problems.add('name', MESSAGES.nameTaken(body.type, body.name));
  if (body.type === 'Alert') {
    if (body.database === undefined || body.database === null)
      problems.add('database', MESSAGES.databaseRequired);
    else await checkDatabase(ctx, user, problems, body.database);
  }
  const target = { chart_id: body.chart ?? null, dashboard_id: body.dashboard ?? null };
  await checkTarget(ctx, user, problems, target, creationMethod, body.extra);
  checkFormat(problems, body.report_format ?? 'PNG', target);
  const values = columnsOf(body);
  checkAlert(problems, {
    type: body.type,
    database_id: body.database ?? null,
    sql: body.sql ?? null,
    validator_type: body.validator_type ?? null,
    validator_config_json: values.validator_config_json ?? null,
  });
  if (
    creationMethod !== 'alerts_reports' &&
    (await hasSelfSubscription(ctx.db, user.id, creationMethod, target))
  )
    throw new Conflict(MESSAGES.attached);
  const ownerIds = await owners.resolve(body.owners);
  problems.throwIfAny();

  const now = nowIso();
  return nameRace(ctx, { type: body.type, name: body.name }, () =>
    ctx.db.transaction().execute(async (trx) => {
      const id = await insertReport(trx, {
        ...DEFAULTS,
        ...values,
        type: body.type,
        name: body.name,
        crontab: body.crontab,
        creation_method: creationMethod,
        last_state: 'Not triggered',
        created_on: now,
        changed_on: now,
        created_by_fk: user.id,
        changed_by_fk: user.id,
      });
      await owners.replace(trx, id, ownerIds);
      await replaceRecipients(trx, id, recipients);
      return id;
    }),
  );
}

/** The columns Superset's model defaults when a create leaves them out. */
const DEFAULTS = {
  active: 1,
  timezone: 'UTC',
  report_format: 'PNG',
  log_retention: 90,
  grace_period: 14400,
  working_timeout: 3600,
  force_screenshot: 0,
  extra_json: '{}',
};

/**
 * Runs a write; when it fails because a concurrent write took the name first (the unique index on
 * name and type), answers as the uniqueness check does.
 */
async function nameRace<T>(
  ctx: AppContext,
  at: { type: string; name: string; exceptId?: number },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (!(await nameTaken(ctx.db, at.name, at.type, at.exceptId).catch(() => false))) throw err;
    const problems = new Problems();
    problems.add('name', MESSAGES.nameTaken(at.type, at.name));
    problems.throwIfAny();
    throw err;
  }
}

/** A body field, or the stored value when the body leaves it out. */
const pick = <T>(value: T | undefined, stored: T): T => (value === undefined ? stored : value);

export async function changeReport(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  body: ReportPut,
  owners: OwnerRules,
): Promise<ReportRow> {
  const existing = await findEditableReport(ctx.db, user, id);
  const problems = new Problems();
  const values = columnsOf(body);
  // Deactivating a schedule stuck in Working frees it for when it is activated again.
  if (existing.last_state === 'Working' && body.active === false) values.last_state = 'Not triggered';

  let recipients = storedRecipients(body);
  if (recipients && (existing.creation_method === 'charts' || existing.creation_method === 'dashboards'))
    recipients = selfRecipients(user, problems);

  const type = pick(body.type, existing.type);
  const name = pick(body.name, existing.name);
  if ((name !== existing.name || type !== existing.type) && (await nameTaken(ctx.db, name, type, id)))
    problems.add('name', MESSAGES.nameTaken(type, name));

  const databaseId = body.database !== undefined ? body.database : existing.database_id;
  if (type === 'Report' && databaseId !== null) problems.add('database', MESSAGES.databaseNotAllowed);
  if (type === 'Alert') {
    if (databaseId === null) problems.add('database', MESSAGES.databaseRequired);
    else await checkDatabase(ctx, user, problems, body.database);
  }
  const target = {
    chart_id: pick(body.chart, existing.chart_id),
    dashboard_id: pick(body.dashboard, existing.dashboard_id),
  };
  const referencesChanged =
    body.chart !== undefined || body.dashboard !== undefined || body.extra !== undefined;
  if (referencesChanged)
    await checkTarget(
      ctx,
      user,
      problems,
      target,
      pick(body.creation_method ?? undefined, existing.creation_method),
      body.extra ?? (JSON.parse(existing.extra_json || '{}') as Record<string, unknown>),
    );
  checkFormat(problems, pick(body.report_format, existing.report_format), target);
  checkAlert(problems, {
    type,
    database_id: databaseId,
    sql: pick(body.sql, existing.sql),
    validator_type: pick(body.validator_type, existing.validator_type),
    validator_config_json: pick(values.validator_config_json, existing.validator_config_json),
  });
  const ownerIds = body.owners !== undefined ? await owners.resolve(body.owners) : undefined;
  problems.throwIfAny();

  await nameRace(ctx, { type, name, exceptId: id }, () =>
    ctx.db.transaction().execute(async (trx) => {
      await updateReport(trx, id, { ...values, changed_on: nowIso(), changed_by_fk: user.id });
      if (ownerIds) await owners.replace(trx, id, ownerIds);
      if (recipients) await replaceRecipients(trx, id, recipients);
    }),
  );
  return existing;
}
