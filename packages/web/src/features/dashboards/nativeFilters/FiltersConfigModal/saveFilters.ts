/**
 * Saving the configuration: PUT /api/v1/dashboard/{id}/filters with {modified, deleted, reordered};
 * the answer (the stored native_filter_configuration) replaces the page's filters and the
 * dashboard's json_metadata (every other key kept).
 */
import { parseFilterConfiguration, type FilterConfigItem } from '@meridian/core';
import { request } from '../../../../api/client';
import { dashboardInfoActions } from '../../state/dashboardInfo';
import { dataMaskActions } from '../../state/dataMask';
import { nativeFiltersActions } from '../../state/nativeFilters';
import type { DashboardThunk } from '../../state/store';
import type { FilterChanges } from './draft';

export const filtersUrl = (dashboardId: number) => `/api/v1/dashboard/${dashboardId}/filters`;

/** json_metadata text with `patch` applied over the stored keys (unreadable text counts as {}). */
export function patchJsonMetadata(json: string | null | undefined, patch: Record<string, unknown>): string {
  let raw: Record<string, unknown> = {};
  try {
    const parsed = json ? (JSON.parse(json) as unknown) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      raw = parsed as Record<string, unknown>;
  } catch {
    // keep {}
  }
  return JSON.stringify({ ...raw, ...patch });
}

export function saveFilterChanges(changes: FilterChanges): DashboardThunk<Promise<FilterConfigItem[]>> {
  return async (dispatch, getState) => {
    const dashboard = getState().dashboardInfo.dashboard;
    if (!dashboard) throw new Error('No dashboard');
    const r = await request<{ result: unknown[] }>(filtersUrl(dashboard.id), {
      method: 'PUT',
      body: changes,
    });
    const stored = Array.isArray(r.result) ? r.result : [];
    const items = parseFilterConfiguration({ native_filter_configuration: stored });
    dispatch(nativeFiltersActions.nativeFiltersSet(items));
    // Applied values of removed filters no longer mean anything.
    for (const id of changes.deleted) dispatch(dataMaskActions.dataMaskRemoved(id));
    const latest = getState().dashboardInfo.dashboard?.json_metadata ?? dashboard.json_metadata;
    dispatch(
      dashboardInfoActions.dashboardUpdated({
        json_metadata: patchJsonMetadata(latest, { native_filter_configuration: stored }),
      }),
    );
    return items;
  };
}
