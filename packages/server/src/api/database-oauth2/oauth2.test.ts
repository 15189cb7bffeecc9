import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type Caller } from '../../test-support/api.js';
import type { Session, TestServer } from '../../test-support/app.js';

let server: TestServer;
let admin: Session;
let call: Caller;
beforeAll(async () => {
  ({ server, admin, call } = await startApiServer());
}, 60_000);
afterAll(() => server?.close());

const rejection = (message: string) => ({
  errors: [{ message, error_type: 'OAUTH2_REDIRECT_ERROR', level: 'warning', extra: null }],
});

describe('GET /api/v1/database/oauth2/', () => {
  it("answers Superset's 400 for a denied request, a missing state and a state it never issued", async () => {
    const denied = await call(admin, 'GET', '/api/v1/database/oauth2/?error=access_denied&state=abc');
    expect(denied.status).toBe(400);
    expect(denied.body).toEqual(rejection('The OAuth2 provider denied the request: access_denied'));

    const missing = await call(admin, 'GET', '/api/v1/database/oauth2/?code=xyz');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(rejection('The OAuth2 callback is missing the state parameter'));

    const forged = await call(
      admin,
      'GET',
      '/api/v1/database/oauth2/?code=xyz&state=eyJhbGciOiJIUzI1NiJ9.e30.x',
    );
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual(rejection('The OAuth2 state parameter is invalid'));
  });

  it('is reachable without a session, as the provider redirects the browser there', async () => {
    const res = await call(null, 'GET', '/api/v1/database/oauth2/?code=xyz');
    expect(res.status).toBe(400);
  });
});
