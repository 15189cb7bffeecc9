import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q } from '../../test-support/api.js';
import type { Json } from '../../test-support/chart.js';
import { reportBody, startReportFixture, type ReportFixture } from './fixture.test-support.js';

describe('report execution logs, related, _info and Slack channels', () => {
  let f: ReportFixture;
  let reportId: number;
  let otherId: number;
  const logIds: number[] = [];

  beforeAll(async () => {
    f = await startReportFixture();
    const create = async (name: string) =>
      (await f.t.call(f.alpha, 'POST', '/api/v1/report/', reportBody(f, { name }))).body.id as number;
    reportId = await create('Logged');
    otherId = await create('Other logged');
    // The scheduler writes these; here they are written as it would.
    const states = ['Success', 'Error', 'Working'];
    for (const [i, state] of states.entries()) {
      const row = await f.t.server.ctx.db
        .insertInto('report_execution_log')
        .values({
          uuid: randomUUID(),
          report_schedule_id: reportId,
          scheduled_dttm: `2026-01-0${i + 1}T09:00:00.000Z`,
          start_dttm: `2026-01-0${i + 1}T09:00:01.000Z`,
          end_dttm: state === 'Working' ? null : `2026-01-0${i + 1}T09:00:05.000Z`,
          value: null,
          value_row_json: null,
          state,
          error_message:
            state === 'Error' ? 'Report Schedule execution failed when generating a screenshot.' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      logIds.push(row.id);
    }
  }, 180_000);
  afterAll(() => f?.t.server.close());

  const get = (url: string, who = f.alpha) => f.t.call(who, 'GET', url);

  it('lists a schedule’s logs newest first, with filters and order', async () => {
    const res = await get(`/api/v1/report/${reportId}/log/`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect((res.body.result as Json[]).map((r) => r.state)).toEqual(['Working', 'Error', 'Success']);
    expect(res.body.result[1]).toEqual({
      id: logIds[1],
      uuid: expect.any(String) as string,
      scheduled_dttm: '2026-01-02T09:00:00.000Z',
      start_dttm: '2026-01-02T09:00:01.000Z',
      end_dttm: '2026-01-02T09:00:05.000Z',
      value: null,
      value_row_json: null,
      state: 'Error',
      error_message: 'Report Schedule execution failed when generating a screenshot.',
    });
    const errors = await get(
      `/api/v1/report/${reportId}/log/?${q({ filters: [{ col: 'state', opr: 'eq', value: 'Error' }] })}`,
    );
    expect(errors.body.count).toBe(1);
    const oldest = await get(
      `/api/v1/report/${reportId}/log/?${q({ order_column: 'start_dttm', order_direction: 'asc', page_size: 1 })}`,
    );
    expect(oldest.body.count).toBe(3);
    expect((oldest.body.result as Json[]).map((r) => r.state)).toEqual(['Success']);
    expect((await get(`/api/v1/report/${otherId}/log/`)).body.count).toBe(0);
  });

  it('shows one log of the schedule; others’ and hidden ones are 404', async () => {
    const one = await get(`/api/v1/report/${reportId}/log/${logIds[0]}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: logIds[0], result: { id: logIds[0], state: 'Success' } });
    expect((await get(`/api/v1/report/${otherId}/log/${logIds[0]}`)).status).toBe(404);
    expect((await get(`/api/v1/report/999999/log/`)).status).toBe(404);
    expect((await get(`/api/v1/report/${reportId}/log/`, f.reporter)).status).toBe(404);
    expect((await get(`/api/v1/report/${reportId}/log/`, f.gamma)).status).toBe(403);
  });

  it('offers related users, charts, dashboards and databases the caller may see', async () => {
    const owners = await get(`/api/v1/report/related/owners?${q({ filter: 'rep_alpha' })}`);
    expect(owners.status).toBe(200);
    expect((owners.body.result as Json[]).map((r) => r.value)).toContain(f.alpha.id);
    const creators = await get('/api/v1/report/related/created_by');
    expect(creators.status).toBe(200);
    const charts = await get(`/api/v1/report/related/chart?${q({ filter: 'report' })}`);
    expect(charts.body).toEqual({ count: 1, result: [{ value: f.chartId, text: 'Report chart' }] });
    const dashboards = await get('/api/v1/report/related/dashboard');
    expect(dashboards.body.result).toContainEqual({ value: f.dashboardId, text: 'Report board' });
    const databases = await get('/api/v1/report/related/database');
    expect(databases.body.result).toContainEqual({ value: f.databaseId, text: 'examples' });
    // A writer without data access sees none of them.
    expect((await get('/api/v1/report/related/chart', f.reporter)).body).toEqual({ count: 0, result: [] });
    expect((await get('/api/v1/report/related/nothing')).status).toBe(404);
  });

  it('answers _info and Slack channels as Superset', async () => {
    const info = await get(`/api/v1/report/_info?${q({ keys: ['permissions', 'add_columns', 'filters'] })}`);
    expect(info.status).toBe(200);
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect((info.body.add_columns as Json[]).map((c) => c.name)).toEqual(
      expect.arrayContaining(['type', 'name', 'crontab', 'recipients', 'owners', 'email_subject']),
    );
    expect((info.body.add_columns as Json[]).find((c) => c.name === 'name')).toMatchObject({
      required: true,
    });
    expect(info.body.filters.name).toContainEqual({ name: 'All Text', operator: 'report_all_text' });
    const slack = await get('/api/v1/report/slack_channels/');
    expect(slack.status).toBe(422);
    expect(slack.body).toEqual({ message: 'Failed to list channels: SLACK_API_TOKEN is not set' });
  });
});
