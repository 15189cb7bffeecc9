import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Session, startChartServer, type ChartServer } from '../../test-support/chart.js';
import { keyToUuid } from '../../meta/repositories/key-value.js';

let t: ChartServer;
let chartId: number;
let owner: Session & { id: number };
let reader: Session & { id: number };
let noData: Session & { id: number };

beforeAll(async () => {
  t = await startChartServer();
  owner = await t.salesReader('fd_owner');
  reader = await t.salesReader('fd_reader');
  noData = await t.outsider('fd_outsider');
  chartId = await t.createChart(t.admin);
}, 120_000);
afterAll(() => t?.server.close());

const body = (formData: object, extra: object = {}) => ({
  datasource_id: t.salesId,
  datasource_type: 'table',
  form_data: JSON.stringify(formData),
  ...extra,
});

describe('explore form_data', () => {
  it('round-trips form_data through a random, URL-safe key', async () => {
    const fd = { datasource: `${t.salesId}__table`, viz_type: 'table', groupby: ['country'] };
    const posted = await t.call(
      owner,
      'POST',
      '/api/v1/explore/form_data?tab_id=1',
      body(fd, { chart_id: chartId }),
    );
    expect(posted.status).toBe(201);
    const key = posted.body.key as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(keyToUuid(key)).not.toBeNull();
    const again = await t.call(owner, 'POST', '/api/v1/explore/form_data', body(fd));
    expect(again.body.key).not.toBe(key);

    const got = await t.call(owner, 'GET', `/api/v1/explore/form_data/${key}`);
    expect(got.status).toBe(200);
    expect(JSON.parse(got.body.form_data)).toEqual(fd);
    // Shared keys are readable by anyone who may read the dataset and chart.
    expect((await t.call(reader, 'GET', `/api/v1/explore/form_data/${key}`)).status).toBe(200);
    expect((await t.call(noData, 'GET', `/api/v1/explore/form_data/${key}`)).status).toBe(403);

    const changed = { ...fd, groupby: ['city'] };
    const put = await t.call(owner, 'PUT', `/api/v1/explore/form_data/${key}`, body(changed));
    expect(put.body).toEqual({ key });
    expect(
      JSON.parse((await t.call(reader, 'GET', `/api/v1/explore/form_data/${key}`)).body.form_data),
    ).toEqual(changed);

    // Only the creator changes or deletes it.
    const otherPut = await t.call(reader, 'PUT', `/api/v1/explore/form_data/${key}`, body(fd));
    expect(otherPut.status).toBe(403);
    expect(otherPut.body).toEqual({ message: "You don't have permission to modify the value." });
    expect((await t.call(reader, 'DELETE', `/api/v1/explore/form_data/${key}`)).status).toBe(403);
    const del = await t.call(owner, 'DELETE', `/api/v1/explore/form_data/${key}`);
    expect(del.body).toEqual({ message: 'Deleted successfully' });
    expect((await t.call(owner, 'GET', `/api/v1/explore/form_data/${key}`)).status).toBe(404);
    expect((await t.call(owner, 'DELETE', `/api/v1/explore/form_data/${key}`)).status).toBe(404);
  });

  it('checks the datasource and chart, and validates the body', async () => {
    const fd = { viz_type: 'table' };
    expect((await t.call(noData, 'POST', '/api/v1/explore/form_data', body(fd))).status).toBe(403);
    const missing = await t.call(
      owner,
      'POST',
      '/api/v1/explore/form_data',
      body(fd, { datasource_id: 999_999 }),
    );
    expect(missing.status).toBe(404);
    const noChart = await t.call(owner, 'POST', '/api/v1/explore/form_data', body(fd, { chart_id: 999_999 }));
    expect(noChart.status).toBe(404);

    const bad = await t.call(owner, 'POST', '/api/v1/explore/form_data', {
      datasource_id: t.salesId,
      datasource_type: 'table',
      form_data: '[1, 2',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: { form_data: ['Not a valid JSON object'] } });
    const noDs = await t.call(owner, 'POST', '/api/v1/explore/form_data', { form_data: '{}' });
    expect(Object.keys(noDs.body.message).sort()).toEqual(['datasource_id', 'datasource_type']);
    expect((await t.call(owner, 'GET', '/api/v1/explore/form_data/not-a-key')).status).toBe(404);
  });

  it('forgets expired entries and renews the lifetime of used ones', async () => {
    const key = (await t.call(owner, 'POST', '/api/v1/explore/form_data', body({ a: 1 }))).body.key as string;
    const uuid = keyToUuid(key)!;
    const expiresOn = async () =>
      (
        await t.server.ctx.db
          .selectFrom('key_value')
          .select('expires_on')
          .where('uuid', '=', uuid)
          .executeTakeFirst()
      )?.expires_on;
    const expireAt = (expires_on: string) =>
      t.server.ctx.db.updateTable('key_value').set({ expires_on }).where('uuid', '=', uuid).execute();
    const first = Date.parse((await expiresOn())!);
    expect(first).toBeGreaterThan(Date.now() + 89 * 86_400_000);

    const soon = new Date(Date.now() + 60_000).toISOString();
    await expireAt(soon);
    expect((await t.call(owner, 'GET', `/api/v1/explore/form_data/${key}`)).status).toBe(200);
    expect(Date.parse((await expiresOn())!)).toBeGreaterThan(Date.now() + 89 * 86_400_000);

    const past = new Date(Date.now() - 1000).toISOString();
    await expireAt(past);
    expect((await t.call(owner, 'GET', `/api/v1/explore/form_data/${key}`)).status).toBe(404);
    // The next write sweeps expired entries away.
    await t.call(owner, 'POST', '/api/v1/explore/form_data', body({ b: 2 }));
    expect(await expiresOn()).toBeUndefined();
  });
});
