import { describe, expect, it } from 'vitest';
import { eventLogger } from '../../activity-log/logger.js';
import { q } from '../../test-support/api.js';
import { FORM, form, useLogServer } from './log.test-support.js';

const f = useLogServer('log_gamma');

const rows = async (action: string) => {
  await eventLogger(f.server.ctx).flush();
  return f.server.ctx.db.selectFrom('logs').selectAll().where('action', '=', action).orderBy('id').execute();
};

describe('server-side action log', () => {
  it('logs dashboard views and saves with the object, user, duration and referrer; not failures', async () => {
    const created = await f.call<{ id: number }>(f.admin, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Logged',
      published: true,
    });
    const id = created.body.id;
    const view = await f.server.app.inject({
      url: `/api/v1/dashboard/${id}`,
      headers: { ...f.gamma.headers, referer: 'http://localhost/dashboard/list/' },
    });
    expect(view.statusCode).toBe(200);
    expect(
      (await f.call(f.admin, 'PUT', `/api/v1/dashboard/${id}`, { dashboard_title: 'Logged 2' })).status,
    ).toBe(200);
    expect((await f.call(f.gamma, 'GET', '/api/v1/dashboard/99999')).status).toBe(404);

    const views = await rows('DashboardRestApi.get');
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      user_id: f.gamma.id,
      dashboard_id: id,
      slice_id: null,
      referrer: 'http://localhost/dashboard/list/',
      duration_ms: expect.any(Number),
    });
    expect(JSON.parse(views[0]!.json!)).toEqual({ path: `/api/v1/dashboard/${id}` });
    expect(await rows('DashboardRestApi.post')).toEqual([expect.objectContaining({ dashboard_id: id })]);
    expect(await rows('DashboardRestApi.put')).toEqual([
      expect.objectContaining({ dashboard_id: id, user_id: 1 }),
    ]);
  });
});

describe('POST /superset/log/', () => {
  it('writes one log row per event from form fields, multipart or a JSON body', async () => {
    const events = [
      { event_name: 'spa_navigation', path: '/chart/list/', ts: 1 },
      { event_name: 'load_chart', slice_id: 7, duration: 120.6, ts: 2 },
    ];
    const res = await f.legacy(
      f.gamma,
      '/superset/log/?explode=events&dashboard_id=3',
      form({ events: JSON.stringify(events) }),
      FORM,
    );
    expect(res.statusCode).toBe(200);
    const boundary = 'xBOUNDARYx';
    const multipart = [
      `--${boundary}\r\nContent-Disposition: form-data; name="events"\r\n\r\n${JSON.stringify([{ event_name: 'multi' }])}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="guest_token"\r\n\r\n\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const mp = await f.legacy(
      f.gamma,
      '/superset/log/?explode=events',
      multipart,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(mp.statusCode).toBe(200);
    const json = await f.legacy(f.gamma, '/superset/log/?explode=events&slice_id=5', {
      events: [{ event_name: 'json' }],
    });
    expect(json.statusCode).toBe(200);

    const logged = await rows('log');
    const mine = logged.filter((r) => r.user_id === f.gamma.id);
    expect(
      mine.map((r) => [JSON.parse(r.json!).event_name, r.dashboard_id, r.slice_id, r.duration_ms]),
    ).toEqual([
      ['spa_navigation', 3, null, null],
      ['load_chart', 3, 7, 121],
      ['multi', null, null, null],
      ['json', null, 5, null],
    ]);
  });

  it('refuses oversized and malformed batches naming the field (400/413), without CSRF or a session', async () => {
    const many = Array.from({ length: 1025 }, () => ({ event_name: 'x' }));
    const tooMany = await f.legacy(
      f.gamma,
      '/superset/log/?explode=events',
      form({ events: JSON.stringify(many) }),
      FORM,
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ message: { events: ['At most 1024 events per request.'] } });
    const cases: [Record<string, string>, string, string][] = [
      [{ events: 'not json' }, '', 'events'],
      [{ events: '{"a":1}' }, '', 'events'],
      [{ events: '[1]' }, '', 'events.0'],
      [{ events: JSON.stringify([{ event_name: 'x'.repeat(20_000) }]) }, '', 'events.0'],
      [
        { events: JSON.stringify([Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, i]))]) },
        '',
        'events.0',
      ],
      [{ events: '[]' }, '&dashboard_id=abc', 'dashboard_id'],
      [{ events: '[]' }, '&slice_id=-1', 'slice_id'],
      [{ events: '[]', guest_token: 'g'.repeat(5000) }, '', 'guest_token'],
      [{ events: '[]' }, '&explode=explode', 'explode'],
    ];
    for (const [fields, extra, field] of cases) {
      const res = await f.legacy(f.gamma, `/superset/log/?explode=events${extra}`, form(fields), FORM);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys((res.json() as { message: object }).message)).toEqual([field]);
    }
    const noCsrf = await f.server.app.inject({
      method: 'POST',
      url: '/superset/log/',
      headers: { cookie: f.gamma.cookie, 'content-type': FORM },
      payload: form({ events: '[]' }),
    });
    expect(noCsrf.statusCode).toBe(400);
    expect((await f.legacy(null, '/superset/log/', form({ events: '[]' }), FORM)).statusCode).toBe(401);
  });
});

describe('/api/v1/log/', () => {
  it('lists, filters and gets rows for admins; refuses others with 403', async () => {
    await f.legacy(
      f.gamma,
      '/superset/log/?explode=events',
      form({ events: JSON.stringify([{ event_name: 'listed' }]) }),
      FORM,
    );
    await eventLogger(f.server.ctx).flush();
    const list = await f.call<{ count: number; result: Record<string, unknown>[] }>(
      f.admin,
      'GET',
      `/api/v1/log/?${q({ filters: [{ col: 'json', opr: 'ct', value: 'listed' }] })}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    const [row] = list.body.result;
    expect(row).toMatchObject({ action: 'log', user_id: f.gamma.id, user: { username: 'log_gamma' } });
    const got = await f.call<{ result: unknown }>(f.admin, 'GET', `/api/v1/log/${row!.id as number}`);
    expect(got.body.result).toEqual(row);
    expect((await f.call(f.admin, 'GET', '/api/v1/log/999999')).status).toBe(404);

    const posted = await f.call<{ id: number }>(f.admin, 'POST', '/api/v1/log/', {
      action: 'custom',
      json: '{}',
      slice_id: 2,
    });
    expect(posted.status).toBe(201);
    expect(
      (await f.call<{ result: unknown }>(f.admin, 'GET', `/api/v1/log/${posted.body.id}`)).body.result,
    ).toMatchObject({
      action: 'custom',
      user_id: 1,
      slice_id: 2,
    });
    const bad = await f.call<{ message: object }>(f.admin, 'POST', '/api/v1/log/', { action: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message)).toEqual(['action']);

    for (const [method, url, body] of [
      ['GET', '/api/v1/log/'],
      ['GET', `/api/v1/log/${posted.body.id}`],
      ['GET', '/api/v1/log/_info'],
      ['POST', '/api/v1/log/', { action: 'x' }],
    ] as const) {
      expect((await f.call(f.gamma, method, url, body)).status, url).toBe(403);
    }
  });
});
