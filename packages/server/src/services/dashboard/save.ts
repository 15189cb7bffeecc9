/** Creating and updating a dashboard row with its owners, roles and chart membership. */
import type { AppContext } from '../context.js';
import type { Dashboard } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';
import type { AuthUser } from '../security/auth.js';
import { linkedChartIds, requirePlaceableCharts, syncLayoutCharts } from './dashboard-layout-sync.js';
import { normalizeSlug, type DashboardBody } from './dashboard-schema.js';
import { HttpError } from './errors.js';
import { replaceOwners, resolveOwners } from './owners.js';

export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/** Creates (existing = null) or updates a dashboard with its owners and roles in one transaction. */
export async function saveDashboard(
  ctx: AppContext,
  user: AuthUser,
  existing: Dashboard | null,
  body: DashboardBody,
): Promise<number> {
  const slug = normalizeSlug(body.slug);
  if (slug) {
    const clash = await ctx.db
      .selectFrom('dashboards')
      .select('id')
      .where('slug', '=', slug)
      .$if(existing !== null, (q) => q.where('id', '!=', existing!.id))
      .executeTakeFirst();
    if (clash) throw new HttpError(400, 'invalid', { message: { slug: ['Must be unique'] } });
  }
  const owners =
    body.owners !== undefined || !existing ? await resolveOwners(ctx.db, body.owners, user) : undefined;
  if (body.roles?.length) {
    const found = await ctx.db.selectFrom('ab_role').select('id').where('id', 'in', body.roles).execute();
    if (found.length !== new Set(body.roles).size) {
      throw new HttpError(400, 'invalid', { message: { roles: ['Some roles do not exist'] } });
    }
  }
  if (body.position_json !== undefined) {
    const linked = existing ? await linkedChartIds(ctx.db, existing.id) : [];
    await requirePlaceableCharts(ctx.db, user, body.position_json || null, 'position_json', linked);
  }
  const certifiedBy = body.certified_by === undefined ? existing?.certified_by : body.certified_by || null;
  const now = nowIso();
  const values = {
    ...(body.dashboard_title !== undefined && {
      dashboard_title: body.dashboard_title?.trim() || UNTITLED_DASHBOARD,
    }),
    ...(slug !== undefined && { slug }),
    ...(body.position_json !== undefined && { position_json: body.position_json || null }),
    ...(body.json_metadata !== undefined && { json_metadata: body.json_metadata || null }),
    ...(body.css !== undefined && { css: body.css }),
    ...(body.published !== undefined && { published: body.published ? 1 : 0 }),
    ...(body.certified_by !== undefined && { certified_by: certifiedBy ?? null }),
    // Details only mean something with a certifier.
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
    changed_on: now,
    changed_by_fk: user.id,
  };
  return ctx.db.transaction().execute(async (trx) => {
    let id: number;
    if (existing) {
      id = existing.id;
      await trx.updateTable('dashboards').set(values).where('id', '=', id).execute();
    } else {
      const row = await trx
        .insertInto('dashboards')
        .values({
          uuid: crypto.randomUUID(),
          dashboard_title: UNTITLED_DASHBOARD,
          published: 0,
          is_managed_externally: 0,
          created_on: now,
          created_by_fk: user.id,
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    if (owners) await replaceOwners(trx, 'dashboard_user', 'dashboard_id', id, owners);
    // A saved layout decides which charts the dashboard shows (Superset's set_dash_metadata).
    if (body.position_json !== undefined) await syncLayoutCharts(trx, id, body.position_json || null);
    if (body.roles !== undefined) {
      await trx.deleteFrom('dashboard_roles').where('dashboard_id', '=', id).execute();
      if (body.roles.length) {
        await trx
          .insertInto('dashboard_roles')
          .values([...new Set(body.roles)].map((role_id) => ({ dashboard_id: id, role_id })))
          .execute();
      }
    }
    return id;
  });
}
