/**
 * Dashboards for report and screenshot tests: made through the API as a user would, holding the
 * report server's sales chart, optionally with native filters.
 */
import type { ReportServer } from './reports.test-support.js';

/** A published dashboard holding the sales chart; `metadata` becomes its json_metadata. */
export async function salesDashboard(
  rs: ReportServer,
  title: string,
  metadata?: Record<string, unknown>,
  position?: Record<string, unknown>,
): Promise<number> {
  const created = await rs.server.app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/',
    headers: rs.admin.headers,
    payload: {
      dashboard_title: title,
      published: true,
      ...(metadata && { json_metadata: JSON.stringify(metadata) }),
      ...(position && { position_json: JSON.stringify(position) }),
    },
  });
  if (created.statusCode !== 201) throw new Error(`dashboard not created: ${created.body}`);
  const id = created.json<{ id: number }>().id;
  const linked = await rs.server.app.inject({
    method: 'PUT',
    url: `/api/v1/chart/${rs.chartId}`,
    headers: rs.admin.headers,
    payload: { dashboards: [id] },
  });
  if (linked.statusCode !== 200) throw new Error(`chart not added: ${linked.body}`);
  return id;
}

export const DEAL_SIZE_FILTER = 'NATIVE_FILTER-dealsize';

/** json_metadata with one select filter on the sales dataset's deal_size. */
export const dealSizeFilterMetadata = (datasetId: number) => ({
  native_filter_configuration: [
    {
      id: DEAL_SIZE_FILTER,
      type: 'NATIVE_FILTER',
      filterType: 'filter_select',
      name: 'Deal size',
      description: '',
      targets: [{ datasetId, column: { name: 'deal_size' } }],
      controlValues: { multiSelect: true },
      defaultDataMask: { extraFormData: {}, filterState: {} },
      cascadeParentIds: [],
      scope: { rootPath: ['ROOT_ID'], excluded: [] },
    },
  ],
});

/** A data mask applying the deal_size filter with `values` (what the filter bar stores). */
export const dealSizeMask = (values: string[]) => ({
  [DEAL_SIZE_FILTER]: {
    id: DEAL_SIZE_FILTER,
    extraFormData: { filters: [{ col: 'deal_size', op: 'IN', val: values }] },
    filterState: { value: values, label: values.join(', ') },
    ownState: {},
  },
});

/** Tab ids of `tabbedPosition`. */
export const SALES_TABS = ['TAB-sales-a', 'TAB-sales-b'] as const;

/** position_json of a dashboard with two tabs, the sales chart on each. */
export function tabbedPosition(chartId: number) {
  const chart = (tab: string, n: number) => ({
    type: 'CHART',
    id: `CHART-sales-${n}`,
    children: [],
    parents: ['ROOT_ID', 'TABS-sales', tab, `ROW-sales-${n}`],
    meta: { chartId, width: 6, height: 50 },
  });
  const position: Record<string, unknown> = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['TABS-sales'] },
    'TABS-sales': { type: 'TABS', id: 'TABS-sales', children: [...SALES_TABS], parents: ['ROOT_ID'] },
  };
  SALES_TABS.forEach((tab, i) => {
    position[tab] = {
      type: 'TAB',
      id: tab,
      children: [`ROW-sales-${i}`],
      parents: ['ROOT_ID', 'TABS-sales'],
      meta: { text: `Tab ${i + 1}` },
    };
    position[`ROW-sales-${i}`] = {
      type: 'ROW',
      id: `ROW-sales-${i}`,
      children: [`CHART-sales-${i}`],
      parents: ['ROOT_ID', 'TABS-sales', tab],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    position[`CHART-sales-${i}`] = chart(tab, i);
  });
  return position;
}
