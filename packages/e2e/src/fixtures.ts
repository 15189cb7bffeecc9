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
