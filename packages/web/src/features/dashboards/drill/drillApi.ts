/** `POST /datasource/samples` with a drill payload: one page of dataset rows and their total. */
import { request } from '../../../api/client';
import type { DrillDetailPayload } from './drillPayload';

export interface DrillPage {
  data: Record<string, unknown>[];
  colnames: string[];
  coltypes: (number | null)[];
  total_count: number;
  page: number;
  per_page: number;
}

export async function fetchDrillPage(args: {
  datasourceId: number;
  payload: DrillDetailPayload;
  page: number;
  perPage: number;
  dashboardId?: number;
  force?: boolean;
  signal?: AbortSignal;
}): Promise<DrillPage> {
  const params = new URLSearchParams({
    datasource_type: 'table',
    datasource_id: String(args.datasourceId),
    page: String(args.page),
    per_page: String(args.perPage),
    ...(args.dashboardId ? { dashboard_id: String(args.dashboardId) } : {}),
    ...(args.force ? { force: 'true' } : {}),
  });
  const body = await request<{ result: DrillPage }>(`/datasource/samples?${params.toString()}`, {
    method: 'POST',
    body: args.payload,
    signal: args.signal,
  });
  return body.result;
}
