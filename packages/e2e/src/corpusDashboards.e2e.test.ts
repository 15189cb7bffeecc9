/**
 * Superset's example "COVID Vaccine Dashboard" and "Video Game Sales", imported by hand from the
 * corpus bundle (corpusImport.ts; the Sales Dashboard has its own test). In Chromium: every chart of
 * every tab renders with no error panel (treemap, sunburst, world map, both heatmaps among them),
 * and a value of the COVID dashboard's Country filter makes its charts query again with it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations } from './animations.js';
import { login } from './browser.js';
import { dashboardChart } from './dashboardPage.js';
import { collectPageErrors } from './pageErrors.js';
import { importCorpusDashboard, type CorpusChart, type CorpusDashboard } from './corpusImport.js';
import { ADMIN_PASSWORD, startHarness, type Harness } from './harness.js';

type Rec = Record<string, any>;

let h: Harness;
const consoleErrors: string[] = [];
/** Chart id → the filters of each chart-data request it sent. */
const requests = new Map<number, Rec[][]>();

beforeAll(async () => {
  h = await startHarness('corpusDashboards', {}, { examples: true, flightsRows: 1000 });
  collectPageErrors(h.page, consoleErrors, { failedResponses: true });
  h.page.on('request', (r) => {
    if (r.method() !== 'POST' || !r.url().includes('/api/v1/chart/data')) return;
    const body = JSON.parse(r.postData() ?? '{}') as Rec;
    const id = body.form_data?.slice_id;
    if (typeof id !== 'number') return;
    requests.set(id, [...(requests.get(id) ?? []), (body.queries?.[0]?.filters ?? []) as Rec[]]);
  });
  await login(h.page, 'admin', ADMIN_PASSWORD);
});
afterAll(() => h?.close());

async function rendered(page: Page, c: CorpusChart) {
  try {
    await dashboardChart(page, c.id).locator('[data-status="rendered"]').waitFor({ timeout: 20_000 });
  } catch (e) {
    await h.shot(`chart-${c.id}-not-rendered`);
    throw new Error(
      `${c.vizType} "${c.name}" not rendered: ${await dashboardChart(page, c.id).innerText()}`,
      {
        cause: e,
      },
    );
  }
  expect(await dashboardChart(page, c.id).locator('[data-test="chart-error-panel"]').count()).toBe(0);
}

/** The dashboard's top-level tabs in order: [tab id, title]. */
function tabsOf(d: CorpusDashboard): [string, string][] {
  const position = d.yaml.position as Rec;
  const tabs = Object.values(position).find((i: Rec) => i?.type === 'TABS' && i.parents?.length === 1);
  return (tabs.children as string[]).map((id) => [id, position[id].meta.text as string]);
}

/** Opens the dashboard, then each tab in turn; every chart under it must render. */
async function renderEveryTab(d: CorpusDashboard, shotPrefix: string) {
  const { page } = h;
  await page.goto(`/superset/dashboard/${d.id}/`);
  await page.locator('[data-test="top-level-tabs"]').waitFor();
  const tabs = tabsOf(d);
  for (const [i, [tabId, title]] of tabs.entries()) {
    if (i > 0) await page.locator('[data-test="dashboard-tab-title"]', { hasText: title }).click();
    const charts = d.chartsUnder(tabId);
    expect(charts.length, title).toBeGreaterThan(0);
    for (const c of charts) {
      await dashboardChart(page, c.id).scrollIntoViewIfNeeded();
      await rendered(page, c);
    }
    await page.evaluate('window.scrollTo(0, 0)');
    await settleAnimations(page);
    await h.shot(`${shotPrefix}-tab-${i + 1}`);
  }
}

