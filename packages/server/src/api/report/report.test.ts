import { describe, expect, it } from 'vitest';
import type { Json } from '../../test-support/chart.js';
import { q } from '../../test-support/api.js';
import { META_STORES, onMetaStore } from '../../test-support/stores.js';
import {
  alertBody,
  reportBody,
  startReportFixture,
  type ReportFixture,
  type User,
} from './fixture.test-support.js';

describe.each(META_STORES)('report API on %s', (store, available) => {
  let f: ReportFixture;
  onMetaStore(
    store,
    available,
    {
      start: async (metaDatabaseUrl) => {
        f = await startReportFixture(metaDatabaseUrl);
      },
      stop: () => f?.t.server.close(),
    },
    180_000,
  );

  const call = (...args: Parameters<ReportFixture['t']['call']>) => f.t.call(...args);
  const create = async (who: User | ReportFixture['t']['admin'], body: Json) => {
    const res = await call(who, 'POST', '/api/v1/report/', body);
    if (res.status !== 201) throw new Error(`create: ${res.status} ${res.raw}`);
    return res.body.id as number;
  };
  const list = (who: ReportFixture['t']['admin'], query: Json) =>
    call(who, 'GET', `/api/v1/report/?${q(query)}`);

  it.runIf(available)('creates a report with its owners and recipients, and shows it', async () => {
    const res = await call(
      f.alpha,
      'POST',
      '/api/v1/report/',
      reportBody(f, { name: 'Created', email_subject: 'Hi' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({ name: 'Created', type: 'Report', dashboard: f.dashboardId });
    const id = res.body.id as number;

    const show = await call(f.alpha, 'GET', `/api/v1/report/${id}`);
    expect(show.status).toBe(200);
    expect(show.body.id).toBe(id);
    expect(show.body.result).toMatchObject({
      id,
      name: 'Created',
      type: 'Report',
      active: true,
      crontab: '0 9 * * *',
      timezone: 'UTC',
      report_format: 'PNG',
      creation_method: 'alerts_reports',
      email_subject: 'Hi',
      last_state: 'Not triggered',
      grace_period: 14400,
      log_retention: 90,
      working_timeout: 3600,
      force_screenshot: false,
      chart: null,
      database: null,
      dashboard: { id: f.dashboardId, dashboard_title: 'Report board' },
      owners: [{ id: f.alpha.id, first_name: 'rep_alpha', last_name: 'Tester' }],
    });
    const recipients = show.body.result.recipients as Json[];
    expect(recipients).toHaveLength(1);
    expect(recipients[0]).toMatchObject({ type: 'Email' });
    expect(JSON.parse(recipients[0]!.recipient_config_json as string)).toEqual({
      target: 'team@example.com',
    });

    const listed = await list(f.alpha, {
      filters: [{ col: 'name', opr: 'report_all_text', value: 'creat' }],
    });
    expect(listed.status).toBe(200);
    expect(listed.body.count).toBe(1);
    const row = listed.body.result[0] as Json;
    expect(row).toMatchObject({
      id,
      name: 'Created',
      active: true,
      crontab: '0 9 * * *',
      crontab_humanized: 'At 09:00 AM',
      dashboard_id: f.dashboardId,
      chart_id: null,
      creation_method: 'alerts_reports',
      last_state: 'Not triggered',
      timezone: 'UTC',
      type: 'Report',
      created_by: { first_name: 'rep_alpha', last_name: 'Tester' },
      changed_by: { first_name: 'rep_alpha', last_name: 'Tester' },
      owners: [{ first_name: 'rep_alpha', id: f.alpha.id, last_name: 'Tester' }],
      recipients: [{ id: expect.any(Number) as number, type: 'Email' }],
      extra: {},
    });
    expect(typeof row.changed_on_delta_humanized).toBe('string');
  });

  it.runIf(available)('edits fully, or only active; the scheduler reads the new values', async () => {
    const id = await create(f.alpha, reportBody(f, { name: 'Editable' }));
    const toggle = await call(f.alpha, 'PUT', `/api/v1/report/${id}`, { active: false });
    expect(toggle.status).toBe(200);
    expect(toggle.body).toEqual({ id, result: { active: false } });
    const row = await f.t.server.ctx.db
      .selectFrom('report_schedule')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.active).toBe(0);

    const full = await call(f.alpha, 'PUT', `/api/v1/report/${id}`, {
      name: 'Edited',
      crontab: '*/5 * * * *',
      timezone: 'Europe/Paris',
      dashboard: null,
      chart: f.chartId,
      report_format: 'CSV',
      owners: [f.alpha.id, f.alpha2.id],
      recipients: [
        { type: 'Email', recipient_config_json: { target: 'a@example.com', ccTarget: 'b@example.com' } },
        { type: 'Webhook', recipient_config_json: { target: 'https://hooks.example.com/x' } },
      ],
    });
    expect(full.status).toBe(200);
    const shown = (await call(f.alpha, 'GET', `/api/v1/report/${id}`)).body.result as Json;
    expect(shown).toMatchObject({
      name: 'Edited',
      crontab: '*/5 * * * *',
      timezone: 'Europe/Paris',
      dashboard: null,
      chart: { id: f.chartId, slice_name: 'Report chart', viz_type: 'table' },
      report_format: 'CSV',
      active: false,
    });
    expect((shown.owners as Json[]).map((o) => o.id).sort()).toEqual([f.alpha.id, f.alpha2.id].sort());
    expect((shown.recipients as Json[]).map((r) => r.type)).toEqual(['Email', 'Webhook']);
    const stored = await f.t.server.ctx.db
      .selectFrom('report_recipient')
      .select('type')
      .where('report_schedule_id', '=', id)
      .execute();
    expect(stored).toHaveLength(2);
  });

  it.runIf(available)("lists a dashboard's own reports as its header menu asks for them", async () => {
    const mine = await call(
      f.alpha2,
      'POST',
      '/api/v1/report/',
      reportBody(f, {
        name: 'From the dashboard menu',
        creation_method: 'dashboards',
        recipients: [{ type: 'Email', recipient_config_json: { target: 'someone@else.org' } }],
      }),
    );
    expect(mine.status).toBe(201);
    const filters = [
      { col: 'dashboard_id', opr: 'eq', value: f.dashboardId },
      { col: 'creation_method', opr: 'eq', value: 'dashboards' },
      { col: 'created_by', opr: 'rel_o_m', value: f.alpha2.id },
    ];
    const res = await list(f.alpha2, { filters });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(1);
    expect(res.body.result[0]).toMatchObject({ id: mine.body.id, creation_method: 'dashboards' });
    // A self-subscription goes to its creator's own address.
    const shown = (await call(f.alpha2, 'GET', `/api/v1/report/${mine.body.id}`)).body.result as Json;
    const recipients = shown.recipients as Json[];
    expect(JSON.parse(recipients[0]!.recipient_config_json as string)).toEqual({
      target: 'rep_alpha2@example.com',
    });
    // One per object and creation method.
    const again = await call(
      f.alpha2,
      'POST',
      '/api/v1/report/',
      reportBody(f, { name: 'Twice', creation_method: 'dashboards' }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Resource already has an attached report.' });

    const byType = await list(f.t.admin, { filters: [{ col: 'type', opr: 'eq', value: 'Alert' }] });
    expect((byType.body.result as Json[]).every((r) => r.type === 'Alert')).toBe(true);
    const ordered = await list(f.t.admin, { order_column: 'name', order_direction: 'asc', page_size: 100 });
    const names = (ordered.body.result as Json[]).map((r) => r.name as string);
    expect(names).toEqual([...names].sort());
  });

  it.runIf(available)('creates an alert on a chart and a database', async () => {
    const res = await call(f.alpha, 'POST', '/api/v1/report/', alertBody(f));
    expect(res.status).toBe(201);
    const shown = (await call(f.alpha, 'GET', `/api/v1/report/${res.body.id}`)).body.result as Json;
    expect(shown).toMatchObject({
      type: 'Alert',
      sql: 'SELECT 1',
      validator_type: 'operator',
      database: { id: f.databaseId, database_name: 'examples' },
      chart: { id: f.chartId },
    });
    expect(JSON.parse(shown.validator_config_json as string)).toEqual({ op: '>', threshold: 10 });
  });

  it.runIf(available)(
    'Gamma may not use the API; others than owners and admins may not change a report',
    async () => {
      const id = await create(f.alpha, reportBody(f, { name: 'Guarded' }));
      for (const [method, url, body] of [
        ['GET', '/api/v1/report/', undefined],
        ['GET', `/api/v1/report/${id}`, undefined],
        ['POST', '/api/v1/report/', reportBody(f, { name: 'Gamma' })],
        ['PUT', `/api/v1/report/${id}`, { active: false }],
        ['DELETE', `/api/v1/report/${id}`, undefined],
      ] as const) {
        expect((await call(f.gamma, method, url, body)).status).toBe(403);
      }
      // Another Alpha sees it (all data access) but may not change it.
      expect((await call(f.alpha2, 'GET', `/api/v1/report/${id}`)).status).toBe(200);
      const put = await call(f.alpha2, 'PUT', `/api/v1/report/${id}`, { active: false });
      expect(put.status).toBe(403);
      expect(put.body).toEqual({ message: 'Forbidden' });
      expect((await call(f.alpha2, 'DELETE', `/api/v1/report/${id}`)).status).toBe(403);
      // Without all data access only owned schedules are visible: others' are 404.
      expect((await call(f.reporter, 'GET', `/api/v1/report/${id}`)).status).toBe(404);
      expect((await call(f.reporter, 'PUT', `/api/v1/report/${id}`, { active: false })).status).toBe(404);
      const seen = await list(f.reporter, {});
      expect((seen.body.result as Json[]).some((r) => r.id === id)).toBe(false);
      // The admin may change anyone's.
      expect((await call(f.t.admin, 'PUT', `/api/v1/report/${id}`, { active: false })).status).toBe(200);
    },
  );

  it.runIf(available)('deletes one report and many', async () => {
    const one = await create(f.alpha, reportBody(f, { name: 'Delete me' }));
    const del = await call(f.alpha, 'DELETE', `/api/v1/report/${one}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'OK' });
    expect((await call(f.alpha, 'GET', `/api/v1/report/${one}`)).status).toBe(404);
    expect((await call(f.alpha, 'DELETE', `/api/v1/report/${one}`)).status).toBe(404);

    const a = await create(f.alpha, reportBody(f, { name: 'Bulk A' }));
    const b = await create(f.alpha, reportBody(f, { name: 'Bulk B' }));
    const other = await create(f.alpha2, reportBody(f, { name: 'Not yours' }));
    expect((await call(f.alpha, 'DELETE', `/api/v1/report/?${q([a, other])}`)).status).toBe(403);
    expect((await call(f.alpha, 'DELETE', `/api/v1/report/?${q([a, 999999])}`)).status).toBe(404);
    const bulk = await call(f.alpha, 'DELETE', `/api/v1/report/?${q([a, b])}`);
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ message: 'Deleted 2 report schedules' });
    const left = await f.t.server.ctx.db
      .selectFrom('report_schedule_user')
      .select('report_schedule_id')
      .where('report_schedule_id', 'in', [a, b])
      .execute();
    expect(left).toEqual([]);
  });
});
