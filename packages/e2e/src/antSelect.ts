/** Driving antd selects as a person does: open, type to search, click the option. */
import type { Locator, Page } from 'playwright-core';
import { settleAnimations } from './animations.js';

export interface PickOptions {
  /** The text of the option to click (default: the search text). */
  text?: string;
  /** What to wait for before opening the select (default: the animations). */
  settle?: (page: Page) => Promise<void>;
}

/**
 * A select closed just before keeps its dropdown visible while it animates away: opening the next one
 * then, its options (and the typed search) could be taken for the new select's. Waits for it to go, up
 * to 3 s (a dropdown a test leaves open on purpose does not block the pick).
 */
async function previousDropdownsClosed(page: Page): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  const deadline = Date.now() + 3000;
  while ((await open.count()) > 0 && Date.now() < deadline) await page.waitForTimeout(50);
}

/** Opens an antd select, types `search` and clicks the first open option showing `text`. */
export async function pickOption(
  page: Page,
  select: Locator,
  search: string,
  { text = search, settle = settleAnimations }: PickOptions = {},
): Promise<void> {
  await settle(page);
  await previousDropdownsClosed(page);
  await select.click();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
  await dropdown.waitFor();
  await page.keyboard.type(search);
  await dropdown.locator('.ant-select-item-option', { hasText: text }).first().click();
}
