/**
 * Groups through the users API (Flask-AppBuilder 4.6+): a user's groups in get and list, set on
 * create and update in the user's own transaction, unknown ids refused naming `groups`, the list
 * filtered by group, and the roles a user holds through its groups. The groups API itself is
 * covered in `api/security-groups/groups.test.ts`.
 */
import { encodeRison } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { login } from '../../../test-support/app.js';
import { securityFixture } from '../../../test-support/security-fixture.js';
import { META_STORES } from '../../../test-support/stores.js';
import { GROUPS_UNKNOWN, LAST_ADMIN } from '../../../services/security/users.js';

const USERS = '/api/v1/security/users/';
const q = (value: object) => `?q=${encodeURIComponent(encodeRison(value))}`;

describe.each(META_STORES)('users and their groups on %s', (store, available) => {
  const fx = securityFixture(store, available);
  const { adminCall: call, roleIds: roles } = fx;
  const newGroup = async (name: string, groupRoles: number[] = []) =>
    Number((await call('POST', '/api/v1/security/groups/', { name, roles: groupRoles })).body.id);
  const newUser = (username: string, extra: object = {}) =>
    call('POST', USERS, {
      first_name: 'Gail',
      last_name: 'Group',
      username,
      email: `${username}@example.com`,
      password: 'a-long-password-1',
      ...extra,
    });
  const userCount = async (username: string) =>
    (await call('GET', `${USERS}${q({ filters: [{ col: 'username', opr: 'eq', value: username }] })}`)).body
      .count as number;

  describe.skipIf(!available)('groups of a user', () => {
    it('creates a user in groups; get and list show them; their roles are the user’s', async () => {
      const readers = await newGroup('chart readers', [roles.Gamma!]);
      const created = await newUser('gail', { roles: [], groups: [readers, readers] });
      expect(created.status).toBe(201);
      expect(created.body.result).toMatchObject({ username: 'gail', roles: [], groups: [readers, readers] });
      const id = created.body.id as number;

      const shown = await call('GET', `${USERS}${id}`);
      expect(shown.body.result).toMatchObject({
        roles: [],
        groups: [{ id: readers, name: 'chart readers' }],
      });
      const listed = await call(
        'GET',
        `${USERS}${q({ filters: [{ col: 'username', opr: 'eq', value: 'gail' }] })}`,
      );
      expect(listed.body.result[0].groups).toEqual([{ id: readers, name: 'chart readers' }]);

      // Gamma, held only through the group, lets her read charts.
      const gail = await login(fx.server, 'gail', 'a-long-password-1');
      expect((await call('GET', '/api/v1/chart/', undefined, gail)).status).toBe(200);
      expect(
        Object.keys((await call('GET', '/api/v1/me/roles/', undefined, gail)).body.result.roles),
      ).toEqual(['Gamma']);

      // An update without `groups` keeps them; `groups: []` takes them (and Gamma) away at once.
      expect((await call('PUT', `${USERS}${id}`, { first_name: 'Gale' })).status).toBe(200);
      expect((await call('GET', `${USERS}${id}`)).body.result.groups).toHaveLength(1);
      const emptied = await call('PUT', `${USERS}${id}`, { groups: [] });
      expect(emptied).toMatchObject({ status: 200, body: { result: { groups: [] } } });
      expect((await call('GET', `${USERS}${id}`)).body.result.groups).toEqual([]);
      expect((await call('GET', '/api/v1/chart/', undefined, gail)).status).toBe(403);

      // And back again through PUT.
      expect((await call('PUT', `${USERS}${id}`, { groups: [readers] })).status).toBe(200);
      expect((await call('GET', '/api/v1/chart/', undefined, gail)).status).toBe(200);
      const group = await call('GET', `/api/v1/security/groups/${readers}`);
      expect(group.body.result.users).toEqual([{ id, username: 'gail' }]);
    });

    it('refuses unknown or malformed group ids naming `groups`, writing nothing', async () => {
      expect(await newUser('ghost', { roles: [roles.Gamma!], groups: [999_999] })).toEqual({
        status: 400,
        body: { message: { groups: [GROUPS_UNKNOWN] } },
      });
      expect(await userCount('ghost')).toBe(0);
      const bad = await newUser('ghost', { groups: ['x'] });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toHaveProperty(['groups.0']);
      expect((await newUser('ghost', { groups: 3 })).status).toBe(400);
      expect(await userCount('ghost')).toBe(0);

      const id = (await newUser('gwen', { roles: [roles.Gamma!] })).body.id as number;
      const refused = await call('PUT', `${USERS}${id}`, { first_name: 'Changed', groups: [999_999] });
      expect(refused).toEqual({ status: 400, body: { message: { groups: [GROUPS_UNKNOWN] } } });
      expect((await call('GET', `${USERS}${id}`)).body.result).toMatchObject({
        first_name: 'Gail',
        groups: [],
      });
    });

    it('undoes the group change with the rest of the update when the update is refused', async () => {
      const team = await newGroup('admins-to-be');
      // Taking the last admin's Admin role is refused (422): the groups sent with it are not kept.
      const refused = await call('PUT', `${USERS}${fx.adminId}`, { roles: [], groups: [team] });
      expect(refused).toEqual({ status: 422, body: { message: LAST_ADMIN } });
      expect((await call('GET', `${USERS}${fx.adminId}`)).body.result).toMatchObject({
        roles: [{ id: roles.Admin, name: 'Admin' }],
        groups: [],
      });
    });

    it('filters the users list by group, offers groups as related values and in _info', async () => {
      const east = await newGroup('east');
      const west = await newGroup('west');
      await newUser('eve', { roles: [roles.Gamma!], groups: [east] });
      await newUser('walt', { roles: [roles.Gamma!], groups: [west] });
      await newUser('both', { roles: [roles.Gamma!], groups: [east, west] });
      const usernames = async (value: unknown) => {
        const r = await call(
          'GET',
          `${USERS}${q({ filters: [{ col: 'groups', opr: 'rel_m_m', value }], order_column: 'username' })}`,
        );
        expect(r.status).toBe(200);
        return (r.body.result as { username: string }[]).map((u) => u.username);
      };
      expect(await usernames(east)).toEqual(['both', 'eve']);
      expect(await usernames([west])).toEqual(['both', 'walt']);
      expect(
        (await call('GET', `${USERS}${q({ filters: [{ col: 'groups', opr: 'eq', value: east }] })}`)).status,
      ).toBe(400);

      const related = await call('GET', `${USERS}related/groups${q({ filter: 'wes' })}`);
      expect(related.body).toEqual({ count: 1, result: [{ value: west, text: 'west' }] });
      const info = await call('GET', `${USERS}_info${q({ keys: ['filters'] })}`);
      expect(info.body.filters.groups).toEqual([{ name: 'Relation as Many', operator: 'rel_m_m' }]);
    });

    it('lists the groups that carry a role, and filters groups by role and by member', async () => {
      const carriers = await newGroup('alpha carriers', [roles.Alpha!]);
      const member = (await newUser('carl', { roles: [], groups: [carriers] })).body.id as number;
      const search = await call(
        'GET',
        `/api/v1/security/roles/search/${q({ filters: [{ col: 'name', value: 'Alpha' }] })}`,
      );
      const alpha = (search.body.result as { name: string; group_ids: number[] }[]).find(
        (r) => r.name === 'Alpha',
      );
      expect(alpha!.group_ids).toEqual([carriers]);

      const groupNames = async (col: string, value: unknown) => {
        const r = await call(
          'GET',
          `/api/v1/security/groups/${q({ filters: [{ col, opr: 'rel_m_m', value }] })}`,
        );
        expect(r.status).toBe(200);
        return (r.body.result as { name: string }[]).map((g) => g.name);
      };
      expect(await groupNames('roles', roles.Alpha)).toEqual(['alpha carriers']);
      expect(await groupNames('users', [member])).toEqual(['alpha carriers']);
      expect(await groupNames('users', [])).toEqual([]);
      const wrong = await call(
        'GET',
        `/api/v1/security/groups/${q({ filters: [{ col: 'roles', opr: 'rel_m_m', value: 'x' }] })}`,
      );
      expect(wrong.status).toBe(400);
      const info = await call('GET', '/api/v1/security/groups/_info');
      expect(info.body.filters.roles).toEqual([{ name: 'Relation as Many', operator: 'rel_m_m' }]);
    });
  });
});
