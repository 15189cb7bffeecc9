/**
 * Who a report runs as (Superset's ALERT_REPORTS_EXECUTORS default, the owner): the only owner; of
 * several, the one who last changed the report, else its creator, else the first linked. The run sees
 * what that user sees: an alert's database and tables, a chart's dataset, a dashboard.
 */
import type { MetaDb } from '../meta/db.js';
import { rolePermissions } from '../meta/repositories/security.js';
import { findUserById } from '../meta/repositories/user.js';
import type { AuthUser } from '../security/auth.js';
import { ownerIdsOf, type ReportRow } from './run-log.js';
import { Messages, ReportRunError } from './states.js';

export function executorId(report: ReportRow, owners: number[]): number | null {
  if (owners.length <= 1) return owners[0] ?? null;
  if (report.changed_by_fk !== null && owners.includes(report.changed_by_fk)) return report.changed_by_fk;
  if (report.created_by_fk !== null && owners.includes(report.created_by_fk)) return report.created_by_fk;
  return owners[0]!;
}

/** The executor as a signed-in user; a run without one (no owner, user gone or inactive) fails. */
export async function resolveExecutor(db: MetaDb, report: ReportRow): Promise<AuthUser> {
  const id = executorId(report, await ownerIdsOf(db, report.id));
  const row = id === null ? undefined : await findUserById(db, id);
  if (!row || !row.active) throw new ReportRunError(Messages.executorNotFound(row?.username ?? ''));
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    roles: await rolePermissions(db, row.id),
  };
}
