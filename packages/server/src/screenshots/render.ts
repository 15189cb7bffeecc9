/**
 * renderScreenshot: a chart or dashboard as PNG or PDF, drawn by headless Chromium signed in as the
 * request's user. The session is minted in the session store for that user (no password involved)
 * and revoked afterwards, so the page shows exactly what the user may see: a chart or dashboard they
 * cannot open is an error, never someone else's data. Like Superset's webdriver, the page is opened
 * in standalone mode and shot once every chart on it has rendered (or failed) — the chart containers
 * publish their state in `data-status`.
 */
import type { Page } from 'playwright-core';
import type { AppContext } from '../context.js';
import { findUserById } from '../meta/repositories/user.js';
import { SESSION_COOKIE } from '../security/sessions.js';
import { webdriverBaseUrl } from './base-url.js';
import { sharedBrowser } from './browser.js';
import { dashboardPagePath } from './dashboard-page.js';
import type { Screenshot, ScreenshotRequest } from './types.js';

/** Superset's defaults: a chart at 800×600, a dashboard 1600 wide (window_size). */
export const CHART_SIZE = { width: 800, height: 600 } as const;
export const DASHBOARD_SIZE = { width: 1600, height: 1200 } as const;
/** A page taller than this is cut (a runaway layout must not exhaust the renderer's memory). */
const MAX_PAGE_HEIGHT = 16_000;

/** The configured waits (SCREENSHOT_LOCATE_WAIT, SCREENSHOT_LOAD_WAIT, the animation wait). */
type Waits = AppContext['config']['screenshotWaits'];

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
  const user = await findUserById(ctx.db, request.userId);
  if (!user?.active) throw new ScreenshotError(`User ${request.userId} is not an active user`);
  const base = webdriverBaseUrl(ctx);
  const path =
    request.kind === 'chart'
      ? `/explore/?slice_id=${request.id}&standalone=true`
      : await dashboardPagePath(ctx, user, request.id, request.state);
  if (path === null)
    throw new ScreenshotError(`Dashboard ${request.id} cannot be shown: not found or no access`);
  const browser = await sharedBrowser(ctx);
  const session = await ctx.sessions.create(user, 'Meridian screenshot');
  const size = request.kind === 'chart' ? CHART_SIZE : DASHBOARD_SIZE;
  const width = request.width ?? size.width;
  const context = await browser.newContext({
    viewport: { width, height: size.height },
    deviceScaleFactor: 1,
    // The page's Content-Security-Policy forbids string evaluation, which the render waits use.
    bypassCSP: true,
  });
  const waits = ctx.config.screenshotWaits;
  try {
    await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: base }]);
    const page = await context.newPage();
    page.setDefaultTimeout(waits.loadMs);
    await page.goto(`${base}${path}`, { waitUntil: 'domcontentloaded' });
    if (request.kind === 'chart') await waitForChart(page, request.id, waits);
    else await waitForDashboard(page, request.id, waits);
    if (waits.animationMs > 0) await page.waitForTimeout(waits.animationMs);
    return await capture(page, request.format);
  } finally {
    await context.close();
    await ctx.sessions.revoke(session.token);
  }
}

/** Throws the page's error text when it shows one instead of the object. */
async function failOnPageError(page: Page, what: string): Promise<void> {
  const error = page.locator(PAGE_ERRORS).first();
  if (await error.count()) {
    const text = (await error.innerText()).replace(/\s+/g, ' ').trim();
    throw new ScreenshotError(`${what} cannot be shown: ${text || 'not found or no access'}`);
  }
}

/** Waits for `fn` up to `ms`; a timeout is a ScreenshotError saying what did not happen in time. */
async function waitFor(
  page: Page,
  what: string,
  ms: number,
  phase: string,
  fn: (timeout: number) => Promise<unknown>,
): Promise<void> {
  try {
    await fn(ms);
  } catch (err) {
    if (err instanceof Error && err.name === 'TimeoutError')
      throw new ScreenshotError(`${what} ${phase} within ${ms / 1000} s`);
    throw err;
  }
  await failOnPageError(page, what);
}

const APPEAR = 'did not appear';
const FINISH = 'did not finish rendering';

async function waitForChart(page: Page, id: number, waits: Waits): Promise<void> {
  const what = `Chart ${id}`;
  const container = '[data-test="standalone-chart"] [data-test="chart-container"]';
  await waitFor(page, what, waits.locateMs, APPEAR, (timeout) =>
    page.locator(`${container}, ${PAGE_ERRORS}`).first().waitFor({ timeout }),
  );
  const done = DONE.map((s) => `${container}[data-status="${s}"]`);
  await waitFor(page, what, waits.loadMs, FINISH, (timeout) =>
    page
      .locator([...done, PAGE_ERRORS].join(', '))
      .first()
      .waitFor({ timeout }),
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

async function waitForDashboard(page: Page, id: number, waits: Waits): Promise<void> {
  const what = `Dashboard ${id}`;
  await waitFor(page, what, waits.locateMs, APPEAR, (timeout) =>
    page.locator(`[data-test="dashboard-page"], ${PAGE_ERRORS}`).first().waitFor({ timeout }),
  );
  // Charts load when scrolled into view: the viewport grows to the whole page so all of them do.
  const height = Number(await page.evaluate(PAGE_HEIGHT));
  const viewport = page.viewportSize();
  if (viewport && height > viewport.height)
    await page.setViewportSize({ width: viewport.width, height: Math.min(height, MAX_PAGE_HEIGHT) });
  await waitFor(page, what, waits.loadMs, FINISH, (timeout) =>
    page.waitForFunction(ALL_CHARTS_DONE, undefined, { polling: 100, timeout }),
  );
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
