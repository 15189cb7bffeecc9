/** `/api/v1/dashboard/{id}/embedded`: the dashboard's embedding configuration (Superset's shapes). */
import { ApiError, request } from '../../api/client';

export interface EmbeddedConfig {
  uuid: string;
  dashboard_id: string;
  allowed_domains: string[];
  changed_on: string;
}

const url = (dashboardId: number) => `/api/v1/dashboard/${dashboardId}/embedded`;

/** The configuration, or null when the dashboard is not embedded (404). */
export async function fetchEmbedded(dashboardId: number): Promise<EmbeddedConfig | null> {
  try {
    return (await request<{ result: EmbeddedConfig }>(url(dashboardId))).result;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** Creates the configuration, or replaces its domains (the uuid stays). */
export async function saveEmbedded(dashboardId: number, allowedDomains: string[]): Promise<EmbeddedConfig> {
  const body = { allowed_domains: allowedDomains };
  return (await request<{ result: EmbeddedConfig }>(url(dashboardId), { method: 'POST', body })).result;
}

export async function deleteEmbedded(dashboardId: number): Promise<void> {
  await request(url(dashboardId), { method: 'DELETE' });
}

/** Superset's stringToList: domains separated by commas and/or white space. */
export const domainList = (text: string): string[] => text.split(/(?:\s|,)+/).filter(Boolean);
