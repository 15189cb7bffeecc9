/**
 * Saving the dashboard (spec §4, §7, §8): PUT position_json and json_metadata (every key kept), then
 * a fresh undo history from the saved layout. Errors become the spec's messages. With the
 * confirm-dashboard-diff flag the header first asks `checkOverwrite` what the save would overwrite.
 */
import { serializeLayout } from '@meridian/core';
import { ApiError, request } from '../../../api/client';
import { saveDashboardLayout } from '../../../api/dashboards';
import type { DashboardDetail } from '../../../api/types';
import { AN_ERROR_OCCURRED, UNKNOWN_ERROR, normalizeError, sprintf } from '../../../api/errors';
import { changedSince, overwriteItems, type OverwriteItem } from '../header/overwriteDiff';
import { dashboardInfoActions } from './dashboardInfo';
import { layoutHydrated } from './dashboardLayout';
import { dashboardStateActions } from './dashboardState';
import { buildSavePayload } from './metadata';
import type { DashboardRootState, DashboardThunk } from './store';

export const SAVE_SUCCESS = 'This dashboard was saved successfully.';
export const SAVE_FORBIDDEN = 'You do not have permission to edit this dashboard';
export const SAVE_ERROR = 'Sorry, there was an error saving this dashboard: %s';
export const SAVE_UNKNOWN_ERROR = 'Sorry, an unknown error occurred';

export function saveErrorMessage(e: unknown): string {
  const error = e instanceof ApiError ? e.clientError : normalizeError(e);
  if (error.status === 403 || /forbidden/i.test(error.error)) return SAVE_FORBIDDEN;
  const text = error.error;
  if (!text || text === AN_ERROR_OCCURRED || text === UNKNOWN_ERROR) return SAVE_UNKNOWN_ERROR;
  return sprintf(SAVE_ERROR, text);
}

export type SaveOutcome = { ok: true; message: string } | { ok: false; message: string };

/** The PUT body a save of the page's current state sends. */
export function saveBodyOf(state: DashboardRootState) {
  const { dashboardInfo, dashboardLayout, dashboardState } = state;
  return buildSavePayload({
    metadata: dashboardInfo.metadata,
    positionJson: serializeLayout(dashboardLayout.present),
    dashboardTitle: dashboardInfo.dashboard?.dashboard_title ?? '',
    css: dashboardInfo.css,
    persistRefreshFrequency: dashboardState.shouldPersistRefreshFrequency
      ? dashboardState.refreshFrequency
      : null,
  });
}

export type OverwriteCheck = { ok: true; items: OverwriteItem[] } | { ok: false; message: string };

/**
 * The confirm-diff check before a save (spec §4): GET /api/v1/dashboard/{id} and, when the server's
 * changed_on moved since the page loaded (or last saved) the dashboard, the fields someone else
 * changed that this save would overwrite. No items: save at once.
 */
export const checkOverwrite = (): DashboardThunk<Promise<OverwriteCheck>> => async (_dispatch, getState) => {
  const state = getState();
  const { dashboard, saved } = state.dashboardInfo;
  if (!dashboard) return { ok: false, message: SAVE_UNKNOWN_ERROR };
  const loaded = saved?.dashboard ?? dashboard;
  try {
    const r = await request<{ result: DashboardDetail }>(`/api/v1/dashboard/${dashboard.id}`);
    if (!changedSince(loaded, r.result)) return { ok: true, items: [] };
    return { ok: true, items: overwriteItems(loaded, r.result, saveBodyOf(state)) };
  } catch (e) {
    return { ok: false, message: saveErrorMessage(e) };
  }
};

export const saveDashboard = (): DashboardThunk<Promise<SaveOutcome>> => async (dispatch, getState) => {
  const state = getState();
  const dashboard = state.dashboardInfo.dashboard;
  if (!dashboard) return { ok: false, message: SAVE_UNKNOWN_ERROR };
  dispatch(dashboardStateActions.saveStarted());
  const layout = state.dashboardLayout.present;
  const body = saveBodyOf(state);
  try {
    const r = await saveDashboardLayout(dashboard.id, body);
    dispatch(
      dashboardInfoActions.dashboardUpdated({
        ...body,
        ...(r.result ? { changed_on: r.result.changed_on, changed_by_name: r.result.changed_by_name } : {}),
      }),
    );
    dispatch(layoutHydrated(layout));
    dispatch(dashboardInfoActions.markSaved(layout));
    dispatch(dashboardStateActions.saveFinished({ ok: true }));
    return { ok: true, message: SAVE_SUCCESS };
  } catch (e) {
    dispatch(dashboardStateActions.saveFinished({ ok: false }));
    return { ok: false, message: saveErrorMessage(e) };
  }
};
