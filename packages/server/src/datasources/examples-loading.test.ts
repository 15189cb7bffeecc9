import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_LOADING_MESSAGE, examplesLoading } from '../examples/readiness.js';
import type { Session, TestServer } from '../test-support/app.js';
import { caller, startApiServer, type Json } from '../test-support/api.js';
import { registerExamples } from './examples.js';

interface ChartDataError {
  message: string;
  errors: { message: string; level: string; extra: Record<string, unknown> }[];
}

describe('examples while they are being built', () => {
  let server: TestServer;
  let admin: Session;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    ({ server, admin } = await startApiServer());
    call = caller(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the datasets at once and answers their chart data "Loading examples…" until the file is built', async () => {
    let during: { status: number; body: ChartDataError } | null = null;
    const registered = await registerExamples(server.ctx, {
      flightsRows: 1000,
      connections: server.ctx.connections,
      beforeBuild: async ({ datasetIds }) => {
        const flights = datasetIds.flights;
        const res = await call<ChartDataError>(admin, 'POST', '/api/v1/chart/data', {
          datasource: { id: flights, type: 'table' },
          queries: [{ metrics: ['count'], row_limit: 10 }],
        } as Json);
        during = { status: res.status, body: res.body };
      },
    });
    expect(during).not.toBeNull();
    const { status, body } = during as unknown as { status: number; body: ChartDataError };
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({
      message: EXAMPLES_LOADING_MESSAGE,
      level: 'info',
      extra: { examples_loading: true },
    });
    expect(examplesLoading(server.ctx.config.dataDir)).toBeNull();

    // Built: the same query answers rows.
    const after = await call<{ result: { data: { count: number }[] }[] }>(
      admin,
      'POST',
      '/api/v1/chart/data',
      {
        datasource: { id: registered.datasetIds.flights, type: 'table' },
        queries: [{ metrics: ['count'], row_limit: 10 }],
      } as Json,
    );
    expect(after.status).toBe(200);
    expect(after.body.result[0]?.data[0]?.count).toBe(1000);
  }, 180_000);
});
