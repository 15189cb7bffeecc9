import type { Page } from 'playwright-core';

/**
 * Waits for the page's running animations (modal and menu transitions) to end before a screenshot
 * or a click. Endless ones (spinners, progress bars) are left out: they never end. Capped at 3 s so
 * a long transition cannot stall a test.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(`Promise.race([
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ])`);
}
