/** Collecting what went wrong in the browser, for a suite's final "logged no errors" check. */
import type { Page } from 'playwright-core';

/**
 * Pushes the page's console errors and uncaught exceptions into `errors`; with `failedResponses`,
 * also every answer with a status of 400 or more (`status METHOD url`).
 */
export function collectPageErrors(page: Page, errors: string[], { failedResponses = false } = {}): void {
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  if (failedResponses)
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
}

/** A reader of the errors pushed into `errors` from now on: for the sections of a suite checked one by one. */
export function errorsSince(errors: string[]): () => string[] {
  const start = errors.length;
  return () => errors.slice(start);
}
