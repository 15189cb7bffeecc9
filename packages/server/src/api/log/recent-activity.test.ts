import { describe, expect, it } from 'vitest';
import { q } from '../../test-support/api.js';
import { useLogServer } from './log.test-support.js';

const f = useLogServer('recent_gamma');

const dashboard = async (title: string, published: boolean, slug?: string) => {
  const res = await f.call<{ id: number }>(f.admin, 'POST', '/api/v1/dashboard/', {
    dashboard_title: title,
    published,
    ...(slug && { slug }),
  });
  expect(res.status).toBe(201);
  return res.body.id;
};

type Activity = { result: Record<string, unknown>[] };

describe('GET /api/v1/log/recent_activity/', () => {
  it("lists the caller's viewed dashboards in Superset's shape, newest first, distinct by default", async () => {
    const sales = await dashboard('Sales', true, 'sales');
    const ops = await dashboard('Ops', true);
    for (const id of [sales, ops, sales]) {
      const res = await f.sendEvents(f.gamma, `dashboard_id=${id}`, [
        { event_name: 'mount_dashboard', ts: Date.now(), source: 'dashboard', source_id: id },
      ]);
      expect(res.statusCode).toBe(200);
    }
    const res = await f.call<Activity>(f.gamma, 'GET', '/api/v1/log/recent_activity/');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      {
        action: 'log',
        item_type: 'dashboard',
        item_url: '/superset/dashboard/sales/',
        item_title: 'Sales',
        time: expect.any(Number),
        time_delta_humanized: expect.any(String),
      },
      expect.objectContaining({ item_url: `/superset/dashboard/${ops}/`, item_title: 'Ops' }),
    ]);

    const all = await f.call<Activity>(
      f.gamma,
      'GET',
      `/api/v1/log/recent_activity/?${q({ distinct: false })}`,
    );
    expect(all.body.result.map((r) => r.item_title)).toEqual(['Sales', 'Ops', 'Sales']);
    const page = await f.call<Activity>(
      f.gamma,
      'GET',
      `/api/v1/log/recent_activity/?${q({ distinct: false, page: 1, page_size: 2 })}`,
    );
    expect(page.body.result.map((r) => r.item_title)).toEqual(['Sales']);

    // Another user's activity is not the caller's.
    const mine = await f.call<Activity>(f.admin, 'GET', '/api/v1/log/recent_activity/');
    expect(mine.body.result).toEqual([]);
  });

  it('leaves out what the caller may no longer see, deleted objects and other events', async () => {
    const draft = await dashboard('Hidden draft', false);
    const gone = await dashboard('Gone', true);
    const shown = await dashboard('Shown', true);
    await f.sendEvents(f.gamma, `dashboard_id=${draft}`, [{ event_name: 'mount_dashboard' }]);
    await f.sendEvents(f.gamma, `dashboard_id=${gone}`, [{ event_name: 'mount_dashboard' }]);
    await f.sendEvents(f.gamma, `dashboard_id=${shown}`, [{ event_name: 'load_chart' }]);
    expect((await f.call(f.admin, 'DELETE', `/api/v1/dashboard/${gone}`)).status).toBe(200);
    const res = await f.call<Activity>(
      f.gamma,
      'GET',
      `/api/v1/log/recent_activity/?${q({ distinct: false })}`,
    );
    const titles = res.body.result.map((r) => r.item_title);
    expect(titles).not.toContain('Hidden draft');
    expect(titles).not.toContain('Gone');
    expect(titles).not.toContain('Shown');
    // The f.admin sees drafts: its own view of the draft is listed.
    await f.sendEvents(f.admin, `dashboard_id=${draft}`, [{ event_name: 'mount_dashboard' }]);
    const adminRes = await f.call<Activity>(f.admin, 'GET', '/api/v1/log/recent_activity/');
    expect(adminRes.body.result.map((r) => r.item_title)).toEqual(['Hidden draft']);
    const byAction = await f.call<Activity>(
      f.gamma,
      'GET',
      `/api/v1/log/recent_activity/?${q({ actions: ['load_chart'] })}`,
    );
    expect(byAction.body.result.map((r) => r.item_title)).toEqual(['Shown']);
  });

  it('answers 400 naming q for a bad query and 401 without a session', async () => {
    const bad = await f.call<{ message: Record<string, string[]> }>(
      f.gamma,
      'GET',
      `/api/v1/log/recent_activity/?${q({ page_size: 1000 })}`,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message)).toEqual(['q.page_size']);
    expect((await f.call(null, 'GET', '/api/v1/log/recent_activity/')).status).toBe(401);
  });
});
