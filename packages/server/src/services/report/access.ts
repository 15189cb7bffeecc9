/**
 * Who sees and changes a report schedule (Superset's ReportScheduleFilter and editorship): whoever
 * may reach all data (admins, all_datasource_access, all_database_access) sees every schedule,
 * anyone else the schedules they own; owners and admins change them.
 */
import { isAdmin } from '@meridian/core';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { dataAccess } from '../../datasources/access.js';
import { AccessDenied, NotFound } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import type { MetaSchema } from '../../meta/schema.js';
import type { AuthUser } from '../../security/auth.js';
import { findReport, reportOwnerIds, type ReportRow } from './store.js';

type ReportEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['report_schedule'] }, 't'>;

export const REPORT_NOT_FOUND = 'Report Schedule not found.';
export const REPORT_FORBIDDEN = 'Changing this report is forbidden';

/** Schedules (aliased `t`) the user sees; null means all. */
export function visibleReports(eb: ReportEb, user: AuthUser): Expression<SqlBool> | null {
  if (dataAccess(user).all) return null;
  return eb.exists(
    eb
      .selectFrom('report_schedule_user as o')
      .select(sql.lit(1).as('one'))
      .whereRef('o.report_schedule_id', '=', 't.id')
      .where('o.user_id', '=', user.id),
  );
}

/** A schedule the user sees, or 404. */
export async function findVisibleReport(db: MetaDb, user: AuthUser, id: number): Promise<ReportRow> {
  const row = await findReport(db, id);
  if (!row) throw new NotFound(REPORT_NOT_FOUND);
  if (!dataAccess(user).all && !(await reportOwnerIds(db, id)).includes(user.id))
    throw new NotFound(REPORT_NOT_FOUND);
  return row;
}

/** A schedule the user sees and may change (owner or admin): 404, then 403. */
export async function findEditableReport(db: MetaDb, user: AuthUser, id: number): Promise<ReportRow> {
  const row = await findVisibleReport(db, user, id);
  // Superset answers its bare 403 here.
  if (!isAdmin(user) && !(await reportOwnerIds(db, id)).includes(user.id))
    throw new AccessDenied('Forbidden', { message: 'Forbidden' });
  return row;
}
