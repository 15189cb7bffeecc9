/** SQL Lab's editor as the browser suites drive it. */
import type { Page } from 'playwright-core';

/** Replaces the editor's text by typing (so completion and change handlers run as for a user). */
export async function typeSql(page: Page, sql: string): Promise<void> {
  await page.locator('[data-test="sql-editor"] .cm-content').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText(sql);
  await page.keyboard.press('Escape'); // close the completion list typing opened
}
