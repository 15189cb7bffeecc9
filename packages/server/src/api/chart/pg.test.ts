/** The chart and explore SQL on a PostgreSQL metadata store: the main paths once more. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase } from '../../test-support/app.js';
import { HAS_PG } from '../../test-support/services.js';
import type { ChartServer, Json, Session } from '../../test-support/chart.js';
import { rison, salesChartBody, startChartServer } from '../../test-support/chart.js';

describe.skipIf(!HAS_PG)('chart and explore on a PostgreSQL metadata store', () => {
  let t: ChartServer;
  let drop: () => Promise<void>;
  let gamma: Session & { id: number };
  let noData: Session & { id: number };

  beforeAll(async () => {
    const pg = await createPgDatabase();
    drop = pg.drop;
    t = await startChartServer({ metaDatabaseUrl: pg.url });
    gamma = await t.salesReader('pg_gamma');
    noData = await t.outsider('pg_nodata');
  }, 120_000);
  afterAll(async () => {
    await t?.server.close();
    await drop?.();
  });

  it('saves to a dashboard, lists with search and visibility, favorites, deletes', async () => {
    const dash = (await t.call(gamma, 'POST', '/api/v1/dashboard/', { dashboard_title: 'PG board' })).body.id;
    const created = await t.postChart(gamma, { dashboards: [dash] });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const video = await t.call(t.admin, 'POST', '/api/v1/chart/', {
      ...salesChartBody(t.datasets.video_game_sales!),
      slice_name: 'PG video',
    });
    expect(video.status).toBe(201);

    const search = await t.call(
      gamma,
      'GET',
      `/api/v1/chart/?${rison({ filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'sales_data' }] })}`,
    );
    expect(search.body.result.map((r: Json) => r.id)).toEqual([id]);
    expect(search.body.result[0].dashboards).toEqual([{ id: dash, dashboard_title: 'PG board' }]);
    const all = await t.call(gamma, 'GET', '/api/v1/chart/');
    expect(all.body.result.map((r: Json) => r.slice_name)).not.toContain('PG video');
    expect((await t.call(noData, 'GET', '/api/v1/chart/')).body.count).toBe(0);

    await t.call(gamma, 'POST', `/api/v1/chart/${id}/favorites/`);
    const fav = await t.call(
      gamma,
      'GET',
      `/api/v1/chart/?${rison({ filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }] })}`,
    );
    expect(fav.body.count).toBe(1);
    expect((await t.call(gamma, 'DELETE', `/api/v1/chart/${id}`)).status).toBe(200);
    expect((await t.call(gamma, 'GET', `/api/v1/dashboard/${dash}/charts`)).body.result).toEqual([]);
  });

  it('explores a dataset, keeps form_data and permalinks', async () => {
    const r = (
      await t.call(gamma, 'GET', `/api/v1/explore/?datasource_id=${t.salesId}&datasource_type=table`)
    ).body.result;
    expect(r.dataset.uid).toBe(`${t.salesId}__table`);
    const key = (
      await t.call(gamma, 'POST', '/api/v1/explore/form_data', {
        datasource_id: t.salesId,
        datasource_type: 'table',
        form_data: '{"viz_type":"pie"}',
      })
    ).body.key;
    expect((await t.call(gamma, 'GET', `/api/v1/explore/form_data/${key}`)).body).toEqual({
      form_data: '{"viz_type":"pie"}',
    });
    const link = await t.call(gamma, 'POST', '/api/v1/explore/permalink', {
      formData: { datasource: `${t.salesId}__table` },
    });
    expect((await t.call(gamma, 'GET', `/api/v1/explore/permalink/${link.body.key}`)).status).toBe(200);
    const dash = (await t.call(gamma, 'POST', '/api/v1/dashboard/', { dashboard_title: 'PG share' })).body.id;
    const a = await t.call(gamma, 'POST', `/api/v1/dashboard/${dash}/permalink`, { activeTabs: [] });
    const b = await t.call(gamma, 'POST', `/api/v1/dashboard/${dash}/permalink`, { activeTabs: [] });
    expect(b.body.key).toBe(a.body.key);
  });
});
