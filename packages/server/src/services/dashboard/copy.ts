/**
 * Superset's "Save as" (`POST /api/v1/dashboard/{id_or_slug}/copy/`): a new dashboard owned by the
 * caller with the given title, css and json_metadata (its `positions` become the layout, else the
 * original's layout is used). With duplicate_slices the charts are cloned (owned by the caller) and
 * every chart reference is remapped; otherwise the copy shows the same charts.
 */
import { parseLayout, serializeLayout, type DashboardCopyBody, type DashboardLayout } from '@meridian/core';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { AccessDenied } from '../../domain-errors.js';
import type { MetaDb } from '../../meta/db.js';
import { createdBy } from '../../meta/repositories/audit.js';
import {
  addDashboardOwner,
  insertChartCopy,
  insertDashboard,
  linkedChartIds,
  linkedCharts,
  replaceLinkedCharts,
  updateDashboard,
} from '../../meta/repositories/dashboard.js';
import type { Dashboard } from '../../meta/schema.js';
import { nowIso } from '../../meta/time.js';
import type { AuthUser } from '../../security/auth.js';
import { remapLayout, remapMetadata, type ChartCopy } from './copy-remap.js';
import { requirePlaceableCharts, syncLayoutCharts, unseenCharts } from './layout-sync.js';
import { parseJsonMetadata } from './metadata.js';
import { UNTITLED_DASHBOARD } from './save.js';
import { tagNewObject } from '../tag/system-tags.js';

export const DUPLICATE_FORBIDDEN = 'Duplicating charts you may not see is forbidden';

/** Replaces the chart id inside a saved query_context's form_data, if there is one. */
function cloneQueryContext(text: string | null, newId: number): string | null {
  if (!text) return text;
  try {
    const qc = JSON.parse(text) as { form_data?: Record<string, unknown> };
    if (qc.form_data && 'slice_id' in qc.form_data) qc.form_data.slice_id = newId;
    return JSON.stringify(qc);
  } catch {
    return text;
  }
}

/** The original's charts, cloned for the user when asked: old id → the copy's id and uuid. */
async function copyCharts(db: MetaDb, originalId: number, user: AuthUser, now: string, duplicate: boolean) {
  const charts = await linkedCharts(db, originalId);
  const copies = new Map<number, ChartCopy>();
  if (duplicate) {
    for (const chart of charts)
      copies.set(chart.id, await insertChartCopy(db, chart, user.id, now, cloneQueryContext));
  }
  return { linked: charts.map((c) => copies.get(c.id)?.id ?? c.id), copies };
}

/** Copies `original` for the user; answers the new dashboard's id and creation time. */
export async function copyDashboard(
  ctx: AppContext,
  user: AuthUser,
  original: Dashboard,
  body: DashboardCopyBody,
): Promise<{ id: number; createdOn: string }> {
  const { positions, ...metadata } = parseJsonMetadata(body.json_metadata);
  const layout: DashboardLayout = parseLayout(positions ? positions : original.position_json);
  // The copy may show the original's charts; charts the caller adds must be ones they may see.
  const originalCharts = await linkedChartIds(ctx.db, original.id);
  await requirePlaceableCharts(ctx.db, user, serializeLayout(layout), 'json_metadata', originalCharts);
  // Duplicates are owned by the caller, so they may only clone charts they may see already.
  if (body.duplicate_slices && (await unseenCharts(ctx.db, user, originalCharts)).length) {
    throw new AccessDenied(DUPLICATE_FORBIDDEN);
  }
  const now = nowIso();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertDashboard(trx, {
      uuid: randomUUID(),
      dashboard_title: body.dashboard_title?.trim() || UNTITLED_DASHBOARD,
      css: body.css ?? null,
      published: 0,
      is_managed_externally: 0,
      ...createdBy(user.id, now),
    });
    await addDashboardOwner(trx, id, user.id);
    await tagNewObject(trx, 'dashboard', id, [user.id]);
    const { linked, copies } = await copyCharts(trx, original.id, user, now, Boolean(body.duplicate_slices));
    await replaceLinkedCharts(trx, id, linked);
    const nextLayout = remapLayout(layout, copies);
    const positionJson = Object.keys(nextLayout).length ? serializeLayout(nextLayout) : null;
    await updateDashboard(trx, id, {
      json_metadata: JSON.stringify(remapMetadata(metadata, copies)),
      position_json: positionJson,
    });
    // As Superset: the copy shows the charts its layout places (when it has a layout).
    await syncLayoutCharts(trx, id, positionJson);
    return id;
  });
  return { id, createdOn: now };
}
