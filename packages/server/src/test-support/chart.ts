/**
 * Test helpers of the chart and explore APIs: a test server with the examples registered (a small
 * flights table), sessions with data access, and a saved sales chart.
 */
import { encodeRison } from '@meridian/core';
import { ensurePermissionView, ensureRole, grant } from '../meta/repositories/security.js';
import { datasourcePerm } from '../security/access/dataset.js';
import { registerCachedExamples } from './examples-cache.js';
import { jsonOrText, login, startTestServer, userSession, type Session, type TestServer } from './app.js';

export { userSession, type Session };

/** Parsed JSON answers, read freely by tests. */
export type Json = Record<string, any>;

export interface ChartServer {
  server: TestServer;
  admin: Session;
  examplesDbId: number;
  salesId: number;
  /** Dataset ids by table name. */
  datasets: Record<string, number>;
  call(
    session: Session,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Json; raw: string; headers: Record<string, unknown> }>;
  /** `POST /api/v1/chart/` of the sales chart (with `extra` fields) as the session. */
  postChart(session: Session, extra?: Json): ReturnType<ChartServer['call']>;
  /** Saves the sales chart (with `extra` fields) as the session; its id. */
  createChart(session: Session, extra?: Json): Promise<number>;
  /** A Gamma user who may read cleaned_sales_data. */
  salesReader(username: string): Promise<Session & { id: number }>;
  /** A Gamma user without data access. */
  outsider(username: string): Promise<Session & { id: number }>;
  /** `GET /api/v1/chart/?q=…` as the session. */
  listCharts(session: Session, q: Json): ReturnType<ChartServer['call']>;
}

export async function startChartServer(opts: { metaDatabaseUrl?: string } = {}): Promise<ChartServer> {
  const server = await startTestServer(opts);
  const examples = await registerCachedExamples(server, 1000);
  const admin = await login(server);
  const cs: ChartServer = {
    server,
    admin,
    examplesDbId: examples.databaseId,
    salesId: examples.datasetIds.cleaned_sales_data!,
    datasets: examples.datasetIds,
    async call(session, method, url, payload, headers) {
      const res = await server.app.inject({
        method,
        url,
        headers: { ...session.headers, ...headers },
        ...(payload !== undefined && { payload: payload as Json }),
      });
      return { status: res.statusCode, body: jsonOrText(res), raw: res.body, headers: res.headers };
    },
    postChart(session, extra = {}) {
      return cs.call(session, 'POST', '/api/v1/chart/', salesChartBody(cs.salesId, extra));
    },
    async createChart(session, extra = {}) {
      const res = await cs.postChart(session, extra);
      if (res.status !== 201) throw new Error(`chart not created (${res.status}): ${res.raw}`);
      return res.body.id as number;
    },
    salesReader: (username) => gammaWithData(server, username, { cleaned_sales_data: cs.salesId }),
    outsider: (username) => userSession(server, username, ['Gamma']),
    listCharts(session, q) {
      return cs.call(session, 'GET', `/api/v1/chart/?${rison(q)}`);
    },
  };
  return cs;
}

/** A Gamma user who may also read the given example datasets (a role granting datasource_access). */
export async function gammaWithData(
  server: TestServer,
  username: string,
  tables: Record<string, number>,
): Promise<Session & { id: number }> {
  const roleName = `${username}_data`;
  const roleId = await ensureRole(server.ctx.db, roleName);
  for (const [table_name, id] of Object.entries(tables)) {
    await grant(
      server.ctx.db,
      roleId,
      await ensurePermissionView(
        server.ctx.db,
        'datasource_access',
        datasourcePerm('examples', { id, table_name }),
      ),
    );
  }
  return userSession(server, username, ['Gamma', roleName]);
}

/** `?q=` with a rison-encoded value. */
export const rison = (value: unknown) => `q=${encodeURIComponent(encodeRison(value))}`;

/** A saved table chart of cleaned_sales_data: sales by product line. */
export function salesChartBody(salesId: number, extra: Json = {}): Json {
  const formData = {
    datasource: `${salesId}__table`,
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['product_line'],
    metrics: ['count'],
    time_range: 'No filter',
    row_limit: 100,
  };
  const queryContext = {
    datasource: { id: salesId, type: 'table' },
    force: false,
    queries: [{ columns: ['product_line'], metrics: ['count'], orderby: [['count', false]], row_limit: 100 }],
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
  return {
    slice_name: 'Orders by product line',
    viz_type: 'table',
    datasource_id: salesId,
    datasource_type: 'table',
    params: JSON.stringify(formData),
    query_context: JSON.stringify(queryContext),
    ...extra,
  };
}
