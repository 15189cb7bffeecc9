/**
 * Opening a chart in explore from form data and checking what it drew, shared by the chart-type
 * browser suites: the chart runs, renders and settles; no error panel, no unknown type, nothing
 * wider than the chart; how much of its canvas is painted; its Customize tab.
 */
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { settleWithSpinners } from './waits.js';

export const CHART = '[data-test="chart-container"]';

/** A `POST /api/v1/chart/data`. */
export const isChartData = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';

/**
 * A browser suite on the examples (1,000 flights): its page's errors and failed answers go to
 * `errors`, and the admin is signed in.
 */
export async function startChartSuite(suite: string, errors: string[]): Promise<Harness> {
  const h = await startHarness(suite, {}, { examples: true, flightsRows: 1000 });
  collectPageErrors(h.page, errors, { failedResponses: true });
  await login(h.page);
  return h;
}

export interface OpenOptions {
  /** What shows the chart drew, waited for once it has rendered (default: its canvas; null: nothing). */
  drawn?: string | null;
  /** Whether `drawn` must be visible or only in the page (default visible). */
  state?: 'visible' | 'attached';
}

/**
 * Opens explore on `formData`, runs it and waits until the chart has rendered, drawn and settled.
 * Returns the chart-data request the run sent.
 */
export async function openInExplore(
  page: Page,
  formData: Record<string, unknown>,
  { drawn = `${CHART} canvas`, state = 'visible' }: OpenOptions = {},
): Promise<Request> {
  await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
  const request = page.waitForRequest(isChartData);
  await page.locator('[data-test="run-query-button"]').click();
  const sent = await request;
  await page.locator(`${CHART}[data-status="rendered"]`).waitFor({ timeout: 60_000 });
  if (drawn) await page.locator(drawn).first().waitFor({ state });
  await settleWithSpinners(page);
  return sent;
}

/** No error panel, no "Unknown chart type", and nothing wider than the chart. */
export async function expectDrawnCleanly(page: Page): Promise<void> {
  expect(await page.locator('[data-test="chart-error-panel"]').count()).toBe(0);
  expect(await page.getByText('Unknown chart type').count()).toBe(0);
  const overflow = await page.locator(CHART).evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** Share of a canvas's pixels painted (the chart's first by default), and how many distinct colours it holds. */
export async function canvasPaint(
  page: Page,
  canvas: Locator = page.locator(`${CHART} canvas`).first(),
): Promise<{ painted: number; colours: number }> {
  return canvas.evaluate((el) => {
    const c = el as unknown as {
      width: number;
      height: number;
      getContext(t: '2d'): {
        getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray };
      };
    };
    const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
    let painted = 0;
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! === 0) continue;
      painted += 1;
      colours.add(((data[i]! >> 4) << 8) | ((data[i + 1]! >> 4) << 4) | (data[i + 2]! >> 4));
    }
    return { painted: painted / (data.length / 4), colours: colours.size };
  });
}

/** Opens the Customize tab, waits for `label` (a control of the chart type's own) and screenshots it. */
export async function shotCustomize(h: Harness, label: string, name: string): Promise<void> {
  await h.page.getByRole('tab', { name: 'Customize' }).click();
  await h.page.getByText(label, { exact: true }).first().waitFor();
  await settleWithSpinners(h.page);
  await h.shot(name);
}
