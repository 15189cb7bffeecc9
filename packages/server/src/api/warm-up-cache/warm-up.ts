/**
 * Warming the chart-data cache (Superset's ChartWarmUpCacheCommand and DatasetWarmUpCacheCommand):
 * a saved chart's query context runs through the chart-data pipeline as the caller, without force,
 * so its results land in the result cache; extra filters (a JSON list of {col, op, val}) are added
 * to each query. A chart that fails reports its error instead of failing the request.
 */
import type { AppContext } from '../../context.js';
import { runChartData, type ChartDataDeps } from '../../query/chart-data.js';
import { Timing } from '../../query/timing.js';
import type { SliceRow } from '../../security/access/chart.js';
import type { AuthUser } from '../../security/auth.js';
import { parseJsonObject } from '../../services/chart/form-data.js';
import { NO_QUERY_CONTEXT } from '../chart/saved-data.js';

export interface WarmUpResult {
  chart_id: number;
  viz_error: string | null;
  viz_status: string | null;
}

export type ExtraFilter = { col: string; op: string; val?: unknown };

export async function warmUpChart(
  ctx: AppContext,
  deps: ChartDataDeps,
  user: AuthUser,
  chart: SliceRow,
  extraFilters: ExtraFilter[],
): Promise<WarmUpResult> {
  try {
    const saved = parseJsonObject(chart.query_context);
    if (!saved) throw new Error(NO_QUERY_CONTEXT);
    const queries = Array.isArray(saved.queries) ? (saved.queries as Record<string, unknown>[]) : [];
    const context = {
      ...saved,
      datasource: { id: chart.datasource_id, type: 'table' },
      result_format: 'json',
      result_type: 'full',
      force: false,
      queries: extraFilters.length
        ? queries.map((q) => ({
            ...q,
            filters: [...(Array.isArray(q.filters) ? (q.filters as unknown[]) : []), ...extraFilters],
          }))
        : queries,
    };
    await runChartData(deps, user, context, new Timing(), { force: false });
    return { chart_id: chart.id, viz_error: null, viz_status: 'success' };
  } catch (err) {
    return {
      chart_id: chart.id,
      viz_error: err instanceof Error ? err.message : String(err),
      viz_status: null,
    };
  }
}
