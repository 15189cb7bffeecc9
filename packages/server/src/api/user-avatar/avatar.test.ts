import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type Caller } from '../../test-support/api.js';
import { userSession, type Session, type TestServer } from '../../test-support/app.js';

let server: TestServer;
let admin: Session;
let call: Caller;
beforeAll(async () => {
  ({ server, admin, call } = await startApiServer());
}, 60_000);
afterAll(() => server?.close());

const avatar = (id: number, session: Session | null = admin) =>
  server.app.inject({ url: `/api/v1/user/${id}/avatar.png`, ...(session && { headers: session.headers }) });

describe('GET /api/v1/user/{user_id}/avatar.png', () => {
  it('answers 204 with no body for a user without an avatar', async () => {
    const gamma = await userSession(server, 'avatar_plain', ['Gamma']);
    const res = await avatar(gamma.id, gamma);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('redirects permanently to a stored avatar URL, and ignores one that is not a web URL', async () => {
    const user = await userSession(server, 'avatar_set', ['Gamma']);
    await server.ctx.db
      .insertInto('user_attribute')
      .values({ user_id: user.id, avatar_url: 'https://avatars.example.com/u/42.png' })
      .execute();
    const res = await avatar(user.id);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('https://avatars.example.com/u/42.png');

    await server.ctx.db
      .updateTable('user_attribute')
      .set({ avatar_url: 'javascript:alert(1)' })
      .where('user_id', '=', user.id)
      .execute();
    expect((await avatar(user.id)).statusCode).toBe(204);
  });

  it('answers 404 for an unknown user and 401 without a session', async () => {
    const res = await call(admin, 'GET', '/api/v1/user/999999/avatar.png');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
    expect((await avatar(1, null)).statusCode).toBe(401);
  });
});
