/**
 * renderScreenshot: a chart or dashboard as PNG or PDF, drawn by headless Chromium signed in as the
 * request's user. The session is minted in the session store for that user (no password involved)
 * and revoked afterwards, so the page shows exactly what the user may see: a chart or dashboard they
 * cannot open is an error, never someone else's data. Like Superset's webdriver, the page is opened
 * in standalone mode and shot once every chart on it has rendered (or failed) — the chart containers
 * publish their state in `data-status`.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { AppContext } from '../context.js';
import { SESSION_COOKIE } from '../security/sessions.js';
import { webdriverBaseUrl } from './base-url.js';
import { sharedBrowser } from './browser.js';
import type { Screenshot, ScreenshotRequest } from './types.js';

/** Superset's defaults: a chart at 800×600, a dashboard 1600 wide (window_size). */
export const CHART_SIZE = { width: 800, height: 600 } as const;
export const DASHBOARD_SIZE = { width: 1600, height: 1200 } as const;
/** A page taller than this is cut (a runaway layout must not exhaust the renderer's memory). */
const MAX_PAGE_HEIGHT = 16_000;
export const RENDER_TIMEOUT_MS = 60_000;
/** Charts animate in after they report "rendered" (Superset's SCREENSHOT_SELENIUM_ANIMATION_WAIT). */
const ANIMATION_WAIT_MS = 1000;

/** A screenshot that could not be taken: the page's own message when it showed one. */
export class ScreenshotError extends Error {
  override name = 'ScreenshotError';
}

const DONE = ['rendered', 'failed', 'stopped'];
/** Shown instead of the object when the user may not see it, or it does not exist. */
const PAGE_ERRORS = [
  '[data-test="explore-error"]',
  '[data-test="explore-not-found"]',
  '[data-test="dashboard-not-found"]',
  '[data-test="permalink-not-found"]',
].join(', ');

export async function renderScreenshot(ctx: AppContext, request: ScreenshotRequest): Promise<Screenshot> {
  const user = await ctx.db
    .selectFrom('ab_user')
    .select(['id', 'token_version', 'active'])
    .where('id', '=', request.userId)
    .executeTakeFirst();
  if (!user?.active) throw new ScreenshotError(`User ${request.userId} is not an active user`);
  const base = webdriverBaseUrl(ctx);
  const browser = await sharedBrowser(ctx);
  const session = await ctx.sessions.create(user, 'Meridian screenshot');
  const size = request.kind === 'chart' ? CHART_SIZE : DASHBOARD_SIZE;
  const width = request.width ?? size.width;
  const context = await browser.newContext({
    viewport: { width, height: size.height },
    deviceScaleFactor: 1,
  });
  try {
    await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: base }]);
    const page = await context.newPage();
    page.setDefaultTimeout(RENDER_TIMEOUT_MS);
    const url =
      request.kind === 'chart'
        ? `${base}/explore/?slice_id=${request.id}&standalone=true`
        : await dashboardUrl(context, base, request, session.csrfToken);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    if (request.kind === 'chart') await waitForChart(page, request.id);
    else await waitForDashboard(page, request.id);
    await page.waitForTimeout(ANIMATION_WAIT_MS);
    return await capture(page, request.format);
  } finally {
    await context.close();
    await ctx.sessions.revoke(session.token);
  }
}

/** The dashboard's page; with an anchor, a permalink that opens on that tab (as Superset's reports). */
async function dashboardUrl(
  context: BrowserContext,
  base: string,
  request: ScreenshotRequest,
  csrfToken: string,
): Promise<string> {
  const plain = `${base}/superset/dashboard/${request.id}/?standalone=3`;
  if (!request.anchor) return plain;
  const res = await context.request.post(`${base}/api/v1/dashboard/${request.id}/permalink`, {
    headers: { 'X-CSRFToken': csrfToken },
    data: { anchor: request.anchor, activeTabs: [], dataMask: {}, urlParams: [] },
  });
  if (!res.ok()) return plain;
  const { key } = (await res.json()) as { key?: string };
  return key ? `${base}/superset/dashboard/p/${encodeURIComponent(key)}/?standalone=3` : plain;
}

/** Throws the page's error text when it shows one instead of the object. */
async function failOnPageError(page: Page, what: string): Promise<void> {
  const error = page.locator(PAGE_ERRORS).first();
  if (await error.count()) {
    const text = (await error.innerText()).replace(/\s+/g, ' ').trim();
    throw new ScreenshotError(`${what} cannot be shown: ${text || 'not found or no access'}`);
  }
}

async function waitFor(page: Page, what: string, fn: () => Promise<unknown>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      throw new ScreenshotError(`${what} did not finish rendering within ${RENDER_TIMEOUT_MS / 1000} s`);
    throw err;
  }
  await failOnPageError(page, what);
}

async function waitForChart(page: Page, id: number): Promise<void> {
  const done = DONE.map(
    (s) => `[data-test="standalone-chart"] [data-test="chart-container"][data-status="${s}"]`,
  );
  await waitFor(page, `Chart ${id}`, () =>
    page
      .locator([...done, PAGE_ERRORS].join(', '))
      .first()
      .waitFor(),
  );
}

/** Evaluated in the page (the server is compiled without the DOM's types). */
const PAGE_HEIGHT = 'document.documentElement.scrollHeight';
/**
 * Every displayed chart of the dashboard is done: its container reached a final status, or it
 * shows the error panel of a chart whose definition is gone. Charts on hidden tabs are not drawn.
 */
const ALL_CHARTS_DONE = `[...document.querySelectorAll('[data-test="dashboard-chart"]')]
  .filter((chart) => chart.offsetParent !== null || chart.dataset.fullSize)
  .every((chart) => {
    const body = chart.querySelector('[data-test="chart-body"]');
    if (!body) return false;
    const container = body.querySelector('[data-test="chart-container"]');
    if (!container) return body.querySelector('.ant-alert, [role="alert"]') !== null;
    return ${JSON.stringify(DONE)}.includes(container.dataset.status || '');
  })`;

async function waitForDashboard(page: Page, id: number): Promise<void> {
  const what = `Dashboard ${id}`;
  await waitFor(page, what, () =>
    page.locator(`[data-test="dashboard-page"], ${PAGE_ERRORS}`).first().waitFor(),
  );
  // Charts load when scrolled into view: the viewport grows to the whole page so all of them do.
  const height = Number(await page.evaluate(PAGE_HEIGHT));
  const viewport = page.viewportSize();
  if (viewport && height > viewport.height)
    await page.setViewportSize({ width: viewport.width, height: Math.min(height, MAX_PAGE_HEIGHT) });
  await waitFor(page, what, () => page.waitForFunction(ALL_CHARTS_DONE, undefined, { polling: 250 }));
}

async function capture(page: Page, format: ScreenshotRequest['format']): Promise<Screenshot> {
  if (format === 'pdf') {
    const viewport = page.viewportSize() ?? DASHBOARD_SIZE;
    const height = Math.min(Number(await page.evaluate(PAGE_HEIGHT)), MAX_PAGE_HEIGHT);
    await page.emulateMedia({ media: 'screen' });
    const data = await page.pdf({
      width: `${viewport.width}px`,
      height: `${Math.max(height, viewport.height)}px`,
      printBackground: true,
      pageRanges: '1',
      margin: { top: '0', right: '0', bottom: '0', left: '0' },
    });
    return { data, contentType: 'application/pdf' };
  }
  const data = await page.screenshot({ type: 'png', fullPage: true });
  return { data, contentType: 'image/png' };
}
