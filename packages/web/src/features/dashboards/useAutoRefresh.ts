/**
 * Auto-refresh: every `refreshFrequency` seconds the charts (minus timed_refresh_immune_slices)
 * query again with force, staggered when the dashboard asks for it. Paused while editing.
 */
import { chartIdsInLayout } from '@meridian/core';
import { useEffect } from 'react';
import { dashboardStateActions } from './state/dashboardState';
import { timedRefreshSchedule } from './state/refreshSchedule';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from './state/store';

export function useAutoRefresh() {
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const seconds = useDashboardSelector((s) => s.dashboardState.refreshFrequency);
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);

  useEffect(() => {
    if (!seconds || editMode) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const tick = () => {
      const { dashboardLayout, dashboardInfo } = store.getState();
      const m = dashboardInfo.metadata;
      const schedule = timedRefreshSchedule({
        chartIds: chartIdsInLayout(dashboardLayout.present),
        periodSeconds: seconds,
        staggerRefresh: m.stagger_refresh,
        staggerTime: m.stagger_time,
        immune: m.timed_refresh_immune_slices,
      });
      for (const { chartId, delayMs } of schedule) {
        const t = setTimeout(() => {
          timers.delete(t);
          dispatch(
            dashboardStateActions.refreshCharts({ chartIds: [chartId], force: true, now: Date.now() }),
          );
        }, delayMs);
        timers.add(t);
      }
    };
    const interval = setInterval(tick, seconds * 1000);
    return () => {
      clearInterval(interval);
      for (const t of timers) clearTimeout(t);
    };
  }, [seconds, editMode, dispatch, store]);
}
