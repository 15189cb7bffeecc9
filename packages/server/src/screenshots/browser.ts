/**
 * The headless Chromium that renders screenshots: launched on the first render of a process, reused
 * by every later one (each in its own browser context, so sessions never mix), closed with the server
 * or worker (`closeScreenshotBrowser`). Playwright's launch gives it a fresh temporary profile.
 */
import { chromium, type Browser } from 'playwright-core';
import type { AppContext } from '../context.js';

/** The preamble's flags: no sandbox (containers), no GPU, and nothing that phones home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browsers = new WeakMap<AppContext, Promise<Browser>>();

export function sharedBrowser(ctx: AppContext): Promise<Browser> {
  let browser = browsers.get(ctx);
  if (!browser) {
    browser = chromium.launch({
      executablePath: ctx.config.chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    browsers.set(ctx, browser);
    // A crashed or failed launch is not kept: the next render launches again.
    browser.then(
      (b) => b.on('disconnected', () => browsers.get(ctx) === browser && browsers.delete(ctx)),
      () => browsers.get(ctx) === browser && browsers.delete(ctx),
    );
  }
  return browser;
}

export async function closeScreenshotBrowser(ctx: AppContext): Promise<void> {
  const browser = browsers.get(ctx);
  browsers.delete(ctx);
  if (!browser) return;
  try {
    await (await browser).close();
  } catch {
    // It never launched: nothing to close.
  }
}
