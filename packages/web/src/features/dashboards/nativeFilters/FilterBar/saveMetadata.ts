/** Keys of json_metadata the bar changes at once (PUT /api/v1/dashboard/{id}), kept in the page store. */
import { request } from '../../../../api/client';
import { dashboardInfoActions } from '../../state/dashboardInfo';
import type { DashboardThunk } from '../../state/store';

export const saveMetadataKeys =
  (patch: Record<string, unknown>): DashboardThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const { dashboard, metadata } = getState().dashboardInfo;
    if (!dashboard) return;
    const json_metadata = JSON.stringify({ ...metadata, ...patch });
    await request(`/api/v1/dashboard/${dashboard.id}`, { method: 'PUT', body: { json_metadata } });
    dispatch(dashboardInfoActions.dashboardUpdated({ json_metadata }));
    // Saved on the server already: a later Discard keeps it.
    dispatch(dashboardInfoActions.markSaved(getState().dashboardLayout.present));
  };
