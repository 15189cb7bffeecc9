import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startChartServer, type ChartServer } from '../../test-support/chart.js';

let t: ChartServer;
let gamma: Session & { id: number };

beforeAll(async () => {
  t = await startChartServer();
  gamma = await t.salesReader('gamma_saver');
}, 120_000);
afterAll(() => t?.server.close());

const newDashboard = async (s: Session, title: string) => {
  const res = await t.call(s, 'POST', '/api/v1/dashboard/', { dashboard_title: title });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const dashboardsOf = async (chartId: number) =>
  (
    await t.server.ctx.db
      .selectFrom('dashboard_slices')
      .select('dashboard_id')
      .where('slice_id', '=', chartId)
      .orderBy('dashboard_id')
      .execute()
  ).map((r) => r.dashboard_id);
const countRows = async (table: 'slices' | 'slice_user' | 'dashboard_slices') =>
  Number(
    (
      await t.server.ctx.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('saving a chart to dashboards', () => {
  it('adds a new chart to dashboards the user may edit, and moves it with updates', async () => {
    const d1 = await newDashboard(gamma, 'Saver one');
    const d2 = await newDashboard(gamma, 'Saver two');
    const created = await t.postChart(gamma, { dashboards: [d1] });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(await dashboardsOf(id)).toEqual([d1]);
    const charts = await t.call(gamma, 'GET', `/api/v1/dashboard/${d1}/charts`);
    expect(charts.body.result.map((c: { id: number }) => c.id)).toEqual([id]);
    const got = await t.call(gamma, 'GET', `/api/v1/chart/${id}`);
    expect(got.body.result.dashboards).toEqual([
      { id: d1, dashboard_title: 'Saver one', json_metadata: null },
    ]);

    await t.call(gamma, 'PUT', `/api/v1/chart/${id}`, { dashboards: [d1, d2] });
    expect(await dashboardsOf(id)).toEqual([d1, d2]);
    await t.call(gamma, 'PUT', `/api/v1/chart/${id}`, { dashboards: [d2] });
    expect(await dashboardsOf(id)).toEqual([d2]);
    // Without `dashboards` the memberships stay as they are.
    await t.call(gamma, 'PUT', `/api/v1/chart/${id}`, { slice_name: 'Still on two' });
    expect(await dashboardsOf(id)).toEqual([d2]);
  });

  it('refuses dashboards the user may not edit and unknown dashboards, writing nothing', async () => {
    const adminDash = await newDashboard(t.admin, 'Admin only');
    const before = await countRows('slices');
    const forbidden = await t.postChart(gamma, { dashboards: [adminDash] });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Changing one or more of these dashboards is forbidden' });
    const unknown = await t.postChart(gamma, { dashboards: [424_242] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: { dashboards: ['Dashboards do not exist'] } });
    expect(await countRows('slices')).toBe(before);
  });

  it('needs edit rights only on the dashboards a chart joins or leaves', async () => {
    const adminDash = await newDashboard(t.admin, 'Admin board');
    const own = await newDashboard(gamma, 'Gamma board');
    const id = (await t.postChart(gamma)).body.id as number;
    // The admin puts the gamma user's chart on the admin's dashboard.
    expect((await t.call(t.admin, 'PUT', `/api/v1/chart/${id}`, { dashboards: [adminDash] })).status).toBe(
      200,
    );
    // Keeping it there while adding another is fine for the chart's owner...
    const keep = await t.call(gamma, 'PUT', `/api/v1/chart/${id}`, { dashboards: [adminDash, own] });
    expect(keep.status).toBe(200);
    expect(await dashboardsOf(id)).toEqual([adminDash, own].sort((a, b) => a - b));
    // ...but taking it off the admin's dashboard is not.
    const drop = await t.call(gamma, 'PUT', `/api/v1/chart/${id}`, { dashboards: [own] });
    expect(drop.status).toBe(403);
    expect(await dashboardsOf(id)).toEqual([adminDash, own].sort((a, b) => a - b));
  });

  it('rolls the whole save back when a write inside the transaction fails', async () => {
    const d = await newDashboard(gamma, 'Rollback board');
    const before = {
      slices: await countRows('slices'),
      owners: await countRows('slice_user'),
      links: await countRows('dashboard_slices'),
    };
    // Linking fails after the chart and its owners are written.
    await sql`CREATE TRIGGER fail_link BEFORE INSERT ON dashboard_slices BEGIN SELECT RAISE(ABORT, 'link refused'); END`.execute(
      t.server.ctx.db,
    );
    try {
      const res = await t.postChart(gamma, { dashboards: [d] });
      expect(res.status).toBe(500);
    } finally {
      await sql`DROP TRIGGER fail_link`.execute(t.server.ctx.db);
    }
    expect({
      slices: await countRows('slices'),
      owners: await countRows('slice_user'),
      links: await countRows('dashboard_slices'),
    }).toEqual(before);
  });

  it('deletes a chart with its dashboard links, owners and favorites', async () => {
    const d = await newDashboard(gamma, 'Delete board');
    const id = (await t.postChart(gamma, { dashboards: [d] })).body.id as number;
    await t.call(gamma, 'POST', `/api/v1/chart/${id}/favorites/`);
    expect((await t.call(gamma, 'DELETE', `/api/v1/chart/${id}`)).status).toBe(200);
    expect(await dashboardsOf(id)).toEqual([]);
    const favs = await t.server.ctx.db
      .selectFrom('favstar')
      .select('id')
      .where('class_name', '=', 'slice')
      .where('obj_id', '=', id)
      .execute();
    expect(favs).toEqual([]);
    // The dashboard itself stays.
    expect((await t.call(gamma, 'GET', `/api/v1/dashboard/${d}`)).status).toBe(200);
  });
});
