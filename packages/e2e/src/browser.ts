import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from './harness.js';

/** Signs in through the login page and waits for the landing page (the dashboards list). */
export async function login(page: Page, username = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/login/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/dashboard\/list\//);
}

/** A JSON call from the page, with the session's CSRF token, as the web app makes it. */
export async function api(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf = (await (await fetch('/api/v1/security/csrf_token/')).json()) as { result: string };
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrf.result },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    },
    { method, url, body },
  );
}
