/**
 * Writes a bundle's dashboard (Superset's import_dashboard): its layout and json_metadata, their
 * references rewritten to this server's ids, stored as JSON text. Its layout may only place charts
 * the user may see (or that it showed already), as a saved layout; the dashboard then links exactly
 * the charts its layout places (layout-sync.ts), and the importing user owns it.
 */
import {
  insertDashboard,
  linkedChartIds,
  slugTaken,
  updateDashboard,
} from '../../meta/repositories/dashboard.js';
import type { MetaDb } from '../../meta/db.js';
import { findThemeByUuid } from '../../meta/repositories/theme.js';
import type { AuthUser } from '../../security/auth.js';
import { fieldError } from '../../services/database/errors.js';
import { requirePlaceableCharts, syncLayoutCharts } from '../../services/dashboard/layout-sync.js';
import type { DashboardConfig } from '../configs/dashboard.js';
import { rewriteMetadata, rewritePosition } from './dashboard-refs.js';
import { decide, remember } from './decide.js';
import { addOwner } from './owners.js';
import type { WriteContext, Written } from './types.js';
import type { WriteMode } from './types.js';

const flag = (v: boolean | null | undefined) => (v ? 1 : 0);

/** The `dashboards` columns the config sets. */
function dashboardColumns(ctx: WriteContext, config: DashboardConfig) {
  const ids = {
    chart: (uuid: string) => ctx.ids.chart.get(uuid),
    dataset: (uuid: string) => ctx.ids.dataset.get(uuid),
  };
  const position = rewritePosition(config.position, ids.chart);
  return {
    dashboard_title: config.dashboard_title,
    description: config.description ?? null,
    css: config.css ?? null,
    slug: config.slug || null,
    certified_by: config.certified_by ?? null,
    certification_details: config.certification_details ?? null,
    published: flag(config.published),
    position_json: position ? JSON.stringify(position) : null,
    json_metadata: JSON.stringify(rewriteMetadata(config, ids)),
    is_managed_externally: flag(config.is_managed_externally),
    external_url: config.external_url ?? null,
  };
}

/** Creates, updates or reuses the dashboard of `config`; answers its id. */
export async function importDashboard(
  trx: MetaDb,
  ctx: WriteContext,
  user: AuthUser,
  config: DashboardConfig,
  mode: WriteMode,
): Promise<Written> {
  const decision = await decide(trx, ctx, user, { kind: 'dashboard', uuid: config.uuid }, mode);
  if (decision.action === 'reuse') return { id: decision.id, action: 'reused' };
  // The theme it names: the bundle's (written before the dashboards) or one already here; else none.
  const theme = config.theme_uuid ? await findThemeByUuid(trx, config.theme_uuid) : undefined;
  const values = { ...dashboardColumns(ctx, config), theme_id: theme?.id ?? null };
  const id = decision.action === 'update' ? decision.id : null;
  if (values.slug && (await slugTaken(trx, values.slug, id)))
    throw fieldError(422, 'slug', `A dashboard with the slug "${values.slug}" already exists`);
  const linked = id === null ? [] : await linkedChartIds(trx, id);
  await requirePlaceableCharts(trx, user, values.position_json, 'position', linked);
  const audit = { changed_on: ctx.now, changed_by_fk: user.id };
  let written: Written;
  if (id !== null) {
    await updateDashboard(trx, id, { ...values, ...audit });
    written = { id, action: 'updated' };
  } else {
    const row = { ...values, ...audit, uuid: config.uuid, created_on: ctx.now, created_by_fk: user.id };
    written = { id: await insertDashboard(trx, row), action: 'created' };
    remember(ctx, 'dashboard', config.uuid, written.id);
  }
  await addOwner(trx, 'dashboard', written.id, user.id);
  await syncLayoutCharts(trx, written.id, values.position_json);
  return written;
}
