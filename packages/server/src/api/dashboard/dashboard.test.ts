import { describe, expect, it } from 'vitest';
import { encodeRison } from '@meridian/core';
import type { Session, TestServer } from '../../test-support/app.js';
import { login, startTestServer, userSession } from '../../test-support/app.js';
import { META_STORES, onMetaStore } from '../../test-support/stores.js';

type Json = Record<string, unknown>;

// The same API behaviour on both metadata stores.
describe.each(META_STORES)('dashboard resource on %s', (name, available) => {
  let server: TestServer;
  let admin: Session;

  onMetaStore(name, available, {
    start: async (metaDatabaseUrl) => {
      server = await startTestServer({ metaDatabaseUrl });
      admin = await login(server);
    },
    stop: () => server?.close(),
  });

  const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
    server.app.inject({ method, url, headers: s.headers, ...(payload && { payload }) });
  const list = async (s: Session, q: Json) => {
    const res = await call(s, 'GET', `/api/v1/dashboard/?q=${encodeURIComponent(encodeRison(q))}`);
    return {
      status: res.statusCode,
      body: res.json() as { count: number; result: Json[]; message?: unknown },
    };
  };

  it.runIf(available)('creates, reads by id and slug, updates and deletes', async () => {
    const created = await call(admin, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 'Sales',
      slug: 'sales',
    });
    expect(created.statusCode).toBe(201);
    const { id, result } = created.json() as { id: number; result: Json };
    expect(result).toMatchObject({
      dashboard_title: 'Sales',
      slug: 'sales',
      url: '/superset/dashboard/sales/',
      published: false,
    });
    expect(result.owners).toEqual([expect.objectContaining({ first_name: 'Admin' })]);

    const bySlug = await call(admin, 'GET', '/api/v1/dashboard/sales');
    expect((bySlug.json() as { id: number }).id).toBe(id);

    const updated = await call(admin, 'PUT', `/api/v1/dashboard/${id}`, {
      dashboard_title: 'Sales 2',
      published: true,
      certified_by: '',
      certification_details: 'dropped without a certifier',
      json_metadata: '{"color_scheme":"supersetColors"}',
    });
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as { result: Json }).result).toMatchObject({
      dashboard_title: 'Sales 2',
      published: true,
      status: 'published',
      certified_by: null,
      certification_details: null,
    });

    expect((await call(admin, 'DELETE', `/api/v1/dashboard/${id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `/api/v1/dashboard/${id}`)).statusCode).toBe(404);
  });

  it.runIf(available)('an empty title saves as the untitled fallback; slugs are unique', async () => {
    const a = await call(admin, 'POST', '/api/v1/dashboard/', { dashboard_title: '  ', slug: 'dup' });
    expect((a.json() as { result: Json }).result.dashboard_title).toBe('[ untitled dashboard ]');
    const b = await call(admin, 'POST', '/api/v1/dashboard/', { slug: 'dup' });
    expect(b.statusCode).toBe(400);
    expect(b.json()).toEqual({ message: { slug: ['Must be unique'] } });
  });

  it.runIf(available)('lists with filters, order and paging, and counts', async () => {
    for (const t of ['Alpha report', 'Beta report', 'Gamma board']) {
      await call(admin, 'POST', '/api/v1/dashboard/', {
        dashboard_title: t,
        published: t.startsWith('Beta'),
      });
    }
    // One title per page, searched case-insensitively.
    const titled = (value: string, page: number) =>
      list(admin, {
        filters: [{ col: 'dashboard_title', opr: 'ct', value }],
        order_column: 'dashboard_title',
        order_direction: 'asc',
        page,
        page_size: 1,
      });
    const reports = await titled('REPORT', 0);
    expect(reports.body.count).toBe(2);
    expect(reports.body.result.map((r) => r.dashboard_title)).toEqual(['Alpha report']);
    const page2 = await titled('report', 1);
    expect(page2.body.result.map((r) => r.dashboard_title)).toEqual(['Beta report']);
    const published = await list(admin, { filters: [{ col: 'published', opr: 'eq', value: true }] });
    expect(published.body.result.map((r) => r.dashboard_title)).toContain('Beta report');
    expect(published.body.result.every((r) => r.published === true)).toBe(true);
    const escaped = await list(admin, { filters: [{ col: 'dashboard_title', opr: 'ct', value: '%' }] });
    expect(escaped.body.count).toBe(0);
    const selected = await list(admin, { select_columns: ['id', 'dashboard_title'], page_size: 1 });
    expect(Object.keys(selected.body.result[0]!)).toEqual(['id', 'dashboard_title']);
  });

  it.runIf(available)('answers 400 naming the field for bad list queries, never 500', async () => {
    const cases: [string, RegExp][] = [
      ['(filters:!((col:nope,opr:eq,value:1)))', /nope/],
      ['(filters:!((col:dashboard_title,opr:zz,value:1)))', /operator zz/],
      ['(page_size:1000)', /page_size/],
      ['(page:-1)', /page/],
      ['(order_column:password)', /order_column/],
      ['(filters:!((col:published,opr:eq,value:maybe)))', /published/],
      ['(filters:!((col:id,opr:eq,value:abc)))', /id/],
      ["(filters:!((col:owners,opr:rel_m_m,value:'x')))", /owners/],
      ['(unclosed', /position/],
    ];
    for (const [q, message] of cases) {
      const res = await call(admin, 'GET', `/api/v1/dashboard/?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(JSON.stringify(res.json()), q).toMatch(message);
    }
    const badBody = await call(admin, 'POST', '/api/v1/dashboard/', {
      dashboard_title: 42,
      json_metadata: '{oops',
    });
    expect(badBody.statusCode).toBe(400);
    expect(Object.keys((badBody.json() as { message: Json }).message).sort()).toEqual([
      'dashboard_title',
      'json_metadata',
    ]);
    const unknownKey = await call(admin, 'POST', '/api/v1/dashboard/', { dashbord_title: 'typo' });
    expect(unknownKey.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/v1/dashboard/999999')).statusCode).toBe(404);
    expect((await call(admin, 'PUT', '/api/v1/dashboard/abc', {})).statusCode).toBe(404);
  });

  it.runIf(available)('enforces can_write and ownership; drafts of others stay hidden', async () => {
    const gamma = await userSession(server, `gamma_${name}`, ['Gamma']);
    const viewer = await userSession(server, `public_${name}`, ['Public']);
    const mine = await call(gamma, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Gamma own' });
    expect(mine.statusCode).toBe(201);
    const mineId = (mine.json() as { id: number }).id;

    const adminDraft = (
      await call(admin, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Admin draft' })
    ).json() as { id: number };
    const adminPub = (
      await call(admin, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Admin pub', published: true })
    ).json() as { id: number };

    // Not visible: 404, not 403, so existence does not leak.
    expect((await call(gamma, 'GET', `/api/v1/dashboard/${adminDraft.id}`)).statusCode).toBe(404);
    expect((await call(gamma, 'GET', `/api/v1/dashboard/${adminPub.id}`)).statusCode).toBe(200);
    // Visible but not owned: 403 on writes, nothing changed.
    const put = await call(gamma, 'PUT', `/api/v1/dashboard/${adminPub.id}`, { dashboard_title: 'hijack' });
    expect(put.statusCode).toBe(403);
    expect((await call(gamma, 'DELETE', `/api/v1/dashboard/${adminPub.id}`)).statusCode).toBe(403);
    const bulk = await call(
      gamma,
      'DELETE',
      `/api/v1/dashboard/?q=${encodeURIComponent(`!(${mineId},${adminPub.id})`)}`,
    );
    expect(bulk.statusCode).toBe(403);
    expect((await call(gamma, 'GET', `/api/v1/dashboard/${mineId}`)).statusCode).toBe(200);
    const titles = (await list(gamma, { page_size: 100 })).body.result.map((r) => r.dashboard_title);
    expect(titles).toContain('Gamma own');
    expect(titles).toContain('Admin pub');
    expect(titles).not.toContain('Admin draft');

    // A role without can_write on Dashboard cannot create, and without can_read cannot list.
    expect((await call(viewer, 'POST', '/api/v1/dashboard/', { dashboard_title: 'x' })).statusCode).toBe(403);
    expect((await call(viewer, 'GET', '/api/v1/dashboard/')).statusCode).toBe(403);
    const info = (await call(gamma, 'GET', '/api/v1/dashboard/_info?q=(keys:!(permissions))')).json() as {
      permissions: string[];
    };
    expect(info.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));

    const bulkOwn = await call(gamma, 'DELETE', `/api/v1/dashboard/?q=${encodeURIComponent(`!(${mineId})`)}`);
    expect(bulkOwn.json()).toEqual({ message: 'Deleted 1 dashboard' });
  });

  it.runIf(available)('stars and unstars, reports favorite status and filters by it', async () => {
    const { id } = (
      await call(admin, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Starred one' })
    ).json() as { id: number };
    const status = async () =>
      (
        (await call(admin, 'GET', `/api/v1/dashboard/favorite_status/?q=!(${id})`)).json() as {
          result: Json[];
        }
      ).result;
    expect(await status()).toEqual([{ id, value: false }]);
    expect((await call(admin, 'POST', `/api/v1/dashboard/${id}/favorites/`)).json()).toEqual({
      result: 'OK',
    });
    expect(await status()).toEqual([{ id, value: true }]);
    const favs = await list(admin, { filters: [{ col: 'id', opr: 'dashboard_is_favorite', value: true }] });
    expect(favs.body.result.map((r) => r.id)).toEqual([id]);
    await call(admin, 'DELETE', `/api/v1/dashboard/${id}/favorites/`);
    expect(await status()).toEqual([{ id, value: false }]);
    expect((await call(admin, 'POST', '/api/v1/dashboard/424242/favorites/')).statusCode).toBe(404);
  });

  it.runIf(available)('offers related owners and distinct values', async () => {
    const related = (
      await call(admin, 'GET', `/api/v1/dashboard/related/owners?q=${encodeURIComponent("(filter:'adm')")}`)
    ).json() as {
      result: Json[];
    };
    expect(related.result).toEqual([
      { value: expect.any(Number), text: 'Admin User', extra: expect.objectContaining({ active: true }) },
    ]);
    await call(admin, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Distinct D', slug: 'distinct-d' });
    const distinct = (
      await call(
        admin,
        'GET',
        `/api/v1/dashboard/distinct/slug?q=${encodeURIComponent("(filter:'distinct')")}`,
      )
    ).json() as {
      result: Json[];
    };
    expect(distinct.result).toEqual([{ text: 'distinct-d', value: 'distinct-d' }]);
    expect((await call(admin, 'GET', '/api/v1/dashboard/related/password')).statusCode).toBe(400);
  });

  it.runIf(available)('lists the charts and datasets of a dashboard', async () => {
    const { id } = (
      await call(admin, 'POST', '/api/v1/dashboard/', { dashboard_title: 'With charts' })
    ).json() as { id: number };
    expect((await call(admin, 'GET', `/api/v1/dashboard/${id}/charts`)).json()).toEqual({ result: [] });
    expect((await call(admin, 'GET', `/api/v1/dashboard/${id}/datasets`)).json()).toEqual({ result: [] });
  });
});
