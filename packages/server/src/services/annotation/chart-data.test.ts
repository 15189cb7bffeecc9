import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExamplesServer, userSession, type Session, type TestServer } from '../../test-support/app.js';

type Json = Record<string, any>;
let server: TestServer;
let admin: Session;
let salesId: number;
let layerId: number;

const call = (s: Session, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: s.headers,
    ...(payload !== undefined && { payload: payload as Json }),
  });

beforeAll(async () => {
  ({ server, admin, salesId } = await startExamplesServer(1_000));
  layerId = (await call(admin, 'POST', '/api/v1/annotation_layer/', { name: 'Events' })).json().id as number;
  const add = (short_descr: string, start: string, end: string) =>
    call(admin, 'POST', `/api/v1/annotation_layer/${layerId}/annotation/`, {
      short_descr,
      start_dttm: start,
      end_dttm: end,
      json_metadata: '{}',
    });
  await add('Inside', '2003-06-01T00:00:00', '2003-06-01T00:00:00');
  await add('Overlapping', '2002-12-01T00:00:00', '2003-02-01T00:00:00');
  await add('Outside', '2010-01-01T00:00:00', '2010-01-02T00:00:00');
}, 180_000);
afterAll(() => server?.close());

const context = (layers: Json[]) => ({
  datasource: { id: salesId, type: 'table' },
  queries: [
    {
      columns: [
        { label: 'order_date', sqlExpression: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1M' },
      ],
      metrics: ['count'],
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2003-01-01 : 2004-01-01' }],
      annotation_layers: layers,
      row_limit: 100,
    },
  ],
  result_format: 'json',
  result_type: 'full',
});
const native = {
  name: 'Company events',
  sourceType: 'NATIVE',
  annotationType: 'EVENT',
  value: 0,
  show: true,
};

describe('chart data with a native annotation layer', () => {
  it("answers the layer's annotations within the time range, keyed by layer name", async () => {
    const res = await call(admin, 'POST', '/api/v1/chart/data', context([{ ...native, value: layerId }]));
    expect(res.statusCode).toBe(200);
    const [q] = res.json().result as Json[];
    expect(q!.rowcount).toBeGreaterThan(0);
    const data = q!.annotation_data['Company events'];
    expect(data.columns).toEqual(['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata']);
    expect(data.records.map((r: Json) => r.short_descr)).toEqual(['Overlapping', 'Inside']);
    expect(data.records[1].start_dttm).toBe(Date.parse('2003-06-01T00:00:00Z'));
    // A cached answer carries them too.
    const again = (
      await call(admin, 'POST', '/api/v1/chart/data', context([{ ...native, value: layerId }]))
    ).json();
    expect(again.result[0].is_cached).toBe(true);
    expect(again.result[0].annotation_data['Company events'].records).toHaveLength(2);
  });

  it('answers no annotation data to a user without access to annotations, nor for an unknown layer', async () => {
    // Alpha without its Annotation permissions (roles are read when the user signs in).
    await server.ctx.db
      .deleteFrom('ab_permission_view_role')
      .where('role_id', 'in', (eb) => eb.selectFrom('ab_role').select('id').where('name', '=', 'Alpha'))
      .where('permission_view_id', 'in', (eb) =>
        eb
          .selectFrom('ab_permission_view as pv')
          .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
          .select('pv.id')
          .where('v.name', '=', 'Annotation'),
      )
      .execute();
    const alpha = await userSession(server, 'ann_no_read', ['Alpha']);
    const res = await call(alpha, 'POST', '/api/v1/chart/data', context([{ ...native, value: layerId }]));
    expect(res.statusCode).toBe(200);
    expect(res.json().result[0].annotation_data).toEqual({});
    const unknown = await call(admin, 'POST', '/api/v1/chart/data', context([{ ...native, value: 999999 }]));
    expect(unknown.json().result[0].annotation_data).toEqual({});
  });
});
