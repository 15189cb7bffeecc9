/**
 * Dashboard permalinks (resource `dashboard_permalink`): kept without expiry; reading one checks again
 * that the user may still see the dashboard.
 */
import type { DashboardPermalinkState, DashboardPermalinkValue } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { NotFound } from '../../domain-errors.js';
import { createEntry, derivedUuid, getEntry, KV } from '../../meta/repositories/key-value.js';
import type { AuthUser } from '../../security/auth.js';
import { findVisibleDashboard } from '../../security/access/dashboard.js';

/**
 * Stores the state, read (and validated) once the dashboard is known to be visible; as Superset, the
 * same user sharing the same state gets the same key.
 */
export async function createDashboardPermalink(
  ctx: AppContext,
  user: AuthUser,
  dashboardRef: string,
  readState: () => DashboardPermalinkState,
): Promise<string> {
  const dashboard = await findVisibleDashboard(ctx, user, dashboardRef);
  const value: DashboardPermalinkValue = { dashboardId: String(dashboard.id), state: readState() };
  const uuid = derivedUuid(ctx.config.secretKey, [KV.dashboardPermalink, user.id, value]);
  return createEntry(ctx.db, KV.dashboardPermalink, value, { ownerId: user.id, uuid });
}

export async function readDashboardPermalink(
  ctx: AppContext,
  user: AuthUser,
  key: string,
): Promise<DashboardPermalinkValue> {
  const entry = await getEntry<DashboardPermalinkValue>(ctx.db, KV.dashboardPermalink, key);
  if (!entry) throw new NotFound('Not found');
  await findVisibleDashboard(ctx, user, entry.value.dashboardId);
  return entry.value;
}
