/**
 * Exporting a bundle, as Superset's export endpoints and its `export-dashboards` CLI do: the objects
 * asked for (every visible one of the kind when `ids` is not given; everything visible for
 * `assets`) with their dependencies, in a ZIP that `importBundle` reads back. An asked id the user
 * does not see, or that does not exist, refuses the export with 404.
 */
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';
import { CONFIG_KINDS, type KindName } from '../configs/index.js';
import { Collector } from './collect.js';
import { exportStamp, metadataFile, zipBundle } from './zip.js';
import {
  requireAll,
  visibleChartRows,
  visibleDashboardRows,
  visibleDatabaseRows,
  visibleDatasetRows,
  visibleSavedQueryRows,
} from './visible.js';

export type ExportKind = KindName | 'assets';

export interface ExportRequest {
  kind: ExportKind;
  ids?: number[];
}

export interface ExportedBundle {
  fileName: string;
  bytes: Uint8Array;
}

/** Superset's `type` for an assets export. */
export const ASSETS_TYPE = 'assets';

async function collectKind(c: Collector, ctx: AppContext, user: AuthUser, kind: KindName, ids?: number[]) {
  const rows = <T extends { id: number }>(found: T[]) => (ids ? requireAll(found, ids) : found);
  const related = true;
  switch (kind) {
    case 'dashboard':
      for (const row of rows(await visibleDashboardRows(ctx, user, ids))) await c.addDashboard(row, related);
      return;
    case 'chart':
      for (const row of rows(await visibleChartRows(ctx, user, ids))) await c.addChart(row, related);
      return;
    case 'dataset':
      for (const row of rows(await visibleDatasetRows(ctx, user, ids))) await c.addDataset(row, related);
      return;
    case 'database':
      for (const row of rows(await visibleDatabaseRows(ctx, user, ids))) await c.addDatabase(row, related);
      return;
    case 'saved_query':
      for (const row of rows(await visibleSavedQueryRows(ctx, user, ids)))
        await c.addSavedQuery(row, related);
      return;
  }
}

/** Superset's ExportAssetsCommand: every kind, each object once, without re-walking dependencies. */
async function collectAssets(c: Collector, ctx: AppContext, user: AuthUser) {
  for (const row of await visibleDatabaseRows(ctx, user)) await c.addDatabase(row, false);
  for (const row of await visibleDatasetRows(ctx, user)) await c.addDataset(row, false);
  for (const row of await visibleChartRows(ctx, user)) await c.addChart(row, false);
  for (const row of await visibleDashboardRows(ctx, user)) await c.addDashboard(row, false);
  for (const row of await visibleSavedQueryRows(ctx, user)) await c.addSavedQuery(row, false);
}

export async function exportBundle(
  ctx: AppContext,
  user: AuthUser,
  request: ExportRequest,
  now: Date = new Date(),
): Promise<ExportedBundle> {
  const collector = new Collector(ctx, user);
  if (request.kind === 'assets') await collectAssets(collector, ctx, user);
  else await collectKind(collector, ctx, user, request.kind, request.ids);
  const type = request.kind === 'assets' ? ASSETS_TYPE : CONFIG_KINDS[request.kind].metadataType;
  const root = `${request.kind}_export_${exportStamp(now)}`;
  return { fileName: `${root}.zip`, bytes: zipBundle(root, metadataFile(type, now), collector.files) };
}
