import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonOrText,
  startExamplesServer,
  userSession,
  type Session,
  type TestServer,
} from '../../test-support/app.js';

let server: TestServer;
let admin: Session;
let salesId: number;

beforeAll(async () => {
  ({ server, admin, salesId } = await startExamplesServer(200));
}, 120_000);
afterAll(() => server?.close());

const fetchMetadata = async (key: string, session: Session = admin) => {
  const res = await server.app.inject({
    url: `/superset/fetch_datasource_metadata?datasourceKey=${encodeURIComponent(key)}`,
    headers: session.headers,
  });
  return { status: res.statusCode, body: jsonOrText(res) };
};

describe('GET /superset/fetch_datasource_metadata', () => {
  it('answers the dataset as explore reads it, unwrapped, as GET /api/v1/explore/ gives it', async () => {
    const { status, body } = await fetchMetadata(`${salesId}__table`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: salesId, type: 'table', table_name: 'cleaned_sales_data' });
    expect(body.columns.map((c: { column_name: string }) => c.column_name)).toContain('deal_size');
    expect(body.database.parameters).toEqual({});
    const explore = await server.app.inject({
      url: `/api/v1/explore/?datasource_id=${salesId}&datasource_type=table`,
      headers: admin.headers,
    });
    expect(body).toEqual((explore.json() as { result: { dataset: unknown } }).result.dataset);
  });

  it('answers 400 for a malformed key, 404 for missing or unreadable datasets and other types', async () => {
    expect((await fetchMetadata('table')).status).toBe(400);
    expect((await fetchMetadata('1__')).status).toBe(400);
    expect(await fetchMetadata('999999__table')).toEqual({
      status: 404,
      body: { message: 'The data source seems to have been deleted' },
    });
    expect((await fetchMetadata(`${salesId}__query`)).status).toBe(404);
    const gamma = await userSession(server, 'meta_gamma', ['Gamma']);
    expect((await fetchMetadata(`${salesId}__table`, gamma)).status).toBe(404);
    const lab = await userSession(server, 'meta_lab', ['sql_lab']);
    expect((await fetchMetadata(`${salesId}__table`, lab)).status).toBe(403);
  });
});
