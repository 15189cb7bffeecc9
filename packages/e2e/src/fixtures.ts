/** Content the browser tests build through the REST API. */
import type { Page } from 'playwright-core';
import { api } from './browser.js';

/**
 * A chart on a dataset (POST /api/v1/chart/); its form data defaults to no time filter and 100 rows.
 * Returns the new chart's id; fails with the server's answer otherwise.
 */
export async function createChart(
  page: Page,
  name: string,
  datasetId: number,
  params: Record<string, unknown> & { viz_type: string },
): Promise<number> {
  const formData = { datasource: `${datasetId}__table`, time_range: 'No filter', row_limit: 100, ...params };
  const res = await api(page, 'POST', '/api/v1/chart/', {
    slice_name: name,
    viz_type: params.viz_type,
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify(formData),
  });
  if (res.status !== 201) throw new Error(`chart "${name}": ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as number;
}

/** SUM(sales) of the sales example, as a simple adhoc metric. */
export const SUM_SALES = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
};

/**
 * A dashboard titled `title` holding chart `chartId` alone in one row, `width` × `height` grid units
 * (POST then PUT /api/v1/dashboard/). Returns the new dashboard's id.
 */
export async function createOneChartDashboard(
  page: Page,
  title: string,
  chart: { id: number; name: string; width: number; height: number },
): Promise<number> {
  const node = `CHART-${chart.id}`;
  const layout = {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'], parents: [] },
    GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-one'], parents: ['ROOT_ID'] },
    HEADER_ID: { type: 'HEADER', id: 'HEADER_ID', meta: { text: title } },
    'ROW-one': {
      type: 'ROW',
      id: 'ROW-one',
      children: [node],
      parents: ['ROOT_ID', 'GRID_ID'],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    },
    [node]: {
      type: 'CHART',
      id: node,
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-one'],
      meta: { chartId: chart.id, width: chart.width, height: chart.height, sliceName: chart.name },
    },
  };
  const created = await api(page, 'POST', '/api/v1/dashboard/', { dashboard_title: title });
  if (created.status !== 201) throw new Error(`dashboard "${title}": ${created.status}`);
  const id = created.body.id as number;
  const put = await api(page, 'PUT', `/api/v1/dashboard/${id}`, { position_json: JSON.stringify(layout) });
  if (put.status !== 200) throw new Error(`dashboard "${title}" layout: ${put.status}`);
  return id;
}
