import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonOrText,
  login,
  startTestServer,
  userSession,
  type Session,
  type TestServer,
} from '../../test-support/app.js';

let server: TestServer;
let admin: Session;
let dashboardId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await login(server);
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/v1/dashboard/',
    headers: admin.headers,
    payload: {
      dashboard_title: 'Customized',
      json_metadata: JSON.stringify({ native_filter_configuration: [], color_scheme: 'supersetColors' }),
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  dashboardId = (created.json() as { id: number }).id;
});
afterAll(() => server?.close());

const put = async (body: unknown, session: Session = admin, id: number | string = dashboardId) => {
  const res = await server.app.inject({
    method: 'PUT',
    url: `/api/v1/dashboard/${id}/chart_customizations`,
    headers: session.headers,
    payload: body as object,
  });
  return { status: res.statusCode, body: jsonOrText(res) };
};

const groupBy = (id: string, column: string) => ({
  id,
  type: 'CHART_CUSTOMIZATION',
  name: 'Group by',
  controlValues: { column },
  targets: [{ datasetId: 1 }],
});

const stored = async () => {
  const res = await server.app.inject({ url: `/api/v1/dashboard/${dashboardId}`, headers: admin.headers });
  return JSON.parse((res.json() as { result: { json_metadata: string } }).result.json_metadata) as Record<
    string,
    unknown
  >;
};

describe('PUT /api/v1/dashboard/{pk}/chart_customizations', () => {
  it('adds, replaces, reorders and deletes customizations in json_metadata, keeping the other keys', async () => {
    const a = groupBy('CHART_CUSTOMIZATION-a', 'country');
    const b = groupBy('CHART_CUSTOMIZATION-b', 'region');
    expect(await put({ modified: [a, b] })).toEqual({ status: 200, body: { result: [a, b] } });
    const a2 = { ...a, controlValues: { column: 'city' } };
    expect(
      (await put({ modified: [a2], reordered: ['CHART_CUSTOMIZATION-b', 'CHART_CUSTOMIZATION-a'] })).body,
    ).toEqual({
      result: [b, a2],
    });
    expect((await put({ deleted: ['CHART_CUSTOMIZATION-b'] })).body).toEqual({ result: [a2] });
    const metadata = await stored();
    expect(metadata.chart_customization_config).toEqual([a2]);
    expect(metadata.color_scheme).toBe('supersetColors');
    expect(metadata.native_filter_configuration).toEqual([]);
  });

  it('refuses malformed changes with 400 naming the field, and callers who may not edit', async () => {
    const bad = await put({ modified: [{ name: 'no id' }] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.message)).toMatch(/modified\.0\.id/);
    expect((await put({ unknown: [] })).status).toBe(400);
    expect((await put({ deleted: [] }, admin, 999_999)).status).toBe(404);
    const lab = await userSession(server, 'custom_lab', ['sql_lab']);
    expect((await put({ deleted: [] }, lab)).status).toBe(403);
    const gamma = await userSession(server, 'custom_gamma', ['Gamma']);
    expect([403, 404]).toContain((await put({ deleted: [] }, gamma)).status);
  });
});
