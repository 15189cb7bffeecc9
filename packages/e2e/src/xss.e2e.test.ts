/**
 * No HTML injection through charts, in Chromium: a pie whose only category is an `<img onerror>`
 * (an adhoc SQL column literal, so any chart editor could write it) shows that text literally in its
 * tooltip and runs nothing. The pages run under the server's Content Security Policy without a
 * violation, and the policy stops an inline script that gets in all the same.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { settleAnimations } from './animations.js';
import { login } from './browser.js';
import { createChart } from './fixtures.js';

const HOSTILE = '<img src=x onerror="window.__xss=1">';

let h: Harness;
let pieId: number;
/** Console errors about the Content Security Policy. */
const cspErrors: string[] = [];

const chart = (page: Page) => page.locator('[data-test="chart-container"]');

/** ECharts' tooltip: the absolutely positioned box it adds inside the chart, once it has text. */
const tooltip = (page: Page) => chart(page).locator('div[style*="z-index: 9999999"]', { hasText: 'onerror' });

beforeAll(async () => {
  h = await startHarness('xss', {}, { examples: true, flightsRows: 1000 });
  h.page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  // Reported by the page itself, whatever the console says.
  await h.page.addInitScript(`document.addEventListener('securitypolicyviolation', (e) => {
    (window.__violations ??= []).push(e.violatedDirective + ' ' + e.blockedURI + ' on ' + location.pathname + ' at ' + e.sourceFile + ':' + e.lineNumber);
  });`);
  await login(h.page);
  pieId = await createChart(h.page, 'Hostile category', h.examples!.datasetIds.cleaned_sales_data!, {
    viz_type: 'pie',
    groupby: [{ expressionType: 'SQL', sqlExpression: `'${HOSTILE}'`, label: 'category' }],
    metric: 'count',
    show_legend: false,
    label_type: 'key',
  });
});
afterAll(() => h?.close());

/** The page's policy violations (zod runs without its eval probe in the browser: core/zod-config.ts). */
async function pageViolations(page: Page): Promise<string[]> {
  return (await page.evaluate('window.__violations ?? []')) as string[];
}

describe('charts show data as text', () => {
  it('shows a hostile pie category literally in the tooltip and runs nothing', async () => {
    const { page } = h;
    const res = await page.goto(`/explore/?slice_id=${pieId}`);
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 30_000 });
    await settleAnimations(page);

    // One slice: the whole disc. Hover a point inside it, off the centre.
    const canvas = chart(page).locator('canvas').first();
    const box = (await canvas.boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(cx - 40, cy);
    await page.mouse.move(cx + 10, cy + 10, { steps: 5 });
    const tip = tooltip(page);
    await tip.waitFor({ state: 'visible', timeout: 10_000 });

    expect(await tip.textContent()).toContain(`${HOSTILE}: `);
    expect(await tip.locator('img').count()).toBe(0);
    // Give a broken image's error event the time it would need to fire.
    await page.waitForTimeout(500);
    expect(await page.evaluate('window.__xss')).toBeUndefined();
    await h.shot('pie-tooltip-hostile-category');
  });

  it('renders the pages under the Content Security Policy without a violation', async () => {
    const { page } = h;
    for (const url of ['/dashboard/list/', '/chart/list/', '/sqllab/']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    }
    expect(cspErrors).toEqual([]);
    expect(await pageViolations(page)).toEqual([]);
  });

  it('blocks an inline script that reaches the page', async () => {
    const { page } = h;
    await page.evaluate(`(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inline = 1';
      document.head.appendChild(s);
    })()`);
    await expect.poll(() => pageViolations(page)).toEqual([expect.stringMatching(/^script-src/)]);
    expect(await page.evaluate('window.__inline')).toBeUndefined();
  });
});
