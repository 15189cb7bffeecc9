/**
 * Saving a chart from explore (spec §4 "Chart save"): the POST / PUT body (params and
 * query_context as JSON text, the dashboards it is on), and the toasts that follow.
 */
import type { FormData } from '@meridian/charts';
import type { QueryContext } from '@meridian/core';
import type { ChartSaveBody } from '../../../api/charts';

export type SaveAction = 'overwrite' | 'saveas';

/** The dashboard chosen in the save modal: an existing one, or the title of one to create. */
export type DashboardChoice = { id: number; title: string } | { newTitle: string } | null;

export const SAVE_MESSAGES = {
  saved: 'Chart [%s] has been saved',
  overwritten: 'Chart [%s] has been overwritten',
  dashboardCreated: 'Dashboard [%s] just got created and chart [%s] was added to it',
  addedToDashboard: 'Chart [%s] was added to dashboard [%s]',
} as const;

const fill = (template: string, ...args: string[]) => {
  let i = 0;
  return template.replace(/%s/g, () => args[i++] ?? '');
};

/** Keys that describe the explore session, not the chart. */
const SESSION_KEYS = ['slice_id', 'url_params', 'force', 'result_format', 'result_type', 'dashboards'];

export function savedParams(formData: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = { ...formData };
  for (const k of SESSION_KEYS) delete out[k];
  return out;
}

export interface SaveBodyInput {
  sliceName: string;
  formData: FormData;
  queryContext: QueryContext;
  datasetId: number;
  /** Dashboards the chart is on already (overwrite) plus the chosen one. */
  dashboardIds: number[];
}

export function chartSaveBody({
  sliceName,
  formData,
  queryContext,
  datasetId,
  dashboardIds,
}: SaveBodyInput): ChartSaveBody {
  const params = savedParams(formData);
  return {
    slice_name: sliceName.trim(),
    viz_type: formData.viz_type,
    params: JSON.stringify(params),
    query_context: JSON.stringify({ ...queryContext, form_data: params }),
    datasource_id: datasetId,
    datasource_type: 'table',
    dashboards: [...new Set(dashboardIds)],
  };
}

/** The success toasts of a save, in order. */
export function saveToasts(action: SaveAction, sliceName: string, dashboard: DashboardChoice): string[] {
  const name = sliceName.trim();
  const out = [fill(action === 'overwrite' ? SAVE_MESSAGES.overwritten : SAVE_MESSAGES.saved, name)];
  if (dashboard && 'newTitle' in dashboard)
    out.push(fill(SAVE_MESSAGES.dashboardCreated, dashboard.newTitle, name));
  else if (dashboard) out.push(fill(SAVE_MESSAGES.addedToDashboard, name, dashboard.title));
  return out;
}
