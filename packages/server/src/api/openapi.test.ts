import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type Caller } from '../test-support/api.js';
import type { Session, TestServer } from '../test-support/app.js';

let server: TestServer;
let admin: Session;
let call: Caller;
beforeAll(async () => {
  ({ server, admin, call } = await startApiServer());
}, 60_000);
afterAll(() => server?.close());

describe('GET /api/{version}/_openapi', () => {
  it('serves the v1 document, 404 for other versions, 401 without a session', async () => {
    const v1 = await call(admin, 'GET', '/api/v1/_openapi');
    expect(v1.status).toBe(200);
    expect(v1.body.openapi).toMatch(/^3\./);
    const other = await call(admin, 'GET', '/api/v2/_openapi');
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ message: 'Not found' });
    expect((v1.body.paths as Record<string, unknown>)['/api/{version}/_openapi']).toBeDefined();
    expect((await call(null, 'GET', '/api/v2/_openapi')).status).toBe(401);
  });
});
