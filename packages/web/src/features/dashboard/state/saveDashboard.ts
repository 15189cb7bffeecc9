/**
 * Saving the dashboard (spec §4, §7, §8): PUT position_json and json_metadata (every key kept), then
 * a fresh undo history from the saved layout. Errors become the spec's messages.
 */
import { serializeLayout } from '@meridian/core';
import { ApiError } from '../../../api/client';
import { saveDashboardLayout } from '../../../api/dashboards';
import { AN_ERROR_OCCURRED, UNKNOWN_ERROR, normalizeError, sprintf } from '../../../api/errors';
import { dashboardInfoActions } from './dashboardInfo';
import { layoutHydrated } from './dashboardLayout';
import { dashboardStateActions } from './dashboardState';
import { buildSavePayload } from './metadata';
import type { DashboardThunk } from './store';

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

export const saveDashboard = (): DashboardThunk<Promise<SaveOutcome>> => async (dispatch, getState) => {
  const { dashboardInfo, dashboardLayout, dashboardState } = getState();
  const dashboard = dashboardInfo.dashboard;
  if (!dashboard) return { ok: false, message: SAVE_UNKNOWN_ERROR };
  dispatch(dashboardStateActions.saveStarted());
  const layout = dashboardLayout.present;
  const body = buildSavePayload({
    metadata: dashboardInfo.metadata,
    positionJson: serializeLayout(layout),
    dashboardTitle: dashboard.dashboard_title,
    css: dashboardInfo.css,
    persistRefreshFrequency: dashboardState.shouldPersistRefreshFrequency
      ? dashboardState.refreshFrequency
      : null,
  });
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
