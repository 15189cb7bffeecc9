/**
 * Creating and updating a chart: validate what it points at (datasource, dashboards, owners) first,
 * then write the chart, its owners and its dashboard memberships in one transaction, so a failure
 * leaves nothing half-written.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.js';
import { nowIso } from '../meta/time.js';
import type { AuthUser } from '../security/auth.js';
import { requireDatasource } from '../security/access/dataset.js';
import { requireEditableDashboards } from '../security/access/dashboard.js';
import type { SliceRow } from '../security/access/chart.js';
import { placeChartOnDashboards, removeChartFromDashboards } from './dashboard-layout-sync.js';
import { isQueryContextUpdate, type ChartBody, type ChartPostBody } from './chart-schema.js';
import { HttpError } from './errors.js';
import { replaceOwners, resolveOwners } from './owners.js';

const DEFAULT_VIZ_TYPE = 'table';

/** Dashboards the chart joins and leaves: both need edit rights; unchanged memberships need none. */
async function dashboardChanges(ctx: AppContext, existing: SliceRow | null, requested: number[] | undefined) {
  if (requested === undefined) return null;
  const current = existing
    ? (
        await ctx.db
          .selectFrom('dashboard_slices')
          .select('dashboard_id')
          .where('slice_id', '=', existing.id)
          .execute()
      ).map((r) => r.dashboard_id)
    : [];
  const wanted = new Set(requested);
  return {
    add: [...wanted].filter((id) => !current.includes(id)),
    remove: current.filter((id) => !wanted.has(id)),
  };
}

/** Creates (existing = null) or updates a chart; returns its id. */
export async function saveChart(
  ctx: AppContext,
  user: AuthUser,
  existing: SliceRow | null,
  body: ChartBody,
): Promise<number> {
  const datasourceType = body.datasource_type ?? existing?.datasource_type ?? 'table';
  if (typeof body.datasource_id === 'number') {
    await requireDatasource(ctx, user, body.datasource_id, datasourceType);
  } else if (typeof body.datasource_type === 'string' && existing?.datasource_id) {
    await requireDatasource(ctx, user, existing.datasource_id, datasourceType);
  }
  if (body.uuid) {
    const clash = await ctx.db
      .selectFrom('slices')
      .select('id')
      .where('uuid', '=', body.uuid)
      .$if(existing !== null, (q) => q.where('id', '!=', existing!.id))
      .executeTakeFirst();
    if (clash) throw new HttpError(400, 'invalid', { message: { uuid: ['Must be unique'] } });
  }
  const changes = await dashboardChanges(ctx, existing, body.dashboards);
  if (changes) await requireEditableDashboards(ctx, user, [...changes.add, ...changes.remove]);
  const owners =
    body.owners !== undefined || !existing ? await resolveOwners(ctx.db, body.owners, user) : undefined;

  const now = nowIso();
  const saved = !isQueryContextUpdate(body);
  const values = {
    ...(body.slice_name !== undefined && body.slice_name !== null && { slice_name: body.slice_name }),
    ...(body.viz_type !== undefined && { viz_type: body.viz_type || DEFAULT_VIZ_TYPE }),
    ...(typeof body.datasource_id === 'number' && { datasource_id: body.datasource_id }),
    // "dataset" is Superset's other name for a table datasource, the only kind stored.
    ...(typeof body.datasource_type === 'string' && { datasource_type: 'table' }),
    ...(body.params !== undefined && { params: body.params || null }),
    ...(body.query_context !== undefined && { query_context: body.query_context || null }),
    ...(body.description !== undefined && { description: body.description }),
    ...(body.cache_timeout !== undefined && { cache_timeout: body.cache_timeout }),
    ...(body.certified_by !== undefined && { certified_by: body.certified_by || null }),
    ...(body.certification_details !== undefined && { certification_details: body.certification_details }),
    ...(body.is_managed_externally !== undefined &&
      body.is_managed_externally !== null && { is_managed_externally: body.is_managed_externally ? 1 : 0 }),
    ...(body.external_url !== undefined && { external_url: body.external_url }),
    ...(body.uuid && { uuid: body.uuid }),
    ...(saved && { last_saved_at: now, last_saved_by_fk: user.id }),
    changed_on: now,
    changed_by_fk: user.id,
  };

  return ctx.db.transaction().execute(async (trx) => {
    let id: number;
    if (existing) {
      id = existing.id;
      await trx.updateTable('slices').set(values).where('id', '=', id).execute();
    } else {
      const post = body as ChartPostBody;
      const row = await trx
        .insertInto('slices')
        .values({
          uuid: randomUUID(),
          is_managed_externally: 0,
          created_on: now,
          created_by_fk: user.id,
          viz_type: DEFAULT_VIZ_TYPE,
          ...values,
          slice_name: post.slice_name,
          datasource_id: post.datasource_id,
          datasource_type: 'table',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
    }
    if (owners) await replaceOwners(trx, 'slice_user', 'slice_id', id, owners);
    if (changes?.remove.length) {
      await trx
        .deleteFrom('dashboard_slices')
        .where('slice_id', '=', id)
        .where('dashboard_id', 'in', changes.remove)
        .execute();
    }
    if (changes?.add.length) {
      await trx
        .insertInto('dashboard_slices')
        .values(changes.add.map((dashboard_id) => ({ dashboard_id, slice_id: id })))
        .execute();
      // As Superset: a chart added from explore lands in a new row at the end of the layout.
      const saved = await trx
        .selectFrom('slices')
        .select(['slice_name', 'uuid'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await placeChartOnDashboards(trx, { id, ...saved }, changes.add);
    }
    if (changes?.remove.length) await removeChartFromDashboards(trx, id, changes.remove);
    return id;
  });
}

/** Charts are deleted with their favorites; owner and dashboard links go by cascade. */
export async function deleteCharts(ctx: AppContext, ids: number[]) {
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('favstar').where('class_name', '=', 'slice').where('obj_id', 'in', ids).execute();
    await trx.deleteFrom('slices').where('id', 'in', ids).execute();
  });
}
