import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartServer, Json, Session } from '../../test-support/chart.js';
import { rison, startChartServer } from '../../test-support/chart.js';

let t: ChartServer;
let gamma: Session & { id: number };
let videoId: number;

beforeAll(async () => {
  t = await startChartServer();
  videoId = t.datasets.video_game_sales!;
  gamma = await t.salesReader('gamma_sales');
}, 120_000);
afterAll(() => t?.server.close());

describe('chart list', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {
      pie: await t.createChart(t.admin, {
        slice_name: 'Lst deal sizes',
        viz_type: 'pie',
        description: 'share of deals',
      }),
      bar: await t.createChart(t.admin, {
        slice_name: 'Lst platforms',
        viz_type: 'echarts_timeseries_bar',
        datasource_id: videoId,
        certified_by: 'QA',
      }),
      mine: await t.createChart(gamma, { slice_name: 'Lst gamma table' }),
    };
  });

  const names = (body: Json) => body.result.map((r: Json) => r.slice_name);
  const lst = { col: 'slice_name', opr: 'ct', value: 'Lst ' };

  it('filters by name, type, dataset, owner, creator and certification, and sorts', async () => {
    const byName = await t.listCharts(t.admin, {
      filters: [lst],
      order_column: 'slice_name',
      order_direction: 'asc',
    });
    expect(byName.body.count).toBe(3);
    expect(names(byName.body)).toEqual(['Lst deal sizes', 'Lst gamma table', 'Lst platforms']);

    const pie = await t.listCharts(t.admin, { filters: [lst, { col: 'viz_type', opr: 'eq', value: 'pie' }] });
    expect(names(pie.body)).toEqual(['Lst deal sizes']);

    const video = await t.listCharts(t.admin, {
      filters: [lst, { col: 'datasource_id', opr: 'eq', value: videoId }],
    });
    expect(names(video.body)).toEqual(['Lst platforms']);

    const owned = await t.listCharts(t.admin, {
      filters: [lst, { col: 'owners', opr: 'rel_m_m', value: gamma.id }],
    });
    expect(names(owned.body)).toEqual(['Lst gamma table']);
    const created = await t.listCharts(t.admin, {
      filters: [lst, { col: 'created_by', opr: 'rel_o_m', value: gamma.id }],
    });
    expect(names(created.body)).toEqual(['Lst gamma table']);

    const certified = await t.listCharts(t.admin, {
      filters: [lst, { col: 'id', opr: 'chart_is_certified', value: true }],
    });
    expect(names(certified.body)).toEqual(['Lst platforms']);

    const byType = await t.listCharts(t.admin, {
      filters: [lst],
      order_column: 'viz_type',
      order_direction: 'desc',
    });
    expect(names(byType.body)[0]).toBe('Lst gamma table');
    const recent = await t.listCharts(t.admin, {
      filters: [lst],
      order_column: 'changed_on_delta_humanized',
    });
    expect(recent.body.count).toBe(3);
  });

  it('searches all text: name, description, type and dataset name', async () => {
    const search = async (value: string) =>
      names(
        (await t.listCharts(t.admin, { filters: [lst, { col: 'slice_name', opr: 'chart_all_text', value }] }))
          .body,
      ).sort();
    expect(await search('DEAL')).toEqual(['Lst deal sizes']);
    expect(await search('share of')).toEqual(['Lst deal sizes']);
    expect(await search('timeseries_bar')).toEqual(['Lst platforms']);
    expect(await search('video_game')).toEqual(['Lst platforms']);
    expect(await search('100%')).toEqual([]);
  });

  it('filters by dashboard and favorites, with the list item shape', async () => {
    const dash = await t.call(t.admin, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Lst board' });
    await t.call(t.admin, 'PUT', `/api/v1/chart/${ids.pie}`, { dashboards: [dash.body.id] });
    const onDash = await t.listCharts(t.admin, {
      filters: [{ col: 'dashboards', opr: 'rel_m_m', value: dash.body.id }],
    });
    expect(names(onDash.body)).toEqual(['Lst deal sizes']);
    const item = onDash.body.result[0];
    expect(item).toMatchObject({
      id: ids.pie,
      viz_type: 'pie',
      datasource_name_text: 'main.cleaned_sales_data',
      datasource_id: t.salesId,
      datasource_type: 'table',
      dashboards: [{ id: dash.body.id, dashboard_title: 'Lst board' }],
      changed_by: { first_name: 'Admin' },
      changed_by_name: expect.stringContaining('Admin'),
      changed_on_delta_humanized: expect.any(String),
      description: 'share of deals',
      slice_url: `/explore/?slice_id=${ids.pie}`,
    });

    expect((await t.call(t.admin, 'POST', `/api/v1/chart/${ids.bar}/favorites/`)).status).toBe(200);
    const fav = await t.listCharts(t.admin, {
      filters: [lst, { col: 'id', opr: 'chart_is_favorite', value: true }],
    });
    expect(names(fav.body)).toEqual(['Lst platforms']);
    const status = await t.call(
      t.admin,
      'GET',
      `/api/v1/chart/favorite_status/?${rison([ids.bar, ids.pie])}`,
    );
    expect(status.body.result).toEqual([
      { id: ids.bar, value: true },
      { id: ids.pie, value: false },
    ]);
    await t.call(t.admin, 'DELETE', `/api/v1/chart/${ids.bar}/favorites/`);
    const none = await t.listCharts(t.admin, {
      filters: [lst, { col: 'id', opr: 'chart_is_favorite', value: true }],
    });
    expect(none.body.count).toBe(0);
    // Charts a user cannot see cannot be starred.
    expect((await t.call(gamma, 'POST', `/api/v1/chart/${ids.bar}/favorites/`)).status).toBe(404);
  });

  it('answers related, distinct and _info', async () => {
    const owners = await t.call(
      t.admin,
      'GET',
      `/api/v1/chart/related/owners?${rison({ filter: 'gamma_sales' })}`,
    );
    expect(owners.body.result).toEqual([
      {
        value: gamma.id,
        text: 'gamma_sales Tester',
        extra: { username: 'gamma_sales', email: 'gamma_sales@example.com', active: true },
      },
    ]);
    const creators = await t.call(t.admin, 'GET', '/api/v1/chart/related/created_by');
    expect(creators.body.count).toBeGreaterThan(1);
    const dashboards = await t.call(
      t.admin,
      'GET',
      `/api/v1/chart/related/dashboards?${rison({ filter: 'lst' })}`,
    );
    expect(dashboards.body.result).toEqual([{ value: expect.any(Number), text: 'Lst board' }]);

    const distinct = await t.call(
      t.admin,
      'GET',
      `/api/v1/chart/distinct/viz_type?${rison({ filter: 'e' })}`,
    );
    expect(distinct.body.result.map((r: Json) => r.value)).toEqual(
      expect.arrayContaining(['echarts_timeseries_bar', 'pie', 'table']),
    );
    // Gamma only sees values of the charts it may see.
    const gammaDistinct = await t.call(gamma, 'GET', '/api/v1/chart/distinct/viz_type');
    expect(gammaDistinct.body.result.map((r: Json) => r.value)).not.toContain('echarts_timeseries_bar');

    const info = await t.call(gamma, 'GET', '/api/v1/chart/_info');
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
  });
});
