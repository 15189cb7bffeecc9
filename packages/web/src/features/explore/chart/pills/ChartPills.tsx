/**
 * The pills above the chart, as Superset's ChartPills: the row count of the last answer (hidden
 * while loading), "Cached" when it came from the cache (click: force-refresh), and the timer.
 */
import type { ChartDataResult } from '@meridian/charts';
import type { ChartState } from '../../../../components/ChartRenderer/chartState';
import { CachedLabel } from './CachedLabel';
import { RowCountLabel } from './RowCountLabel';
import { Timer } from './Timer';

const TABLE_VIZ = new Set(['table', 'ag-grid-table']);

/** Rows of the answer; a server-paginated table's total comes from its second (count) query. */
export function actualRowCount(queriesResponse: ChartDataResult[], vizType: string | undefined): number {
  const first = queriesResponse[0];
  const count = queriesResponse.length > 1 ? queriesResponse[1]?.data?.[0]?.rowcount : undefined;
  if (vizType && TABLE_VIZ.has(vizType) && typeof count === 'number') return count;
  const sqlRowcount = (first as { sql_rowcount?: unknown } | undefined)?.sql_rowcount;
  return Number(typeof sqlRowcount === 'number' ? sqlRowcount : (first?.rowcount ?? 0));
}

export function ChartPills({
  chart,
  rowLimit,
  vizType,
  onRefresh,
}: {
  chart: Pick<ChartState, 'chartStatus' | 'queriesResponse' | 'chartUpdateStartTime' | 'chartUpdateEndTime'>;
  rowLimit: number | null;
  vizType: string | undefined;
  onRefresh: () => void;
}) {
  const isLoading = chart.chartStatus === 'loading';
  const responses = chart.queriesResponse ?? [];
  const first = responses[0];
  return (
    <div
      data-test="chart-pills"
      style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, paddingBottom: 8 }}
    >
      {!isLoading && first && (
        <RowCountLabel rowcount={actualRowCount(responses, vizType)} limit={rowLimit} />
      )}
      {!isLoading && first?.is_cached && (
        <CachedLabel cachedTimestamp={first.cached_dttm} onClick={onRefresh} />
      )}
      <Timer
        startTime={chart.chartUpdateStartTime}
        endTime={chart.chartUpdateEndTime}
        status={chart.chartStatus}
      />
    </div>
  );
}
