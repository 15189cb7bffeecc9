/**
 * Annotation layers in Chromium (issue 21): a line chart with one layer of each kind — a formula, a
 * native event layer, a native interval layer, a time series from another chart and events from a
 * table chart — gets the native layers' annotation_data in its answer, queries the two chart
 * sources as chart-data queries of their own, and draws them all; the Annotation layers list and a
 * layer's Annotations page show what the API holds. (The chart's drawing check is not here yet: in
 * explore the chart did not reach "rendered" within 60 s in the first runs; see the report.) Screenshots are kept for people to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, login } from './browser.js';
import { createChart } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settledShot, settleWithSpinners } from './waits.js';

let h: Harness;
let layerId: number;
const pageErrors: string[] = [];
const shot = (name: string) => settledShot(h, name, settleWithSpinners);
const count = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'orders' };

beforeAll(async () => {
  h = await startHarness('annotations', {}, { examples: true, flightsRows: 1000 });
  const sales = h.examples!.datasetIds.cleaned_sales_data!;
  const { page } = h;
  collectPageErrors(page, pageErrors, { failedResponses: true });
  await login(page);
  const layer = await api(page, 'POST', '/api/v1/annotation_layer/', {
    name: 'Company events',
    descr: 'Launches and campaigns',
  });
  layerId = layer.body.id as number;
  for (const [short_descr, start, end] of [
    ['Launch', '2004-03-01T00:00:00', '2004-03-01T00:00:00'],
    ['Summer campaign', '2004-06-01T00:00:00', '2004-08-01T00:00:00'],
  ])
    expect(
      (
        await api(page, 'POST', `/api/v1/annotation_layer/${layerId}/annotation/`, {
          short_descr,
          start_dttm: start,
          end_dttm: end,
          long_descr: 'Planned',
        })
      ).status,
    ).toBe(201);

  const monthly = { x_axis: 'order_date', time_grain_sqla: 'P1M', metrics: [count], groupby: [] };
  const other = await createChart(page, 'Other orders', sales, {
    viz_type: 'echarts_timeseries_line',
    ...monthly,
  });
  const table = await createChart(page, 'Last orders', sales, {
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['deal_size'],
    metrics: [{ expressionType: 'SQL', sqlExpression: 'MAX(order_date)', label: 'last_order' }],
  });
  const style = { show: true, showLabel: false, style: 'dashed', opacity: '', width: 2, overrides: {} };
  // The chart with one layer of each kind, for the drawing check still to come (see the header).
  await createChart(page, 'Orders with annotations', sales, {
    viz_type: 'echarts_timeseries_line',
    ...monthly,
    annotation_layers: [
      { ...style, name: 'Target', annotationType: 'FORMULA', sourceType: '', value: '30', color: '#d62728' },
      {
        ...style,
        name: 'Launches',
        annotationType: 'EVENT',
        sourceType: 'NATIVE',
        value: layerId,
        showLabel: true,
      },
      {
        ...style,
        name: 'Campaigns',
        annotationType: 'INTERVAL',
        sourceType: 'NATIVE',
        value: layerId,
        opacity: 'opacityLow',
      },
      {
        ...style,
        name: 'Other chart',
        annotationType: 'TIME_SERIES',
        sourceType: 'line',
        value: other,
        color: '#2ca02c',
      },
      {
        ...style,
        name: 'Deal sizes',
        annotationType: 'EVENT',
        sourceType: 'table',
        value: table,
        timeColumn: 'last_order',
        titleColumn: 'deal_size',
        descriptionColumns: [],
      },
    ],
  });
}, 180_000);
afterAll(() => h?.close());

describe('annotation layers', () => {
  it("lists the layers and a layer's annotations", async () => {
    const { page } = h;
    await page.goto('/annotationlayer/list/');
    const row = page.locator('[data-test="annotation-layer-name"]', { hasText: 'Company events' });
    await row.waitFor();
    await shot('annotation-layer-list');
    await row.click();
    await page.locator('[data-test="annotation-label"]', { hasText: 'Summer campaign' }).waitFor();
    expect(await page.locator('[data-test="annotation-label"]').count()).toBe(2);
    await page.locator('[data-test="annotation-edit"]').first().click();
    await page.locator('[data-test="annotation-modal"]').waitFor();
    await shot('annotation-list-modal');
  });
});
