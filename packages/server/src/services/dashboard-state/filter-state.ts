/**
 * A dashboard's unsaved native-filter state (resource `dashboard_filter_state`): the value is JSON text,
 * bound to its dashboard; whoever sees the dashboard may read an entry, only its creator may change or
 * delete it.
 */
import type { AppContext } from '../../context.js';
import { NotFound } from '../../domain-errors.js';
import { KV } from '../../meta/repositories/key-value.js';
import type { AuthUser } from '../../security/auth.js';
import { findVisibleDashboard } from '../../security/access/dashboard.js';
import {
  createState,
  deleteState,
  requireStateOwner,
  stateEntry,
  touchState,
  updateState,
} from '../explore/state.js';

interface FilterState {
  owner: number;
  dashboardId: number;
  value: string;
}

/** The entry under the key for this dashboard (NotFound for another dashboard's key). */
async function entryOf(ctx: AppContext, user: AuthUser, dashboardRef: string, key: string, mustOwn: boolean) {
  const dashboard = await findVisibleDashboard(ctx, user, dashboardRef);
  const entry = await stateEntry<FilterState>(ctx.db, KV.dashboardFilterState, key);
  if (entry.value.dashboardId !== dashboard.id) throw new NotFound('Not found');
  if (mustOwn) requireStateOwner(entry, user);
  return { dashboard, entry };
}

/** A new entry; the value is read (and validated) once the dashboard is known to be visible. */
export async function createFilterState(
  ctx: AppContext,
  user: AuthUser,
  dashboardRef: string,
  readValue: () => string,
) {
  const dashboard = await findVisibleDashboard(ctx, user, dashboardRef);
  const state: FilterState = { owner: user.id, dashboardId: dashboard.id, value: readValue() };
  return createState(ctx.db, KV.dashboardFilterState, user, state);
}

export async function readFilterState(ctx: AppContext, user: AuthUser, dashboardRef: string, key: string) {
  const { entry } = await entryOf(ctx, user, dashboardRef, key, false);
  await touchState(ctx.db, KV.dashboardFilterState, key);
  return entry.value.value;
}

export async function updateFilterState(
  ctx: AppContext,
  user: AuthUser,
  dashboardRef: string,
  key: string,
  value: string,
) {
  const { dashboard } = await entryOf(ctx, user, dashboardRef, key, true);
  const state: FilterState = { owner: user.id, dashboardId: dashboard.id, value };
  await updateState(ctx.db, KV.dashboardFilterState, key, state);
}

export async function deleteFilterState(ctx: AppContext, user: AuthUser, dashboardRef: string, key: string) {
  await entryOf(ctx, user, dashboardRef, key, true);
  await deleteState(ctx.db, KV.dashboardFilterState, key);
}
