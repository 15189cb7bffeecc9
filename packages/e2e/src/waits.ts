/** Waits and screenshots the browser suites share: after animations, spinners, and from the page top. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settleAnimations } from './animations.js';
import type { Harness } from './harness.js';

/**
 * Waits for finite animations, then for the first loading spinner to go (`timeout` caps that wait;
 * playwright's default otherwise). A spinner that outlives it is left alone.
 */
export async function settleWithSpinners(page: Page, timeout?: number): Promise<void> {
  await settleAnimations(page);
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', ...(timeout === undefined ? {} : { timeout }) })
    .catch(() => undefined);
}

/** A screenshot taken once `settle` (by default: the animations) has finished. */
export async function settledShot(
  h: Harness,
  name: string,
  settle: (page: Page) => Promise<void> = settleAnimations,
): Promise<void> {
  await settle(h.page);
  await h.shot(name);
}

/** A settled full-page screenshot from the top: full-page shots of a scrolled page draw the sticky header mid-page. */
export async function shotFromTop(h: Harness, name: string): Promise<void> {
  await h.page.evaluate('window.scrollTo(0, 0)');
  await settledShot(h, name);
}

/** expect.poll with the time a chart query takes on a busy machine (30 s), checked every 100 ms. */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 30_000, interval: 100 });
