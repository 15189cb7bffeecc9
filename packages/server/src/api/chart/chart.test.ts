import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartServer, Json, Session } from '../../test-support/chart.js';
import { rison, salesChartBody, startChartServer } from '../../test-support/chart.js';

let t: ChartServer;
let gamma: Session & { id: number };
let other: Session & { id: number };
let noData: Session & { id: number };
let videoId: number;

beforeAll(async () => {
  t = await startChartServer();
  videoId = t.datasets.video_game_sales!;
  gamma = await t.salesReader('gamma_sales');
  other = await t.salesReader('gamma_other');
  noData = await t.outsider('gamma_nodata');
}, 120_000);
afterAll(() => t?.server.close());

describe('chart CRUD', () => {
  it('creates, reads, updates and deletes a chart', async () => {
    const created = await t.postChart(t.admin);
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body.result).toMatchObject({ slice_name: 'Orders by product line', viz_type: 'table' });

    const got = await t.call(t.admin, 'GET', `/api/v1/chart/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(id);
    const r = got.body.result;
    expect(r).toMatchObject({
      id,
      slice_name: 'Orders by product line',
      viz_type: 'table',
      datasource_id: t.salesId,
      datasource_type: 'table',
      datasource_name_text: 'main.cleaned_sales_data',
      datasource_url: `/explore/?datasource_type=table&datasource_id=${t.salesId}`,
      url: `/explore/?slice_id=${id}`,
      dashboards: [],
      is_managed_externally: false,
      certified_by: null,
    });
    expect(r.owners).toEqual([
      { id: expect.any(Number), first_name: 'Admin', last_name: expect.any(String) },
    ]);
    expect(JSON.parse(r.params)).toMatchObject({ groupby: ['product_line'] });
    expect(JSON.parse(r.query_context)).toMatchObject({ datasource: { id: t.salesId } });
    expect(r.form_data).toMatchObject({ slice_id: id, viz_type: 'table', datasource: `${t.salesId}__table` });
    expect(r.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const byUuid = await t.call(t.admin, 'GET', `/api/v1/chart/${r.uuid}`);
    expect(byUuid.body.id).toBe(id);

    const updated = await t.call(t.admin, 'PUT', `/api/v1/chart/${id}`, {
      slice_name: 'Renamed',
      description: 'Counts per line',
      certified_by: 'Data team',
      certification_details: 'Reviewed',
      cache_timeout: 600,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, result: { slice_name: 'Renamed' } });
    const after = (await t.call(t.admin, 'GET', `/api/v1/chart/${id}`)).body.result;
    expect(after).toMatchObject({
      slice_name: 'Renamed',
      description: 'Counts per line',
      certified_by: 'Data team',
      certification_details: 'Reviewed',
      cache_timeout: 600,
    });
    expect(after.form_data.cache_timeout).toBe(600);

    expect((await t.call(t.admin, 'DELETE', `/api/v1/chart/${id}`)).body).toEqual({ message: 'OK' });
    expect((await t.call(t.admin, 'GET', `/api/v1/chart/${id}`)).status).toBe(404);
  });

  it('projects the item to the requested columns (dashboards.id)', async () => {
    const dash = await t.call(t.admin, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Projection' });
    const id = await t.createChart(t.admin, { dashboards: [dash.body.id] });
    const cols = await t.call(t.admin, 'GET', `/api/v1/chart/${id}?${rison({ columns: ['dashboards.id'] })}`);
    expect(cols.body.result).toEqual({ dashboards: [{ id: dash.body.id }] });
    const sel = await t.call(
      t.admin,
      'GET',
      `/api/v1/chart/${id}?${rison({ select_columns: ['slice_name', 'owners.first_name'] })}`,
    );
    expect(sel.body.result).toEqual({
      slice_name: 'Orders by product line',
      owners: [{ first_name: 'Admin' }],
    });
  });

  it('rejects bad input with 400 naming the field', async () => {
    const empty = await t.call(t.admin, 'POST', '/api/v1/chart/', {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.message).sort()).toEqual([
      'datasource_id',
      'datasource_type',
      'slice_name',
    ]);

    const badJson = await t.postChart(t.admin, { params: '{nope' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ message: { params: ['JSON not valid'] } });

    const unknown = await t.postChart(t.admin, { colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.message)).toContain('colour');

    const noDs = await t.call(t.admin, 'POST', '/api/v1/chart/', salesChartBody(999_999));
    expect(noDs.status).toBe(400);
    expect(noDs.body).toEqual({ message: { datasource_id: ['Datasource does not exist'] } });

    const queryDs = await t.postChart(t.admin, { datasource_type: 'query' });
    expect(queryDs.body).toEqual({ message: { datasource_type: ['Only table datasources are supported'] } });

    const owners = await t.postChart(t.admin, { owners: [987_654] });
    expect(owners.body).toEqual({ message: { owners: ['Owners are invalid'] } });

    const id = await t.createChart(t.admin);
    const badPut = await t.call(t.admin, 'PUT', `/api/v1/chart/${id}`, { cache_timeout: 'soon' });
    expect(badPut.status).toBe(400);
    expect(Object.keys(badPut.body.message)).toEqual(['cache_timeout']);
    expect((await t.call(t.admin, 'PUT', '/api/v1/chart/abc', {})).status).toBe(404);
  });
});

describe('ownership and visibility', () => {
  it('lets only owners and admins change or delete a chart', async () => {
    const id = await t.createChart(gamma);
    const got = await t.call(gamma, 'GET', `/api/v1/chart/${id}`);
    expect(got.body.result.owners.map((o: Json) => o.id)).toEqual([gamma.id]);

    const put = await t.call(other, 'PUT', `/api/v1/chart/${id}`, { slice_name: 'Hijacked' });
    expect(put.status).toBe(403);
    expect(put.body).toEqual({ message: 'Changing this chart is forbidden' });
    expect((await t.call(other, 'DELETE', `/api/v1/chart/${id}`)).status).toBe(403);

    // All or nothing: one chart the caller may not delete stops the whole bulk delete.
    const mine = await t.createChart(other);
    const bulk = await t.call(other, 'DELETE', `/api/v1/chart/?${rison([mine, id])}`);
    expect(bulk.status).toBe(403);
    expect((await t.call(other, 'GET', `/api/v1/chart/${mine}`)).status).toBe(200);

    // Owners can share: adding an owner lets them edit.
    const shared = await t.call(gamma, 'PUT', `/api/v1/chart/${id}`, { owners: [gamma.id, other.id] });
    expect(shared.status).toBe(200);
    expect((await t.call(other, 'PUT', `/api/v1/chart/${id}`, { slice_name: 'Now mine too' })).status).toBe(
      200,
    );

    const ok = await t.call(other, 'DELETE', `/api/v1/chart/?${rison([mine, id])}`);
    expect(ok.body).toEqual({ message: 'Deleted 2 charts' });
    expect((await t.call(t.admin, 'GET', `/api/v1/chart/${id}`)).status).toBe(404);
  });

  it('lets anyone who sees a chart store a generated query context, as Superset does', async () => {
    const id = await t.createChart(gamma);
    const res = await t.call(other, 'PUT', `/api/v1/chart/${id}`, {
      query_context: '{"queries":[]}',
      query_context_generation: true,
    });
    expect(res.status).toBe(200);
    const got = await t.call(gamma, 'GET', `/api/v1/chart/${id}`);
    expect(got.body.result.query_context).toBe('{"queries":[]}');
  });

  it('shows Gamma users the charts whose dataset they may read, or that they own', async () => {
    const sales = await t.createChart(t.admin, { slice_name: 'Visibility sales' });
    const video = await t.createChart(t.admin, {
      slice_name: 'Visibility video',
      datasource_id: videoId,
      owners: [noData.id],
    });
    const seen = async (s: Session) =>
      (
        await t.listCharts(s, { filters: [{ col: 'slice_name', opr: 'ct', value: 'Visibility' }] })
      ).body.result
        .map((r: Json) => r.slice_name)
        .sort();
    expect(await seen(t.admin)).toEqual(['Visibility sales', 'Visibility video']);
    expect(await seen(gamma)).toEqual(['Visibility sales']);
    expect(await seen(noData)).toEqual(['Visibility video']);
    expect((await t.call(gamma, 'GET', `/api/v1/chart/${video}`)).status).toBe(404);
    expect((await t.call(noData, 'GET', `/api/v1/chart/${sales}`)).status).toBe(404);
    expect((await t.call(noData, 'GET', `/api/v1/chart/${video}`)).status).toBe(200);
  });

  it('refuses a datasource the user may not read', async () => {
    const res = await t.postChart(noData);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('cleaned_sales_data');
  });
});
