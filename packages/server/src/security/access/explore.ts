/**
 * Access checks of explore state (form_data keys, permalinks): the datasource must exist and be
 * readable (a SQL Lab query: chartable by the user, query.ts), the chart (when given) must exist and be visible; a dashboard's state asks
 * findVisibleDashboard (dashboard.ts).
 */
import type { AppContext } from '../../context.js';
import { NotFound } from '../../domain-errors.js';
import type { AuthUser } from '../auth.js';
import { findChart } from './chart.js';
import { checkDatasource, datasetOwnerNames, datasourceAccessError } from './dataset.js';
import { findChartableQuery } from './query.js';

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
  if (datasourceType === 'query') {
    await findChartableQuery(ctx, user, datasourceId);
    if (chartId) await findChart(ctx, user, chartId);
    return;
  }
  const check = await checkDatasource(ctx, user, datasourceId, datasourceType);
  if (check.status === 'missing') throw new NotFound('Dataset not found');
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
