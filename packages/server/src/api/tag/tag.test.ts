import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRison } from '@meridian/core';
import {
  startChartServer,
  userSession,
  type ChartServer,
  type Json,
  type Session,
} from '../../test-support/chart.js';
import { startTestServer } from '../../test-support/app.js';

let cs: ChartServer;
let alpha: Session & { id: number };
let gamma: Session & { id: number };

const rison = (v: unknown) => encodeURIComponent(encodeRison(v));
const call = (s: Session, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  cs.call(s, method, url, payload);
const names = (tags: Json[]) => tags.map((t) => t.name as string).sort();

async function dashboard(s: Session, extra: Json = {}) {
  const res = await call(s, 'POST', '/api/v1/dashboard/', { dashboard_title: 'T', ...extra });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
const dashboardTags = async (s: Session, id: number) =>
  (await call(s, 'GET', `/api/v1/dashboard/${id}`)).body.result.tags as Json[];

beforeAll(async () => {
  cs = await startChartServer();
  alpha = await userSession(cs.server, 'tag_alpha', ['Alpha']);
  gamma = await userSession(cs.server, 'tag_gamma', ['Gamma']);
});
afterAll(() => cs?.server.close());

describe('system tags', () => {
  it('keeps type:, owner: and favorited_by: tags as objects are created, changed, starred and deleted', async () => {
    const id = await dashboard(alpha);
    expect(names(await dashboardTags(alpha, id))).toEqual([`owner:${alpha.id}`, 'type:dashboard']);
    expect((await dashboardTags(alpha, id)).find((t) => t.name === 'type:dashboard')?.type).toBe(2);

    expect((await call(alpha, 'POST', `/api/v1/dashboard/${id}/favorites/`)).status).toBe(200);
    expect(names(await dashboardTags(alpha, id))).toContain(`favorited_by:${alpha.id}`);
    await call(alpha, 'DELETE', `/api/v1/dashboard/${id}/favorites/`);
    expect(names(await dashboardTags(alpha, id))).not.toContain(`favorited_by:${alpha.id}`);

    expect(
      (await call(cs.admin, 'PUT', `/api/v1/dashboard/${id}`, { owners: [alpha.id, gamma.id] })).status,
    ).toBe(200);
    expect(names(await dashboardTags(cs.admin, id))).toEqual([
      `owner:${alpha.id}`,
      `owner:${gamma.id}`,
      'type:dashboard',
    ]);

    const chart = await cs.createChart(alpha);
    const got = await call(alpha, 'GET', `/api/v1/chart/${chart}`);
    expect(names(got.body.result.tags as Json[])).toEqual([`owner:${alpha.id}`, 'type:chart']);

    const sq = await call(cs.admin, 'POST', '/api/v1/saved_query/', {
      db_id: cs.examplesDbId,
      label: 'q',
      sql: 'select 1',
    });
    const typeQuery = await call(
      cs.admin,
      'GET',
      `/api/v1/tag/?q=${rison({ filters: [{ col: 'name', opr: 'eq', value: 'type:query' }] })}`,
    );
    const objects = await call(
      cs.admin,
      'GET',
      `/api/v1/tag/get_objects/?tagIds=${typeQuery.body.result[0].id}`,
    );
    expect(objects.body.result.map((o: Json) => [o.type, o.id])).toEqual([['query', sq.body.id]]);

    await call(cs.admin, 'DELETE', `/api/v1/dashboard/${id}`);
    const left = await cs.server.ctx.db
      .selectFrom('tagged_object')
      .selectAll()
      .where('object_type', '=', 'dashboard')
      .where('object_id', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('tag CRUD', () => {
  it('creates with objects, lists custom tags, reads, renames, re-targets and deletes', async () => {
    const mine = await dashboard(alpha);
    const created = await call(alpha, 'POST', '/api/v1/tag/', {
      name: 'finance',
      description: 'Money',
      objects_to_tag: [['dashboard', mine]],
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(names(await dashboardTags(alpha, mine))).toContain('finance');

    const list = await call(
      gamma,
      'GET',
      `/api/v1/tag/?q=${rison({
        filters: [
          { col: 'name', opr: 'ct', value: 'fin' },
          { col: 'type', opr: 'custom_tag', value: true },
        ],
        order_column: 'name',
        order_direction: 'asc',
      })}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.result[0]).toMatchObject({
      id,
      name: 'finance',
      type: 1,
      description: 'Money',
      created_by: { id: alpha.id },
    });
    const system = await call(
      gamma,
      'GET',
      `/api/v1/tag/?q=${rison({ filters: [{ col: 'type', opr: 'custom_tag', value: false }] })}`,
    );
    expect(system.body.result.every((t: Json) => t.type !== 1)).toBe(true);

    expect((await call(gamma, 'GET', `/api/v1/tag/${id}`)).body.result).toMatchObject({
      name: 'finance',
      changed_on_delta_humanized: expect.any(String),
    });
    expect((await call(gamma, 'GET', '/api/v1/tag/99999')).status).toBe(404);

    const other = await dashboard(alpha);
    const put = await call(alpha, 'PUT', `/api/v1/tag/${id}`, {
      name: 'finances',
      objects_to_tag: [['dashboard', other]],
    });
    expect(put.status).toBe(200);
    expect(names(await dashboardTags(alpha, mine))).not.toContain('finances');
    expect(names(await dashboardTags(alpha, other))).toContain('finances');

    expect((await call(alpha, 'POST', '/api/v1/tag/', { name: 'a:b' })).body).toMatchObject({
      message: { name: [expect.any(String)] },
    });
    expect((await call(alpha, 'POST', '/api/v1/tag/', { name: '' })).status).toBe(400);
    expect(
      (await call(alpha, 'POST', '/api/v1/tag/', { name: 'x', objects_to_tag: [['planet', 1]] })).status,
    ).toBe(400);

    await call(alpha, 'POST', '/api/v1/tag/', { name: 'gone1' });
    await call(alpha, 'POST', '/api/v1/tag/', { name: 'gone2' });
    expect((await call(alpha, 'DELETE', `/api/v1/tag/?q=${rison(['gone1', 'nope'])}`)).status).toBe(404);
    const bulk = await call(alpha, 'DELETE', `/api/v1/tag/?q=${rison(['gone1', 'gone2'])}`);
    expect(bulk.body.message).toBe('Deleted 2 tags');
    expect((await call(alpha, 'DELETE', `/api/v1/tag/${id}`)).status).toBe(200);
    expect(names(await dashboardTags(alpha, other))).not.toContain('finances');
  });

  it('needs can_write on Tag to write and can_read to read', async () => {
    expect((await call(gamma, 'POST', '/api/v1/tag/', { name: 'nope' })).status).toBe(403);
    expect(
      (await call(gamma, 'POST', '/api/v1/tag/bulk_create', { tags: [{ name: 'n', objects_to_tag: [] }] }))
        .status,
    ).toBe(403);
    const nobody = await userSession(cs.server, 'tag_nobody', ['Public']);
    expect((await call(nobody, 'GET', '/api/v1/tag/')).status).toBe(403);
  });
});

describe('bulk_create', () => {
  it('tags what the caller may edit and skips (and counts) the rest', async () => {
    const own = await dashboard(alpha);
    const ownChart = await cs.createChart(alpha);
    const adminDash = await dashboard(cs.admin, { published: true });
    const res = await call(alpha, 'POST', '/api/v1/tag/bulk_create', {
      tags: [
        {
          name: 'quarterly',
          objects_to_tag: [
            ['dashboard', own],
            ['chart', ownChart],
            ['dashboard', adminDash],
          ],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.result.objects_tagged).toHaveLength(2);
    expect(res.body.result.objects_skipped).toEqual([['dashboard', adminDash]]);
    expect(names(await dashboardTags(cs.admin, adminDash))).not.toContain('quarterly');
    expect(names(await dashboardTags(alpha, own))).toContain('quarterly');
    expect((await call(alpha, 'POST', '/api/v1/tag/bulk_create', { tags: [] })).status).toBe(400);
  });
});

describe('object tagging and lists', () => {
  it('adds and removes tags on one object, with 403/404 for what the caller may not edit or see', async () => {
    const own = await dashboard(alpha);
    const res = await call(alpha, 'POST', `/api/v1/tag/3/${own}/`, { properties: { tags: ['ops', 'blue'] } });
    expect(res.status).toBe(201);
    expect(names(await dashboardTags(alpha, own))).toEqual(expect.arrayContaining(['blue', 'ops']));
    expect((await call(alpha, 'POST', `/api/v1/tag/dashboard/${own}/`, {})).body.message).toBe(
      "Missing required field 'tags' in 'properties'",
    );
    expect(
      (await call(alpha, 'POST', `/api/v1/tag/3/${own}/`, { properties: { tags: ['a:b'] } })).status,
    ).toBe(422);

    const published = await dashboard(cs.admin, { published: true });
    const draft = await dashboard(cs.admin);
    expect(
      (await call(alpha, 'POST', `/api/v1/tag/3/${published}/`, { properties: { tags: ['x'] } })).status,
    ).toBe(403);
    expect((await call(gamma, 'GET', `/api/v1/dashboard/${draft}`)).status).toBe(404);
    const gammaWriter = await userSession(cs.server, 'tag_alpha2', ['Alpha']);
    expect(
      (await call(gammaWriter, 'POST', `/api/v1/tag/3/${draft}/`, { properties: { tags: ['x'] } })).status,
    ).toBe(404);

    expect((await call(alpha, 'DELETE', `/api/v1/tag/3/${own}/ops/`)).status).toBe(200);
    expect(names(await dashboardTags(alpha, own))).not.toContain('ops');
    expect((await call(alpha, 'DELETE', `/api/v1/tag/3/${own}/ops/`)).status).toBe(404);
    expect((await call(alpha, 'DELETE', `/api/v1/tag/3/${own}/never/`)).status).toBe(404);
  });

  it('replaces custom tags from dashboard and chart saves and filters the lists by tag', async () => {
    const a = await call(alpha, 'POST', '/api/v1/tag/', { name: 'north' });
    const b = await call(alpha, 'POST', '/api/v1/tag/', { name: 'south' });
    const dash = await dashboard(alpha, { dashboard_title: 'Tagged board' });
    const chart = await cs.createChart(alpha);
    expect(
      (await call(alpha, 'PUT', `/api/v1/dashboard/${dash}`, { tags: [a.body.id, b.body.id] })).status,
    ).toBe(200);
    expect((await call(alpha, 'PUT', `/api/v1/dashboard/${dash}`, { tags: [b.body.id] })).status).toBe(200);
    expect(names(await dashboardTags(alpha, dash))).toEqual([`owner:${alpha.id}`, 'south', 'type:dashboard']);
    const typeTag = (await dashboardTags(alpha, dash)).find((t) => t.name === 'type:dashboard')!;
    const bad = await call(alpha, 'PUT', `/api/v1/dashboard/${dash}`, { tags: [typeTag.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toHaveProperty('tags');
    expect((await call(alpha, 'PUT', `/api/v1/chart/${chart}`, { tags: [a.body.id] })).status).toBe(200);

    const byId = await call(
      alpha,
      'GET',
      `/api/v1/dashboard/?q=${rison({ filters: [{ col: 'tags', opr: 'dashboard_tag_id', value: [b.body.id] }] })}`,
    );
    expect(byId.body.result.map((d: Json) => d.id)).toEqual([dash]);
    const byName = await call(
      alpha,
      'GET',
      `/api/v1/dashboard/?q=${rison({ filters: [{ col: 'tags', opr: 'dashboard_tags', value: 'sou' }] })}`,
    );
    expect(byName.body.result.map((d: Json) => d.id)).toEqual([dash]);
    const charts = await cs.listCharts(alpha, {
      filters: [{ col: 'tags', opr: 'chart_tag_id', value: a.body.id }],
    });
    expect(charts.body.result.map((c: Json) => c.id)).toEqual([chart]);
    expect(
      (await cs.listCharts(alpha, { filters: [{ col: 'tags', opr: 'chart_tag_id', value: 'x' }] })).status,
    ).toBe(400);

    const objects = await call(
      alpha,
      'GET',
      `/api/v1/tag/get_objects/?tagIds=${a.body.id},${b.body.id}&types=dashboard,chart`,
    );
    expect(objects.body.result.map((o: Json) => `${o.type}:${o.id}`).sort()).toEqual([
      `chart:${chart}`,
      `dashboard:${dash}`,
    ]);
    expect(objects.body.result[0]).toMatchObject({
      name: 'Tagged board',
      url: expect.any(String),
      owners: [{ id: alpha.id }],
      creator: 'tag_alpha Tester',
    });
    expect((await call(gamma, 'GET', `/api/v1/tag/get_objects/?tagIds=${b.body.id}`)).body.result).toEqual(
      [],
    );
    expect((await call(alpha, 'GET', '/api/v1/tag/get_objects/?types=planet')).status).toBe(400);
  });

  it('stars tags', async () => {
    const t = await call(alpha, 'POST', '/api/v1/tag/', { name: 'starred' });
    expect((await call(gamma, 'POST', `/api/v1/tag/${t.body.id}/favorites/`)).status).toBe(200);
    const status = await call(gamma, 'GET', `/api/v1/tag/favorite_status/?q=${rison([t.body.id, 999])}`);
    expect(status.body.result).toEqual([
      { id: t.body.id, value: true },
      { id: 999, value: false },
    ]);
    await call(gamma, 'DELETE', `/api/v1/tag/${t.body.id}/favorites/`);
    expect(
      (await call(gamma, 'GET', `/api/v1/tag/favorite_status/?q=${rison([t.body.id])}`)).body.result[0].value,
    ).toBe(false);
    expect((await call(gamma, 'POST', '/api/v1/tag/999/favorites/')).status).toBe(404);
  });
});

it('has no tag API with TAGGING_SYSTEM off', async () => {
  const off = await startTestServer({ env: { TAGGING_SYSTEM: 'false' } });
  try {
    const { login } = await import('../../test-support/app.js');
    const admin = await login(off);
    const res = await off.app.inject({ url: '/api/v1/tag/', headers: admin.headers });
    expect(res.statusCode).toBe(404);
  } finally {
    await off.close();
  }
});
