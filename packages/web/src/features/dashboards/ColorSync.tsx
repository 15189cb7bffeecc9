/**
 * Mounted inside the dashboard's LabelColorsContext (the assignment the charts draw with): 500 ms after
 * load, then every couple of seconds, it compares the charts' label colours with json_metadata and,
 * for users who can edit, stores them (colorSync.ts). A payload is sent at most once, so a failing or
 * echoing server never causes a loop; after a sync the page's metadata holds the colours, so the
 * next check finds nothing to send. Edit mode waits: the save writes the colours then.
 */
import { use, useEffect, useRef } from 'react';
import { LabelColorsContext } from './chart/DashboardChart';
import {
  COLOR_SYNC_DELAY_MS,
  COLOR_SYNC_INTERVAL_MS,
  colorSyncPayload,
  metadataWithColors,
  putDashboardColors,
} from './colorSync';
import { stableStringify } from './header/overwriteDiff';
import { useDashboardPermissions } from './permissions';
import { dashboardInfoActions } from './state/dashboardInfo';
import { useDashboardSelector, useDashboardStore } from './state/store';

export function ColorSync() {
  const shared = use(LabelColorsContext);
  const store = useDashboardStore();
  const { canEdit } = useDashboardPermissions();
  const dashboardId = useDashboardSelector((s) => s.dashboardInfo.dashboard?.id);
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const sent = useRef(new Set<string>());

  useEffect(() => {
    if (!canEdit || editMode || dashboardId === undefined) return undefined;
    let busy = false;
    let interval: ReturnType<typeof setInterval> | undefined;
    const check = () => {
      if (busy) return;
      const state = store.getState();
      const payload = colorSyncPayload(state.dashboardInfo.metadata, shared);
      if (!payload) return;
      const key = stableStringify(payload);
      if (sent.current.has(key)) return;
      sent.current.add(key);
      busy = true;
      putDashboardColors(dashboardId, payload)
        .then(() => {
          const now = store.getState();
          const json_metadata = metadataWithColors(now.dashboardInfo.metadata, payload);
          store.dispatch(dashboardInfoActions.dashboardUpdated({ json_metadata }));
          // Stored on the server already: Discard and the overwrite check start from it.
          if (!now.dashboardState.editMode)
            store.dispatch(dashboardInfoActions.markSaved(now.dashboardLayout.present));
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    };
    const first = setTimeout(() => {
      check();
      interval = setInterval(check, COLOR_SYNC_INTERVAL_MS);
    }, COLOR_SYNC_DELAY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [canEdit, editMode, dashboardId, shared, store]);

  return null;
}
