/**
 * Explore's unsaved state behind `form_data_key` (resource `explore_form_data`): whoever may read the
 * datasource (and the chart) may read a key; only its creator may change or delete it.
 */
import type { FormDataBody } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { getEntry, KV } from '../../meta/repositories/key-value.js';
import type { AuthUser } from '../../security/auth.js';
import { checkExploreAccess } from '../../security/access/explore.js';
import { createState, deleteState, requireStateOwner, stateEntry, touchState, updateState } from './state.js';

/** What a form_data key holds (Superset's shape). */
export interface FormDataState {
  owner: number;
  datasource_id: number;
  datasource_type: string;
  chart_id: number | null;
  form_data: string;
}

const stateOf = (user: AuthUser, body: FormDataBody): FormDataState => ({
  owner: user.id,
  datasource_id: body.datasource_id,
  datasource_type: body.datasource_type,
  chart_id: body.chart_id ?? null,
  form_data: body.form_data,
});

/** The form_data text behind a key, after the access check; null when the key is unknown or expired. */
export async function readFormData(ctx: AppContext, user: AuthUser, key: string): Promise<string | null> {
  const entry = await getEntry<FormDataState>(ctx.db, KV.exploreFormData, key);
  if (!entry) return null;
  const s = entry.value;
  await checkExploreAccess(ctx, user, s.datasource_id, s.datasource_type, s.chart_id);
  await touchState(ctx.db, KV.exploreFormData, key);
  return s.form_data;
}

/** A new key for the state; `tab_id` is not needed: the client keeps a key per tab and PUTs to it. */
export async function createFormData(ctx: AppContext, user: AuthUser, body: FormDataBody): Promise<string> {
  await checkExploreAccess(ctx, user, body.datasource_id, body.datasource_type, body.chart_id);
  return createState(ctx.db, KV.exploreFormData, user, stateOf(user, body));
}

export async function updateFormData(ctx: AppContext, user: AuthUser, key: string, body: FormDataBody) {
  requireStateOwner(await stateEntry(ctx.db, KV.exploreFormData, key), user);
  await checkExploreAccess(ctx, user, body.datasource_id, body.datasource_type, body.chart_id);
  await updateState(ctx.db, KV.exploreFormData, key, stateOf(user, body));
}

export async function deleteFormData(ctx: AppContext, user: AuthUser, key: string) {
  requireStateOwner(await stateEntry(ctx.db, KV.exploreFormData, key), user);
  await deleteState(ctx.db, KV.exploreFormData, key);
}
