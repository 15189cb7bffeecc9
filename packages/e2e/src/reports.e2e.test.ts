/**
 * Alerts and reports in Chromium: a report set up from a dashboard header, seen on /report/list/,
 * switched off, edited and its execution log opened; an alert created in the alert dialog with a SQL
 * condition, then deleted. Every page and dialog is screenshot.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAnimations } from './animations.js';
import { pickOption } from './antSelect.js';
import { api, chooseMenuItem, login } from './browser.js';
import { createChart } from './fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { collectPageErrors } from './pageErrors.js';

let h: Harness;
let dashboardId: number;
let chartId: number;
const consoleErrors: string[] = [];

beforeAll(async () => {
  h = await startHarness('reports', {}, { examples: true, flightsRows: 500 });
  collectPageErrors(h.page, consoleErrors);
  await login(h.page);
  const salesId = h.examples!.datasetIds.cleaned_sales_data!;
  chartId = await createChart(h.page, 'Deals by size', salesId, {
    viz_type: 'big_number_total',
    metric: 'count',
  });
  const layout = {
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${chartId}`], meta: {} },
    [`CHART-${chartId}`]: {
      id: `CHART-${chartId}`,
      type: 'CHART',
      children: [],
      meta: { chartId, width: 6, height: 50 },
    },
  };
  const created = await api(h.page, 'POST', '/api/v1/dashboard/', {
    dashboard_title: 'Sales overview',
    position_json: JSON.stringify(layout),
  });
  expect(created.status).toBe(201);
  dashboardId = created.body.id as number;
});
afterAll(() => h?.close());

const toast = (page: Page, text: string) =>
  page.locator('[data-test="toast-container"]', { hasText: text }).or(page.getByText(text)).first().waitFor();

const row = (page: Page, name: string) => page.locator('tr', { hasText: name }).first();

async function reports(page: Page) {
  const r = await api(page, 'GET', '/api/v1/report/');
  return r.body.result as { id: number; name: string; active: boolean; type: string }[];
}

async function openSection(page: Page, title: string) {
  const header = page.locator('.ant-collapse-header', { hasText: title });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await settleAnimations(page);
}

describe('alerts and reports', () => {
  it('sets up an email report from the dashboard header', async () => {
    const { page } = h;
    await page.goto(`/superset/dashboard/${dashboardId}/`);
    await page.locator('[data-test="actions-trigger"]').click();
    await chooseMenuItem(page, '[data-test="report-menu-manage"]', '[data-test="report-menu-set-up"]');
    const modal = page.locator('.ant-modal', { hasText: 'Schedule a new email report' });
    await modal.waitFor();
    await expect
      .poll(() => modal.getByLabel('Report Name').inputValue())
      .toBe('Weekly Report for Sales overview');
    await modal.getByLabel('Report Name').fill('Weekly sales report');
    await modal.getByLabel('Description').fill('Deals of the week');
    await settleAnimations(page);
    await h.shot('report-modal');
    await modal.locator('[data-test="report-modal-save"]').click();
    await toast(page, 'The report has been created');
    const [report] = await reports(page);
    expect(report).toMatchObject({ name: 'Weekly sales report', active: true, type: 'Report' });
    // The dashboard's state as the user saw it is kept for the report's screenshot.
    const saved = await api(page, 'GET', `/api/v1/report/${report!.id}`);
    expect(saved.body.result.extra).toMatchObject({
      dashboard: { dataMask: expect.any(Object), activeTabs: expect.any(Array) },
    });

    // The menu now manages the report.
    await page.locator('[data-test="actions-trigger"]').click();
    await chooseMenuItem(page, '[data-test="report-menu-manage"]', '[data-test="report-menu-edit"]');
    await page.locator('.ant-modal', { hasText: 'Edit email report' }).waitFor();
    await settleAnimations(page);
    await h.shot('report-modal-edit');
    await page.locator('[data-test="report-modal-cancel"]').click();
  });

  it('offers the message content of a chart report in explore', async () => {
    const { page } = h;
    await page.goto(`/explore/?slice_id=${chartId}`);
    await page.locator('[data-test="chart-container"][data-status="rendered"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-test="actions-trigger"]').click();
    await chooseMenuItem(page, '[data-test="report-menu-manage"]', '[data-test="report-menu-set-up"]');
    const modal = page.locator('.ant-modal', { hasText: 'Schedule a new email report' });
    await modal.getByText('Formatted CSV attached in email').waitFor();
    await settleAnimations(page);
    await h.shot('chart-report-modal');
    await page.locator('[data-test="report-modal-cancel"]').click();
  });

  it('lists the report, switches it off, edits it and opens its log', async () => {
    const { page } = h;
    await page.goto('/dashboard/list/');
    await chooseMenuItem(page, '[data-test="settings-menu"]', '[data-test="menu-alerts-reports"]');
    await page.waitForURL(/\/alert\/list\//);
    await page.locator('[data-test="report-list"]').click();
    await page.waitForURL(/\/report\/list\//);
    const r = row(page, 'Weekly sales report');
    await r.waitFor();
    await expect.poll(() => r.textContent()).toMatch(/Monday/);
    await settleAnimations(page);
    await h.shot('report-list');

    await r.locator('[data-test="toggle-active"]').click();
    await expect.poll(async () => (await reports(page))[0]?.active).toBe(false);

    await r.locator('[data-test="edit-action"]').click();
    const modal = page
      .locator('[data-test="alert-report-modal"]')
      .or(page.locator('.ant-modal', { hasText: 'Edit Report' }))
      .first();
    await modal.getByLabel('Report name').waitFor();
    await expect.poll(() => modal.getByLabel('Report name').inputValue()).toBe('Weekly sales report');
    await modal.getByLabel('Report name').fill('Weekly sales report (edited)');
    await openSection(page, 'Schedule');
    await settleAnimations(page);
    await h.shot('report-edit-modal');
    await modal.locator('[data-test="modal-confirm-button"]').click();
    await toast(page, 'Report updated');
    const edited = row(page, 'Weekly sales report (edited)');
    await edited.waitFor();

    await edited.locator('[data-test="execution-log-action"]').click();
    await page.waitForURL(/\/report\/\d+\/log\//);
    await page.getByText('Weekly sales report (edited)').first().waitFor();
    // Nothing has run yet (the schedule is weekly): the log is empty.
    await page.getByText('No logs yet').waitFor();
    await settleAnimations(page);
    await h.shot('report-log');
    await page.locator('[data-test="back-to-all"]').click();
    await page.waitForURL(/\/report\/list\//);
  });

  it('creates an alert with a SQL condition, then deletes it', async () => {
    const { page } = h;
    await page.locator('[data-test="alert-list"]').click();
    await page.waitForURL(/\/alert\/list\//);
    await page.getByText('No alerts yet').waitFor();
    await h.shot('alert-list-empty');
    await page.locator('[data-test="create-alert"]').first().click();
    const modal = page.locator('.ant-modal', { hasText: 'Add Alert' });
    await modal.getByLabel('Alert name').waitFor();
    // Save stays disabled until every section is complete.
    await expect.poll(() => modal.locator('[data-test="modal-confirm-button"]').isDisabled()).toBe(true);
    await modal.getByLabel('Alert name').fill('Too few deals');

    await openSection(page, 'Alert condition');
    await pickOption(page, modal.locator('[data-test="alert-database"]'), 'examples');
    // SQL Lab's editor (CodeMirror), loaded with the section.
    const sql = modal.locator('[data-test="alert-sql"] .cm-content');
    await sql.waitFor();
    await sql.fill('SELECT count(*) FROM main.cleaned_sales_data');
    // Highlighted: the keywords are styled tokens (spans) of the line.
    await expect
      .poll(() => modal.locator('[data-test="alert-sql"] .cm-line span').count())
      .toBeGreaterThan(0);
    await settleAnimations(page);
    await h.shot('alert-modal-condition');
    await pickOption(page, modal.locator('[data-test="alert-condition"]'), '<', { text: 'Smaller than' });
    await modal
      .locator('[data-test="alert-threshold"] input, input[data-test="alert-threshold"]')
      .first()
      .fill('10');

    await openSection(page, 'Alert contents');
    await pickOption(page, modal.locator('[data-test="select-dashboard"]'), 'Sales');

    await openSection(page, 'Notification method');
    await modal.locator('textarea[data-test="recipients"]').fill('ops@example.com');
    await settleAnimations(page);
    await h.shot('alert-modal');
    await expect.poll(() => modal.locator('[data-test="modal-confirm-button"]').isDisabled()).toBe(false);
    await modal.locator('[data-test="modal-confirm-button"]').click();
    await toast(page, 'The alert has been created');
    const alert = (await reports(page)).find((x) => x.name === 'Too few deals');
    expect(alert).toMatchObject({ type: 'Alert', active: true });
    const detail = await api(page, 'GET', `/api/v1/report/${alert!.id}`);
    expect(detail.body.result).toMatchObject({
      sql: 'SELECT count(*) FROM main.cleaned_sales_data',
      validator_type: 'operator',
      dashboard: { id: dashboardId },
    });

    const r = row(page, 'Too few deals');
    await r.waitFor();
    await settleAnimations(page);
    await h.shot('alert-list');

    // A run (as the scheduler's job would start it): the count is not below 10, so nothing is sent.
    await h.runJob('reports.execute', { reportId: alert!.id, scheduledDttm: '2026-01-05T09:00:00.000Z' });
    await r.locator('[data-test="execution-log-action"]').click();
    await page.waitForURL(new RegExp(`/alert/${alert!.id}/log/`));
    // Newest first, each state as Superset's status icon; the value the SQL returned.
    const states = page.locator('[data-test="alert-status-icon"]');
    await expect
      .poll(() => states.evaluateAll((els) => els.map((e) => e.dataset.state)))
      .toEqual(['Not triggered', 'Working']);
    await page.locator('tr', { hasText: '99970' }).first().waitFor();
    await settleAnimations(page);
    await h.shot('alert-log');
    await page.locator('[data-test="back-to-all"]').click();
    await page.waitForURL(/\/alert\/list\//);
    await r.locator('[data-test="delete-action"]').click();
    await page.locator('[data-test="delete-modal-input"]').fill('DELETE');
    await page.locator('[data-test="modal-confirm-button"]').last().click();
    await toast(page, 'Deleted: Too few deals');
    await expect.poll(async () => (await reports(page)).some((x) => x.name === 'Too few deals')).toBe(false);
    await page.getByText('No alerts yet').waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
