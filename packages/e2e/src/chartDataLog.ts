/** The chart-data requests a page sends, kept for the filter suites to check what each chart asked. */
import type { Request } from 'playwright-core';

/** One `POST /api/v1/chart/data`: its chart (form_data.slice_id), viz type and body. */
export interface ChartDataRequest {
  sliceId: number | null;
  vizType: string | null;
  body: Record<string, any>;
}

/** A log of chart-data requests, in order; attach `record` to a page's `request` event. */
export function chartDataLog() {
  const requests: ChartDataRequest[] = [];
  function record(r: Request) {
    if (r.method() !== 'POST' || !r.url().includes('/api/v1/chart/data')) return;
    let body: Record<string, any> = {};
    try {
      body = JSON.parse(r.postData() ?? '{}') as Record<string, any>;
    } catch {
      // not JSON: counted without a body
    }
    const fd = (body.form_data ?? {}) as Record<string, unknown>;
    requests.push({
      sliceId: typeof fd.slice_id === 'number' ? fd.slice_id : null,
      vizType: typeof fd.viz_type === 'string' ? fd.viz_type : null,
      body,
    });
  }
  /** The requests of one chart. */
  const chartRequests = (id: number) => requests.filter((r) => r.sliceId === id);
  return { requests, record, chartRequests };
}

/** The filters of a request's first query. */
export const filtersOf = (r: ChartDataRequest) =>
  (r.body.queries?.[0]?.filters ?? []) as { col: unknown; op: string; val: unknown }[];
