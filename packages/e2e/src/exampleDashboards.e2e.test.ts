/**
 * Meridian's own example dashboards (packages/server/src/examples/bundle/, loaded on the first
 * start) in Chromium: the bundle, zipped as an export would be, imports through the import dialog's
 * endpoint onto the registered example datasets, and every chart of its three dashboards renders
 * with no error panel.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations } from './animations.js';
import { api, login } from './browser.js';
import { dashboardChart, waitChartRendered } from './dashboardPage.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';

const BUNDLE = fileURLToPath(new URL('../../server/src/examples/bundle/', import.meta.url));
const SLUGS = ['sales-overview', 'flights-performance', 'world-health'];

let h: Harness;
const consoleErrors: string[] = [];

/** The bundle's files under one root folder, as Superset's exports are zipped. */
function bundleZip(): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string, rel: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const next = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path.join(dir, e.name), next);
      else files[`meridian_examples/${next}`] = fs.readFileSync(path.join(dir, e.name));
    }
  };
  walk(BUNDLE, '');
  return zipSync(files);
}

beforeAll(async () => {
  h = await startHarness('exampleDashboards', {}, { examples: true, flightsRows: 2000 });
  collectPageErrors(h.page, consoleErrors, { failedResponses: true });
  await login(h.page, 'admin', ADMIN_PASSWORD);
  const b64 = Buffer.from(bundleZip()).toString('base64');
  const res = await h.page.evaluate(async (data) => {
    const csrf = (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string };
    const form = new FormData();
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    form.append('formData', new Blob([bytes], { type: 'application/zip' }), 'meridian_examples.zip');
    const r = await fetch('/api/v1/dashboard/import/', {
      method: 'POST',
      headers: { 'x-csrftoken': csrf.result },
      body: form,
    });
    return { status: r.status, body: await r.text() };
  }, b64);
  if (res.status !== 200) throw new Error(`example bundle import: ${res.status} ${res.body}`);
});
afterAll(() => h?.close());

/** Chart name → id of a dashboard's layout, in layout order. */
async function chartIds(slug: string): Promise<Map<string, number>> {
  const res = await api(h.page, 'GET', `/api/v1/dashboard/${slug}`);
  expect(res.status, slug).toBe(200);
  const position = JSON.parse(res.body.result.position_json as string) as Record<string, any>;
  return new Map(
    Object.values(position)
      .filter((n) => n?.type === 'CHART')
      .map((n) => [n.meta.sliceName as string, n.meta.chartId as number]),
  );
}

describe('the example dashboards', () => {
  it.each(SLUGS)('%s renders every chart', async (slug) => {
    const ids = [...(await chartIds(slug)).values()];
    expect(ids.length).toBeGreaterThanOrEqual(7);
    await h.page.goto(`/superset/dashboard/${slug}/`);
    for (const id of ids) {
      await dashboardChart(h.page, id).scrollIntoViewIfNeeded();
      await waitChartRendered(h, id);
      expect(await dashboardChart(h.page, id).locator('[data-test="chart-error-panel"]').count()).toBe(0);
    }
    await h.page.evaluate('window.scrollTo(0, 0)');
    await settleAnimations(h.page);
    await h.shot(slug);
  });

  it('Sales Overview: a deal size slice cross-filters the other charts', async () => {
    const { page } = h;
    const ids = await chartIds('sales-overview');
    await page.goto('/superset/dashboard/sales-overview/');
    await waitChartRendered(h, ids.get('Sales by Deal Size')!);
    const filtered = page.waitForRequest((r) => {
      if (!r.url().includes('/api/v1/chart/data')) return false;
      const body = JSON.parse(r.postData() ?? '{}') as Record<string, any>;
      return (
        body.form_data?.slice_id === ids.get('Total Sales') &&
        (body.queries?.[0]?.filters ?? []).some((f: any) => f.col === 'deal_size' && f.op === 'IN')
      );
    });
    const box = (await dashboardChart(page, ids.get('Sales by Deal Size')!)
      .locator('canvas')
      .first()
      .boundingBox())!;
    // On the donut's ring (inner radius 40 %, outer 70 % of half the smaller side).
    await page.mouse.click(
      box.x + box.width / 2 + Math.min(box.width, box.height) * 0.28,
      box.y + box.height / 2,
    );
    await filtered;
    await waitChartRendered(h, ids.get('Total Sales')!);
    await settleAnimations(page);
    await h.shot('sales-overview-cross-filtered');
  });
});

it('logged no errors in the browser console', () => {
  expect(consoleErrors.filter((e) => !/favicon|ResizeObserver/.test(e))).toEqual([]);
});
