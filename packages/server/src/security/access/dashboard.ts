/**
 * Who sees a dashboard: admins all; owners theirs (drafts included); everyone else a published
 * dashboard when they may read the dataset of every chart on it (or it has no charts). Who may change
 * one: can_write on Dashboard (route guard) and being an owner or admin.
 */
import { canEditDashboard, isAdmin } from '@meridian/core';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.js';
import { dataAccess, visibleDatasets } from '../../datasources/access.js';
import { AccessDenied, invalidField, NotFound } from '../../domain-errors.js';
import type { Dashboard, MetaSchema } from '../../meta/schema.js';
import type { AuthUser } from '../auth.js';
import { idsIn } from '../guest-access/visible.js';
import { guestScope } from '../guest.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['dashboards'] }, 't'>;
type DatasetEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['tables'] }, 't'>;

/** Dashboards (aliased `t`) the user sees; null means all. */
export function visibleDashboards(eb: Eb, user: AuthUser): Expression<SqlBool> | null {
  // A guest sees the embedded dashboards of its token, and nothing else.
  if (user.guest) return idsIn(eb, 't.id', guestScope(user.guest).dashboardIds);
  if (isAdmin(user)) return null;
  const owned = eb.exists(
    eb
      .selectFrom('dashboard_user as du')
      .select(sql.lit(1).as('one'))
      .whereRef('du.dashboard_id', '=', 't.id')
      .where('du.user_id', '=', user.id),
  );
  const published = eb('t.published', '=', 1);
  if (dataAccess(user).all) return eb.or([owned, published]);
  // A chart whose dataset the user may not read hides the dashboard. The inner `t` (tables) shadows
  // the outer `t` (dashboards) inside the subquery, which is what visibleDatasets speaks of.
  const unreadableChart = eb.exists(
    eb
      .selectFrom('dashboard_slices as ds')
      .innerJoin('slices as s', 's.id', 'ds.slice_id')
      .select(sql.lit(1).as('one'))
      .whereRef('ds.dashboard_id', '=', 't.id')
      .where((c) =>
        c.or([
          c('s.datasource_type', 'not in', ['table', 'dataset']),
          c(
            's.datasource_id',
            'not in',
            c
              .selectFrom('tables as t')
              .select('t.id')
              .where((ds) => visibleDatasets(ds as unknown as DatasetEb, user) ?? sql<SqlBool>`1 = 1`),
          ),
        ]),
      ),
  );
  return eb.or([owned, eb.and([published, eb.not(unreadableChart)])]);
}

export const EDIT_FORBIDDEN = 'You do not have permission to edit this dashboard';
export const DASHBOARDS_FORBIDDEN = 'Changing one or more of these dashboards is forbidden';

/** A dashboard (by id or slug) the user sees, or 404. */
export async function findVisibleDashboard(
  ctx: AppContext,
  user: AuthUser,
  idOrSlug: string,
  notFoundMessage = 'Dashboard not found',
): Promise<Dashboard> {
  const row = await ctx.db
    .selectFrom('dashboards as t')
    .where((eb) => visibleDashboards(eb, user) ?? sql<SqlBool>`1 = 1`)
    .where(
      /^\d+$/.test(idOrSlug) ? 't.id' : 't.slug',
      '=',
      /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : idOrSlug,
    )
    .selectAll('t')
    .executeTakeFirst();
  if (!row) throw new NotFound(notFoundMessage);
  return row;
}

/** The dashboard by id or slug: 404 when the user cannot see it, 403 when they may not change it. */
export async function findEditableDashboard(
  ctx: AppContext,
  user: AuthUser,
  idOrSlug: string,
  notFoundMessage?: string,
  forbiddenMessage = EDIT_FORBIDDEN,
): Promise<Dashboard> {
  const dashboard = await findVisibleDashboard(ctx, user, idOrSlug, notFoundMessage);
  if (isAdmin(user)) return dashboard;
  const own = await ctx.db
    .selectFrom('dashboard_user')
    .select('id')
    .where('dashboard_id', '=', dashboard.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!own) throw new AccessDenied(forbiddenMessage);
  return dashboard;
}

/** Every id must be a dashboard (400 naming the field) the user may edit (403). */
export async function requireEditableDashboards(ctx: AppContext, user: AuthUser, ids: number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await ctx.db.selectFrom('dashboards').select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) {
    throw invalidField('dashboards', 'Dashboards do not exist');
  }
  const owners = await ctx.db
    .selectFrom('dashboard_user')
    .select(['dashboard_id', 'user_id'])
    .where('dashboard_id', 'in', wanted)
    .execute();
  for (const id of wanted) {
    const dashboard = { owners: owners.filter((o) => o.dashboard_id === id).map((o) => ({ id: o.user_id })) };
    if (!canEditDashboard(user, dashboard)) throw new AccessDenied(DASHBOARDS_FORBIDDEN);
  }
}
