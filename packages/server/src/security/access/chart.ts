/**
 * Who may see and change a chart. A chart is visible to admins, to its owners and to whoever may read
 * its dataset; it may be changed by its owners and admins. What a chart points at is checked where it
 * is guarded: its datasource in dataset.ts, the dashboards it is added to in dashboard.ts.
 */
import { isAdmin } from '@meridian/core';
import type { Selectable } from 'kysely';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.js';
import { dataAccess, visibleDatasets } from '../../datasources/access.js';
import { AccessDenied } from '../../domain-errors.js';
import type { MetaSchema, SliceTable } from '../../meta/schema.js';
import type { AuthUser } from '../auth.js';
import { idsIn } from '../guest-access/visible.js';
import { guestScope } from '../guest.js';
import { findVisibleRow } from './find-visible.js';

export type SliceRow = Selectable<SliceTable>;
type SliceEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['slices'] }, 't'>;
type DatasetEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['tables'] }, 't'>;

export const CHART_FORBIDDEN = 'Changing this chart is forbidden';

/** Charts (aliased `t`) the user sees; null means all. */
export function visibleCharts(eb: SliceEb, user: AuthUser): Expression<SqlBool> | null {
  // A guest sees the charts of its embedded dashboards only.
  if (user.guest) return idsIn(eb, 't.id', guestScope(user.guest).chartIds);
  if (dataAccess(user).all) return null;
  const owned = eb.exists(
    eb
      .selectFrom('slice_user as o')
      .select(sql.lit(1).as('one'))
      .whereRef('o.slice_id', '=', 't.id')
      .where('o.user_id', '=', user.id),
  );
  // The subquery's own `t` (tables) shadows the outer `t` (slices): visibleDatasets speaks of `t`.
  const readable = eb.and([
    eb('t.datasource_type', '=', 'table'),
    eb(
      't.datasource_id',
      'in',
      eb
        .selectFrom('tables as t')
        .select('t.id')
        .where((ds) => visibleDatasets(ds as unknown as DatasetEb, user) ?? sql<SqlBool>`1 = 1`),
    ),
  ]);
  return eb.or([owned, readable]);
}

/** A chart the user sees, or 404 (existence of others does not leak). */
export function findChart(ctx: AppContext, user: AuthUser, id: number): Promise<SliceRow> {
  return findVisibleRow(ctx.db, 'slices', id, (eb) => visibleCharts(eb, user), 'Chart not found');
}

export async function chartOwnerIds(ctx: AppContext, id: number): Promise<number[]> {
  const rows = await ctx.db.selectFrom('slice_user').select('user_id').where('slice_id', '=', id).execute();
  return rows.map((r) => r.user_id);
}

/** A visible chart the user owns (any, for admins); 403 otherwise. */
export async function findEditableChart(ctx: AppContext, user: AuthUser, id: number): Promise<SliceRow> {
  const row = await findChart(ctx, user, id);
  if (!isAdmin(user) && !(await chartOwnerIds(ctx, id)).includes(user.id))
    throw new AccessDenied(CHART_FORBIDDEN);
  return row;
}
