/**
 * Access checks of explore state (form_data keys, permalinks): the datasource must exist and be
 * readable, the chart (when given) must exist and be visible; the same for a dashboard's state.
 */
import type { AppContext } from '../context.js';
import type { Dashboard } from '../meta/schema.js';
import type { AuthUser } from '../security/auth.js';
import { datasetOwnerNames, datasourceAccessError } from '../security/access-error.js';
import { checkDatasource, findChart } from './chart-access.js';
import { dashboardSpec } from './dashboard-spec.js';
import { notFound } from './errors.js';
import { filteredQuery } from './resource.js';

export const datasetAccessDenied = async (
  ctx: AppContext,
  dataset: { id: number; table_name: string },
  type: string,
) =>
  datasourceAccessError(dataset.table_name, await datasetOwnerNames(ctx.db, dataset.id), {
    datasource_id: dataset.id,
    datasource_type: type,
  });

/** Superset's `check_access` of explore state. */
export async function checkExploreAccess(
  ctx: AppContext,
  user: AuthUser,
  datasourceId: number,
  datasourceType: string,
  chartId: number | null | undefined,
): Promise<void> {
  const check = await checkDatasource(ctx, user, datasourceId, datasourceType);
  if (check.status === 'missing') throw notFound('Dataset not found');
  if (check.status === 'denied') {
    throw await datasetAccessDenied(ctx, check.dataset, datasourceType);
  }
  if (chartId) await findChart(ctx, user, chartId);
}

/** "12__table" → [12, "table"]; null when the text is not a datasource reference. */
export function parseDatasourceRef(ref: unknown): [number, string] | null {
  if (typeof ref !== 'string') return null;
  const m = /^(\d+)__([a-z_]+)$/.exec(ref);
  return m ? [Number(m[1]), m[2]!] : null;
}

/** A dashboard (by id or slug) the user sees, or 404. */
export async function findVisibleDashboard(
  ctx: AppContext,
  user: AuthUser,
  idOrSlug: string,
  notFoundMessage = 'Dashboard not found',
): Promise<Dashboard> {
  const row = (await filteredQuery(ctx, dashboardSpec, user, [])
    .where(
      /^\d+$/.test(idOrSlug) ? 't.id' : 't.slug',
      '=',
      /^\d+$/.test(idOrSlug) ? Number(idOrSlug) : idOrSlug,
    )
    .selectAll('t')
    .executeTakeFirst()) as Dashboard | undefined;
  if (!row) throw notFound(notFoundMessage);
  return row;
}
