import { describe, expect, it } from 'vitest';
import { q, type Json } from '../../test-support/api.js';
import { userSession } from '../../test-support/app.js';
import { securityFixture } from '../../test-support/security-fixture.js';
import { META_STORES } from '../../test-support/stores.js';

const base = '/api/v1/security/user_registrations';
const request = (username: string, extra: Json = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  username,
  email: `${username}@example.com`,
  ...extra,
});

describe.each(META_STORES)('/api/v1/security/user_registrations/ on %s', (store, available) => {
  const fx = securityFixture(store, available);
  const { call } = fx;

  it.skipIf(!available)(
    'creates, lists, shows, changes and deletes a registration request, never answering its secrets',
    async () => {
      const created = await call(
        fx.admin,
        'POST',
        `${base}/`,
        request('ada', { password: 'S3cret-pass!', registration_hash: 'h-123' }),
      );
      expect(created.status).toBe(201);
      const id = Number(created.body.id);
      expect(created.body.result).toEqual(request('ada', { registration_hash: 'h-123' }));
      const stored = await fx.server.ctx.db
        .selectFrom('ab_register_user')
        .select(['password', 'registration_hash', 'registration_date'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(stored.password).toMatch(/^\$argon2/);
      expect(stored.registration_hash).toBe('h-123');
      expect(Date.parse(stored.registration_date!)).toBeGreaterThan(Date.now() - 60_000);

      const list = await call(
        fx.admin,
        'GET',
        `${base}/?${q({ filters: [{ col: 'username', opr: 'eq', value: 'ada' }] })}`,
      );
      expect(list.status).toBe(200);
      expect(list.body.count).toBe(1);
      expect(list.body.result).toEqual([
        {
          id,
          username: 'ada',
          email: 'ada@example.com',
          first_name: 'Ada',
          last_name: 'Lovelace',
          registration_date: stored.registration_date,
        },
      ]);
      expect(list.raw).not.toContain('h-123');
      expect(list.raw).not.toContain('argon2');

      const shown = await call(fx.admin, 'GET', `${base}/${id}`);
      expect(shown.body).toMatchObject({ id, result: { id, username: 'ada' } });
      expect(shown.raw).not.toContain('h-123');

      const changed = await call(fx.admin, 'PUT', `${base}/${id}`, { first_name: 'Augusta' });
      expect(changed).toMatchObject({ status: 200, body: { result: { first_name: 'Augusta' } } });
      expect((await call(fx.admin, 'GET', `${base}/${id}`)).body.result).toMatchObject({
        first_name: 'Augusta',
      });

      const distinct = await call(fx.admin, 'GET', `${base}/distinct/first_name`);
      expect(distinct.body.result).toEqual([{ text: 'Augusta', value: 'Augusta' }]);

      expect((await call(fx.admin, 'DELETE', `${base}/${id}`)).body).toEqual({ message: 'OK' });
      expect((await call(fx.admin, 'GET', `${base}/${id}`)).status).toBe(404);
      expect((await call(fx.admin, 'DELETE', `${base}/${id}`)).status).toBe(404);
    },
  );

  it.skipIf(!available)(
    'answers 400 naming the field: bad email, missing names, taken usernames',
    async () => {
      const bad = await call(fx.admin, 'POST', `${base}/`, request('bad', { email: 'not-an-email' }));
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.message as Json)).toEqual(['email']);
      const missing = await call(fx.admin, 'POST', `${base}/`, { username: 'x', email: 'x@example.com' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.message as Json).sort()).toEqual(['first_name', 'last_name']);

      expect((await call(fx.admin, 'POST', `${base}/`, request('grace'))).status).toBe(201);
      const twice = await call(fx.admin, 'POST', `${base}/`, request('grace'));
      expect(twice.status).toBe(400);
      expect(twice.body.message).toEqual({
        username: ['A registration request with this username already exists.'],
      });
      const user = await call(fx.admin, 'POST', `${base}/`, request('admin'));
      expect(user.status).toBe(400);
      expect(user.body.message).toEqual({ username: ['A user with this username already exists.'] });
    },
  );

  it.skipIf(!available)('lists its columns and filters in _info, and is refused to non-admins', async () => {
    const info = await call(fx.admin, 'GET', `${base}/_info`);
    expect(info.status).toBe(200);
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect(Object.keys(info.body.filters as Json)).toEqual(expect.arrayContaining(['username', 'email']));
    const alpha = await userSession(fx.server, 'reg_alpha', ['Alpha']);
    expect((await call(alpha, 'GET', `${base}/`)).status).toBe(403);
    expect((await call(alpha, 'POST', `${base}/`, request('sneaky'))).status).toBe(403);
  });
});
