/** Creating and updating a dashboard row with its owners, roles and chart membership. */
import type { DashboardBody } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { invalidField } from '../../domain-errors.js';
import {
  countRoles,
  insertDashboard,
  linkedChartIds,
  replaceDashboardRoles,
  slugTaken,
  updateDashboard,
} from '../../meta/repositories/dashboard.js';
import type { Dashboard, DashboardUpdate } from '../../meta/schema.js';
import { nowIso } from '../../meta/time.js';
import type { AuthUser } from '../../security/auth.js';
import type { OwnerRules } from '../owners.js';
import { replaceCustomTags } from '../tag/custom-tags.js';
import { retagOwners, tagNewObject } from '../tag/system-tags.js';
import { requirePlaceableCharts, syncLayoutCharts } from './layout-sync.js';
import { findTheme } from '../../meta/repositories/theme.js';

export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/** Slugs are URL segments: no slashes or spaces; an empty slug means none. */
export function normalizeSlug(slug: string | null | undefined): string | null | undefined {
  if (slug === undefined) return undefined;
  const s = (slug ?? '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
  return s === '' ? null : s;
}

/** The columns a body changes (certification details only mean something with a certifier). */
function changedColumns(body: DashboardBody, existing: Dashboard | null, slug: string | null | undefined) {
  const certifiedBy = body.certified_by === undefined ? existing?.certified_by : body.certified_by || null;
  return {
    ...(body.dashboard_title !== undefined && {
      dashboard_title: body.dashboard_title?.trim() || UNTITLED_DASHBOARD,
    }),
    ...(slug !== undefined && { slug }),
    ...(body.position_json !== undefined && { position_json: body.position_json || null }),
    ...(body.json_metadata !== undefined && { json_metadata: body.json_metadata || null }),
    ...(body.css !== undefined && { css: body.css }),
    ...(body.published !== undefined && { published: body.published ? 1 : 0 }),
    ...(body.certified_by !== undefined && { certified_by: certifiedBy ?? null }),
    ...((body.certification_details !== undefined || body.certified_by !== undefined) && {
      certification_details: certifiedBy
        ? (body.certification_details ?? existing?.certification_details ?? null)
        : null,
    }),
    ...(body.external_url !== undefined && { external_url: body.external_url }),
    ...(body.is_managed_externally !== undefined && {
      is_managed_externally: body.is_managed_externally ? 1 : 0,
    }),
    ...(body.theme_id !== undefined && { theme_id: body.theme_id }),
  } satisfies DashboardUpdate;
}

/** The rules a save must pass before anything is written; answers the owners to store, if any. */
async function checkSave(
  ctx: AppContext,
  user: AuthUser,
  existing: Dashboard | null,
  body: DashboardBody,
  owners: OwnerRules,
): Promise<number[] | undefined> {
  const slug = normalizeSlug(body.slug);
  if (slug && (await slugTaken(ctx.db, slug, existing?.id ?? null)))
    throw invalidField('slug', 'Must be unique');
  if (typeof body.theme_id === 'number' && !(await findTheme(ctx.db, body.theme_id)))
    throw invalidField('theme_id', 'Theme not found.');
  const ownerIds = body.owners !== undefined || !existing ? await owners.resolve(body.owners) : undefined;
  if (body.roles?.length && (await countRoles(ctx.db, body.roles)) !== new Set(body.roles).size) {
    throw invalidField('roles', 'Some roles do not exist');
  }
  if (body.position_json !== undefined) {
    const linked = existing ? await linkedChartIds(ctx.db, existing.id) : [];
    await requirePlaceableCharts(ctx.db, user, body.position_json || null, 'position_json', linked);
  }
  return ownerIds;
}

/** Creates (existing = null) or updates a dashboard with its owners and roles in one transaction. */
export async function saveDashboard(
  ctx: AppContext,
  user: AuthUser,
  existing: Dashboard | null,
  body: DashboardBody,
  owners: OwnerRules,
): Promise<number> {
  const ownerIds = await checkSave(ctx, user, existing, body, owners);
  const now = nowIso();
  const values = {
    ...changedColumns(body, existing, normalizeSlug(body.slug)),
    changed_on: now,
    changed_by_fk: user.id,
  };
  return ctx.db.transaction().execute(async (trx) => {
    let id: number;
    if (existing) {
      id = existing.id;
      await updateDashboard(trx, id, values);
    } else {
      id = await insertDashboard(trx, {
        uuid: crypto.randomUUID(),
        dashboard_title: UNTITLED_DASHBOARD,
        published: 0,
        is_managed_externally: 0,
        created_on: now,
        created_by_fk: user.id,
        ...values,
      });
    }
    if (ownerIds) await owners.replace(trx, id, ownerIds);
    if (!existing) await tagNewObject(trx, 'dashboard', id, ownerIds ?? []);
    else if (ownerIds) await retagOwners(trx, 'dashboard', id, ownerIds);
    if (body.tags !== undefined) await replaceCustomTags(trx, 'dashboard', id, body.tags);
    // A saved layout decides which charts the dashboard shows (Superset's set_dash_metadata).
    if (body.position_json !== undefined) await syncLayoutCharts(trx, id, body.position_json || null);
    if (body.roles !== undefined) await replaceDashboardRoles(trx, id, body.roles);
    return id;
  });
}
