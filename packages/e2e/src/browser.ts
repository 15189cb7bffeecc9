import type { Page } from 'playwright-core';
import { settleAnimations } from './animations.js';
import { ADMIN_PASSWORD } from './harness.js';

/** Signs in through the login page and waits for the landing page (Home, /superset/welcome/). */
export async function login(page: Page, username = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/login/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/superset\/welcome\//);
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

/**
 * Opens a click-triggered menu and chooses one entry once the menu has finished opening: a click
 * that lands while the popup is still moving can miss the entry's handler on a loaded machine.
 */
export async function chooseMenuItem(page: Page, trigger: string, item: string): Promise<void> {
  await page.locator(trigger).click();
  await page.locator(item).waitFor();
  await settleAnimations(page);
  await page.locator(item).click();
}

/** Signs out through the user menu and waits for the login page. */
export async function logoutFromMenu(page: Page): Promise<void> {
  await chooseMenuItem(page, '[data-test="user-menu"]', '[data-test="logout"]');
  await page.waitForURL(/\/login\//);
}
