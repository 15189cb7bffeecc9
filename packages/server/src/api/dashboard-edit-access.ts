/** Who may change a dashboard: can_write on Dashboard (route guard) and being an owner or admin. */
import { isAdmin } from '@meridian/core';
import type { AppContext } from '../context.js';
import type { Dashboard } from '../meta/schema.js';
import type { AuthUser } from '../security/auth.js';
import { forbidden } from './errors.js';
import { findVisibleDashboard } from './explore-access.js';

export const EDIT_FORBIDDEN = 'You do not have permission to edit this dashboard';

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
  if (!own) throw forbidden(forbiddenMessage);
  return dashboard;
}

/** Seconds since the epoch, as Superset's last_modified_time. */
export const lastModified = (changedOn: string) => Math.floor(Date.parse(changedOn) / 1000);
