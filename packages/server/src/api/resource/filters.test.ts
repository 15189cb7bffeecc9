import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartServer, Json } from '../../test-support/chart.js';
import { startChartServer } from '../../test-support/chart.js';

let t: ChartServer;
beforeAll(async () => {
  t = await startChartServer();
}, 120_000);
afterAll(() => t?.server.close());

describe('rel_o_m list filters', () => {
  it('match the related id; an id of no row matches rows without one (the home page’s Examples tab)', async () => {
    const mine = await t.createChart(t.admin, { slice_name: 'Flt mine' });
    const orphan = await t.createChart(t.admin, { slice_name: 'Flt nobody' });
    // A chart nobody created (as Superset's examples are).
    await t.server.ctx.db
      .updateTable('slices')
      .set({ created_by_fk: null })
      .where('id', '=', orphan)
      .execute();
    const names = async (value: unknown) => {
      const r = await t.listCharts(t.admin, {
        filters: [
          { col: 'slice_name', opr: 'ct', value: 'Flt ' },
          { col: 'created_by', opr: 'rel_o_m', value },
        ],
      });
      expect(r.status).toBe(200);
      return (r.body.result as Json[]).map((c) => c.slice_name as string).sort();
    };
    const admin = await t.listCharts(t.admin, { filters: [{ col: 'id', opr: 'eq', value: mine }] });
    const adminId = (admin.body.result as Json[])[0]!.created_by.id as number;
    expect(await names(adminId)).toEqual(['Flt mine']);
    expect(await names(`${adminId}`)).toEqual(['Flt mine']);
    expect(await names(0)).toEqual(['Flt nobody']);
    expect(await names(987_654)).toEqual(['Flt nobody']);
  });
});
