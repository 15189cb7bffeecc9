/**
 * Superset's dashboard chart timings: `load_chart` when a chart's data has arrived (the query's
 * duration) and `render_chart` when it has been drawn (the drawing's duration), each with the
 * chart's slice_id, sent under the dashboard.
 */
import { useEffect } from 'react';
import type { ChartState } from '../components/ChartRenderer/chartState';
import { logEvent } from './index';

type Timing = Pick<ChartState, 'chartStatus' | 'chartUpdateStartTime' | 'chartUpdateEndTime'>;

export function useChartTimingLog(sliceId: number, dashboardId: number | undefined, state: Timing) {
  const { chartStatus, chartUpdateStartTime: start, chartUpdateEndTime: end } = state;
  useEffect(() => {
    if (dashboardId === undefined || start === null || end === null) return;
    const source = { source: 'dashboard', source_id: dashboardId } as const;
    if (chartStatus === 'success')
      logEvent('load_chart', { slice_id: sliceId, duration: end - start }, source);
    if (chartStatus === 'rendered')
      logEvent('render_chart', { slice_id: sliceId, duration: Math.max(0, Date.now() - end) }, source);
  }, [chartStatus, start, end, sliceId, dashboardId]);
}
