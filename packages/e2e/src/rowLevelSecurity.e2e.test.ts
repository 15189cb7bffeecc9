/**
 * Row level security rules in Chromium (issue 22): the Security menu leads to the list; a rule is
 * added in the dialog (dataset and role searched on the server), listed, edited into a Base rule (its
 * roles become "Excluded roles") and deleted. Screenshots of the list and the dialog are kept for
 * people to look at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickOption } from './antSelect.js';
import { api, login } from './browser.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';
import { poll, settledShot, settleWithSpinners } from './waits.js';

let h: Harness;
const pageErrors: string[] = [];
const shot = (name: string) => settledShot(h, name, settleWithSpinners);

beforeAll(async () => {
  h = await startHarness('rowLevelSecurity', {}, { examples: true, flightsRows: 100 });
  collectPageErrors(h.page, pageErrors, { failedResponses: true });
  await login(h.page);
  // Only what goes wrong on the pages under test counts (not the sign-in page's own requests).
  pageErrors.length = 0;
}, 180_000);
afterAll(() => h?.close());

/** The rules as the API holds them. */
async function rules() {
  const res = await api(h.page, 'GET', '/api/v1/rowlevelsecurity/');
  return (res.body.result as { name: string; filter_type: string; clause: string }[]).map((r) => ({
    name: r.name,
    filter_type: r.filter_type,
    clause: r.clause,
  }));
}

describe('row level security', () => {
  it('adds, lists, edits and deletes a rule', async () => {
    const { page } = h;
    await page.goto('/superset/welcome/');
    await page.locator('[data-test="settings-menu"]').click();
    await page.locator('[data-test="menu-rls"]', { hasText: 'Row Level Security' }).click();
    await page.waitForURL('**/rowlevelsecurity/list/');
    await page.locator('[data-test="empty-state-title"]', { hasText: 'No Rules yet' }).waitFor();

    await page.locator('[data-test="add-rule"]').click();
    const modal = page.locator('[data-test="rls-modal"]');
    await modal.waitFor();
    const save = page.locator('[data-test="rls-modal-save"]');
    expect(await save.isDisabled()).toBe(true);
    await page.locator('[data-test="rule-name-test"]').fill('Small deals only');
    await pickOption(page, page.locator('[data-test="rule-tables-test"]'), 'cleaned_sales', {
      text: 'cleaned_sales_data',
    });
    await pickOption(page, page.locator('[data-test="rule-roles-test"]'), 'Gamma');
    await page.locator('[data-test="group-key-test"]').fill('deal');
    await page.locator('[data-test="description-test"]').fill('Gamma sees small deals');
    // A clause that is not one SQL condition is refused; the dialog stays open with the reason.
    await page.locator('[data-test="clause-test"]').fill("deal_size = 'Small'; DROP TABLE x");
    await save.click();
    await page.locator('[data-test="rls-save-error"]', { hasText: 'The clause' }).waitFor();
    expect(pageErrors.some((e) => e.startsWith('400 POST'))).toBe(true);
    pageErrors.length = 0; // the refusal just checked
    await page.locator('[data-test="clause-test"]').fill("deal_size = 'Small'");
    await shot('rls-modal-add');
    await save.click();
    await modal.waitFor({ state: 'detached' });

    const name = page.locator('[data-test="rls-name"]', { hasText: 'Small deals only' });
    await name.waitFor();
    await page.locator('[data-test="rls-clause"]', { hasText: "deal_size = 'Small'" }).waitFor();
    await shot('rls-list');

    await page.locator('[data-test="edit-alt"]').first().click();
    await modal.waitFor();
    expect(await page.locator('[data-test="rule-name-test"]').inputValue()).toBe('Small deals only');
    await modal.locator('.ant-select-selection-item', { hasText: 'cleaned_sales_data' }).waitFor();
    await pickOption(page, page.locator('[data-test="rule-filter-type-test"]'), 'Base');
    await modal.locator('label', { hasText: 'Excluded roles' }).waitFor();
    await page.locator('[data-test="clause-test"]').fill("deal_size <> 'Large'");
    await shot('rls-modal-edit');
    await page.locator('[data-test="rls-modal-save"]').click();
    await modal.waitFor({ state: 'detached' });
    await page.locator('[data-test="rls-clause"]', { hasText: "deal_size <> 'Large'" }).waitFor();
    expect(await rules()).toEqual([
      { name: 'Small deals only', filter_type: 'Base', clause: "deal_size <> 'Large'" },
    ]);

    await page.locator('[data-test="rls-list-trash-icon"]').first().click();
    await page.locator('[data-test="delete-modal-input"]').fill('DELETE');
    await page.locator('[data-test="modal-confirm-button"]').click();
    await name.waitFor({ state: 'detached' });
    await poll(rules).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
