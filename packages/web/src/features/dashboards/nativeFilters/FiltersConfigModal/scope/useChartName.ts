import { useCallback } from 'react';
import { useDashboardCharts } from '../../../chart/chartsContext';
import { useDashboardSelector } from '../../../state/store';

/** A chart's title as the dashboard shows it: its override on this dashboard, else its name. */
export function useChartName() {
  const layout = useDashboardSelector((s) => s.dashboardLayout.present);
  const { charts } = useDashboardCharts();
  return useCallback(
    (chartId: number, componentId?: string) => {
      const meta = componentId ? layout[componentId]?.meta : undefined;
      return (
        (typeof meta?.sliceNameOverride === 'string' && meta.sliceNameOverride) ||
        charts[chartId]?.slice_name ||
        (typeof meta?.sliceName === 'string' && meta.sliceName) ||
        `Chart ${chartId}`
      );
    },
    [layout, charts],
  );
}
