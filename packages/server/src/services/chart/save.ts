/**
 * Creating, updating and deleting charts: validate what a chart points at (datasource, dashboards,
 * owners) first, then write the chart, its owners and its dashboard memberships in one transaction, so
 * a failure leaves nothing half-written.
 */
import { randomUUID } from 'node:crypto';
import type { ChartBody, ChartPostBody } from '@meridian/core';
import type { AppContext } from '../../context.js';
import { invalidField } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import {
  chartDashboardIds,
  chartNameAndUuid,
  chartUuidTaken,
  deleteCharts,
  insertChart,
  linkChartDashboards,
  unlinkChartDashboards,
  updateChart,
} from '../../meta/repositories/chart.js';
import { nowIso } from '../../meta/time.js';
import type { AuthUser } from '../../security/auth.js';
import { findEditableChart, type SliceRow } from '../../security/access/chart.js';
import { requireEditableDashboards } from '../../security/access/dashboard.js';
import { requireDatasource } from '../../security/access/dataset.js';
import { placeChartOnDashboards, removeChartFromDashboards } from '../dashboard/layout-sync.js';
import { isQueryContextUpdate } from './form-data.js';
import { replaceCustomTags } from '../tag/custom-tags.js';
import { retagOwners, tagNewObject } from '../tag/system-tags.js';

const DEFAULT_VIZ_TYPE = 'table';

/** How owners are checked and written (the owner rules every resource with owners shares). */
export interface ChartOwners {
  /** The owner ids to store for the requested ones (which must exist). */
  resolve(requested: number[] | undefined): Promise<number[]>;
  replace(db: MetaDb, chartId: number, owners: number[]): Promise<void>;
}

type DashboardChanges = { add: number[]; remove: number[] };

/** Dashboards the chart joins and leaves: both need edit rights; unchanged memberships need none. */
async function dashboardChanges(
  ctx: AppContext,
  existing: SliceRow | null,
  requested: number[] | undefined,
): Promise<DashboardChanges | null> {
  if (requested === undefined) return null;
  const current = existing ? await chartDashboardIds(ctx.db, existing.id) : [];
  const wanted = new Set(requested);
  return {
    add: [...wanted].filter((id) => !current.includes(id)),
    remove: current.filter((id) => !wanted.has(id)),
  };
}

/** The datasource, uuid and dashboard rules of a save; the dashboard changes to make. */
async function checkChart(ctx: AppContext, user: AuthUser, existing: SliceRow | null, body: ChartBody) {
  const datasourceType = body.datasource_type ?? existing?.datasource_type ?? 'table';
  if (typeof body.datasource_id === 'number') {
    await requireDatasource(ctx, user, body.datasource_id, datasourceType);
  } else if (typeof body.datasource_type === 'string' && existing?.datasource_id) {
    await requireDatasource(ctx, user, existing.datasource_id, datasourceType);
  }
  if (body.uuid && (await chartUuidTaken(ctx.db, body.uuid, existing?.id ?? null))) {
    throw invalidField('uuid', 'Must be unique');
  }
  const changes = await dashboardChanges(ctx, existing, body.dashboards);
  if (changes) await requireEditableDashboards(ctx, user, [...changes.add, ...changes.remove]);
  return changes;
}

/** The columns a body changes. */
function changedColumns(user: AuthUser, body: ChartBody, now: string) {
  const saved = !isQueryContextUpdate(body);
  return {
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
}

/** The dashboard memberships; as Superset, a chart added from explore lands in a new row at the end. */
async function applyDashboardChanges(db: MetaDb, id: number, changes: DashboardChanges) {
  if (changes.remove.length) await unlinkChartDashboards(db, id, changes.remove);
  if (changes.add.length) {
    await linkChartDashboards(db, id, changes.add);
    const saved = await chartNameAndUuid(db, id);
    await placeChartOnDashboards(db, { id, ...saved }, changes.add);
  }
  if (changes.remove.length) await removeChartFromDashboards(db, id, changes.remove);
}

/** Creates (existing = null) or updates a chart; returns its id. */
export async function saveChart(
  ctx: AppContext,
  user: AuthUser,
  existing: SliceRow | null,
  body: ChartBody,
  owners: ChartOwners,
): Promise<number> {
  const changes = await checkChart(ctx, user, existing, body);
  const ownerIds = body.owners !== undefined || !existing ? await owners.resolve(body.owners) : undefined;
  const now = nowIso();
  const values = changedColumns(user, body, now);

  return ctx.db.transaction().execute(async (trx) => {
    let id: number;
    if (existing) {
      id = existing.id;
      await updateChart(trx, id, values);
    } else {
      const post = body as ChartPostBody;
      id = await insertChart(trx, {
        uuid: randomUUID(),
        is_managed_externally: 0,
        created_on: now,
        created_by_fk: user.id,
        viz_type: DEFAULT_VIZ_TYPE,
        ...values,
        slice_name: post.slice_name,
        datasource_id: post.datasource_id,
        datasource_type: 'table',
      });
    }
    if (ownerIds) await owners.replace(trx, id, ownerIds);
    if (!existing) await tagNewObject(trx, 'chart', id, ownerIds ?? []);
    else if (ownerIds) await retagOwners(trx, 'chart', id, ownerIds);
    if ('tags' in body && body.tags !== undefined) await replaceCustomTags(trx, 'chart', id, body.tags);
    if (changes) await applyDashboardChanges(trx, id, changes);
    return id;
  });
}

/** Deletes the charts, all or nothing: every id must exist and be editable by the user first. */
export async function deleteEditableCharts(ctx: AppContext, user: AuthUser, ids: number[]): Promise<void> {
  for (const id of ids) await findEditableChart(ctx, user, id);
  await deleteCharts(ctx.db, ids);
}
