/**
 * The dashboard page a screenshot opens. A dashboard in a given state (active tabs, anchor, native
 * filter and cross-filter masks, URL parameters) is opened through a permalink holding that state,
 * made for the rendering user (Superset's reports screenshot the permalink of `extra.dashboard`); the
 * permalink page restores it. Without a state, the dashboard's own page.
 */
import type { DashboardPermalinkState } from '@meridian/core';
import type { AppContext } from '../context.js';
import { NotFound } from '../domain-errors.js';
import { rolePermissions } from '../meta/repositories/security.js';
import type { User } from '../meta/schema.js';
import { createDashboardPermalink } from '../services/dashboard-state/permalink.js';
import type { AuthUser } from '../security/auth.js';

/** The state has something the plain page would not show (an empty state is the plain page). */
export function isMeaningfulState(state: DashboardPermalinkState | undefined): boolean {
  if (!state) return false;
  return Boolean(
    state.anchor ||
    state.activeTabs?.length ||
    state.urlParams?.length ||
    (state.dataMask && Object.keys(state.dataMask).length),
  );
}

async function authUserOf(ctx: AppContext, row: User): Promise<AuthUser> {
  const { id, username, first_name, last_name, email } = row;
  return { id, username, first_name, last_name, email, roles: await rolePermissions(ctx.db, id) };
}

/**
 * The standalone page path of dashboard `id` for `user`, in `state` when it has one. Null when the
 * user may not see the dashboard (the caller reports it as the page would).
 */
export async function dashboardPagePath(
  ctx: AppContext,
  user: User,
  id: number,
  state: DashboardPermalinkState | undefined,
): Promise<string | null> {
  if (!isMeaningfulState(state)) return `/superset/dashboard/${id}/?standalone=3`;
  try {
    const key = await createDashboardPermalink(ctx, await authUserOf(ctx, user), String(id), () => state!);
    return `/superset/dashboard/p/${encodeURIComponent(key)}/?standalone=3`;
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}