describe('Superset "COVID Vaccine Dashboard" imported by hand', () => {
  let d: CorpusDashboard;
  beforeAll(async () => {
    d = await importCorpusDashboard(h.page, 'COVID_Vaccine_Dashboard.yaml');
    imported.push(d);
  });

  it('renders every chart, the world map, treemap, sunburst and legacy heatmap among them', async () => {
    const types = new Set([...d.charts.values()].map((c) => c.vizType));
    expect([...types]).toEqual(expect.arrayContaining(['world_map', 'treemap_v2', 'sunburst_v2', 'heatmap']));
    await renderEveryTab(d, 'covid');
    // The world map draws the countries: a canvas with a painted (non-blank) area.
    const map = [...d.charts.values()].find((c) => c.vizType === 'world_map')!;
    const painted = await dashboardChart(h.page, map.id)
      .locator('canvas')
      .first()
      .evaluate((el) => {
        const canvas = el as unknown as {
          width: number;
          height: number;
          getContext(
            t: '2d',
          ): { getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } } | null;
        };
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let n = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n += 1;
        return n / (data.length / 4);
      });
    expect(painted).toBeGreaterThan(0.1);
  });

  it('applies a Country value: the charts in scope query again with it', async () => {
    const { page } = h;
    const filter = (d.yaml.metadata.native_filter_configuration as Rec[]).find((f) => f.name === 'Country')!;
    const column = filter.targets[0].column.name as string;
    const charts = d.chartsUnder(tabsOf(d)[0]![0]);
    const before = new Map(charts.map((c) => [c.id, requests.get(c.id)?.length ?? 0]));
    const item = page.locator(`[data-test="filter-item"][data-filter-id="${filter.id}"]`);
    await item.locator('.ant-select').click();
    const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    await option.waitFor();
    const value = (await option.getAttribute('title')) ?? (await option.innerText());
    await option.click();
    await page.keyboard.press('Escape');
    await page.locator('[data-test="filter-bar-apply"]').click();
    // The charts of the dataset the filter targets (all of this dashboard's) query with the value.
    for (const c of charts) {
      await dashboardChart(page, c.id).scrollIntoViewIfNeeded();
      await expect
        .poll(() => requests.get(c.id)?.length ?? 0, { timeout: 20_000, message: c.name })
        .toBeGreaterThan(before.get(c.id)!);
      expect(requests.get(c.id)!.at(-1)).toContainEqual(
        expect.objectContaining({ col: column, op: 'IN', val: [value] }),
      );
      await rendered(page, c);
    }
    await page.evaluate('window.scrollTo(0, 0)');
    await settleAnimations(page);
    await h.shot('covid-filtered');
  });
});

const imported: CorpusDashboard[] = [];

describe('Superset "Video Game Sales" imported by hand', () => {
  it('renders every chart of both tabs, the heatmap and treemaps among them', async () => {
    const d = await importCorpusDashboard(h.page, 'Video_Game_Sales.yaml');
    imported.push(d);
    const types = new Set([...d.charts.values()].map((c) => c.vizType));
    expect([...types]).toEqual(expect.arrayContaining(['heatmap_v2', 'treemap_v2']));
    await renderEveryTab(d, 'video-games');
  });
});

describe('the corpus charts in explore', () => {
  it('opens one chart of each type of these dashboards in explore, drawn with its controls', async () => {
    const { page } = h;
    const byType = new Map<string, CorpusChart>();
    for (const d of imported)
      for (const c of d.charts.values()) if (!byType.has(c.vizType)) byType.set(c.vizType, c);
    expect(byType.size).toBeGreaterThanOrEqual(8);
    for (const [vizType, c] of byType) {
      await page.goto(`/explore/?slice_id=${c.id}`);
      await page.locator(`[data-test="current-viz-type"][data-viz-type="${vizType}"]`).waitFor();
      await page
        .locator('[data-test="chart-container"][data-status="rendered"]')
        .waitFor({ timeout: 20_000 });
      expect(await page.locator('[data-test="chart-error-panel"]').count(), vizType).toBe(0);
      await settleAnimations(page);
      await h.shot(`explore-${vizType}`);
    }
  });
});

it('logged no errors in the browser console', () => {
  expect(consoleErrors.filter((e) => !/favicon|ResizeObserver/.test(e))).toEqual([]);
});
