import { encodeRison } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import { userSession } from '../../test-support/app.js';
import { securityFixture } from '../../test-support/security-fixture.js';
import { META_STORES } from '../../test-support/stores.js';

describe.each(META_STORES)('groups on %s', (store, available) => {
  const fx = securityFixture(store, available);
  const call = fx.adminCall;

  describe.skipIf(!available)('/api/v1/security/groups/', () => {
    it('creates a group with members and roles that the members then hold', async () => {
      const analyst = await userSession(fx.server, 'group_analyst', ['sql_lab']);
      expect((await call('GET', '/api/v1/chart/', undefined, analyst)).status).toBe(403);

      const created = await call('POST', '/api/v1/security/groups/', {
        name: 'analysts',
        label: 'Analysts',
        description: 'Sales analysts',
        users: [analyst.id],
        roles: [fx.roleIds.Gamma!],
      });
      expect(created.status).toBe(201);
      const id = Number(created.body.id);
      expect(created.body.result).toMatchObject({
        name: 'analysts',
        users: [analyst.id],
        roles: [fx.roleIds.Gamma!],
      });

      // The group's role applies at once: Gamma reads charts.
      expect((await call('GET', '/api/v1/chart/', undefined, analyst)).status).toBe(200);
      const me = await call('GET', '/api/v1/me/roles/', undefined, analyst);
      expect(Object.keys(me.body.result.roles).sort()).toEqual(['Gamma', 'sql_lab']);

      const shown = await call('GET', `/api/v1/security/groups/${id}`);
      expect(shown.body.result).toEqual({
        id,
        name: 'analysts',
        label: 'Analysts',
        description: 'Sales analysts',
        roles: [{ id: fx.roleIds.Gamma!, name: 'Gamma' }],
        users: [{ id: analyst.id, username: 'group_analyst' }],
      });

      // Removing the member takes the group's roles away again.
      expect((await call('PUT', `/api/v1/security/groups/${id}`, { users: [] })).status).toBe(200);
      expect((await call('GET', '/api/v1/chart/', undefined, analyst)).status).toBe(403);
      expect((await call('GET', `/api/v1/security/groups/${id}`)).body.result).toMatchObject({
        name: 'analysts',
        users: [],
      });
    });

    it('lists with filters and order, answers _info, and deletes', async () => {
      for (const name of ['ops', 'operations-west']) await call('POST', '/api/v1/security/groups/', { name });
      const q = encodeRison({
        filters: [{ col: 'name', opr: 'sw', value: 'op' }],
        order_column: 'name',
        order_direction: 'desc',
      });
      const list = await call('GET', `/api/v1/security/groups/?q=${encodeURIComponent(q)}`);
      expect(list.status).toBe(200);
      expect(list.body.count).toBe(2);
      expect(list.body.result.map((g: { name: string }) => g.name)).toEqual(['ops', 'operations-west']);
      expect(list.body.list_columns).toContain('users.username');
      const bad = encodeRison({ filters: [{ col: 'password', opr: 'eq', value: 'x' }] });
      expect((await call('GET', `/api/v1/security/groups/?q=${encodeURIComponent(bad)}`)).status).toBe(400);

      const info = await call('GET', '/api/v1/security/groups/_info');
      expect(info.body.permissions).toEqual(['can_read', 'can_write']);
      expect(info.body.filters.name).toContainEqual({ name: 'Starts with', operator: 'sw' });

      const id = list.body.ids[1] as number;
      expect(await call('DELETE', `/api/v1/security/groups/${id}`)).toEqual({
        status: 200,
        body: { message: 'OK' },
      });
      expect((await call('GET', `/api/v1/security/groups/${id}`)).status).toBe(404);
      expect((await call('DELETE', `/api/v1/security/groups/${id}`)).status).toBe(404);
    });

    it('refuses duplicate names, unknown members or roles, unknown fields, and non-admins', async () => {
      await call('POST', '/api/v1/security/groups/', { name: 'finance' });
      expect(await call('POST', '/api/v1/security/groups/', { name: 'finance' })).toEqual({
        status: 400,
        body: { message: { name: ['A group with this name already exists.'] } },
      });
      expect((await call('POST', '/api/v1/security/groups/', { name: 'x', users: [999999] })).body).toEqual({
        message: { users: ['Some users do not exist.'] },
      });
      expect(
        Object.keys(
          (await call('POST', '/api/v1/security/groups/', { name: 'y', roles: [999999] })).body.message,
        ),
      ).toEqual(['roles']);
      expect((await call('POST', '/api/v1/security/groups/', { name: 'z', owner: 1 })).status).toBe(400);
      expect((await call('POST', '/api/v1/security/groups/', {})).status).toBe(400);
      const alpha = await userSession(fx.server, 'group_alpha', ['Alpha']);
      expect((await call('GET', '/api/v1/security/groups/', undefined, alpha)).status).toBe(403);
      expect((await call('POST', '/api/v1/security/groups/', { name: 'mine' }, alpha)).status).toBe(403);
    });
  });

  describe.skipIf(!available)('PUT /api/v1/security/roles/{role_id}/groups', () => {
    it("replaces the groups that carry a role, and their members' permissions follow", async () => {
      const member = await userSession(fx.server, 'role_group_member', ['Gamma']);
      const group = Number(
        (await call('POST', '/api/v1/security/groups/', { name: 'dataset editors', users: [member.id] })).body
          .id,
      );
      expect((await call('POST', '/api/v1/dataset/', { database: 1, table_name: 'x' }, member)).status).toBe(
        403,
      );

      expect(
        await call('PUT', `/api/v1/security/roles/${fx.roleIds.Alpha!}/groups`, {
          group_ids: [group, group],
        }),
      ).toEqual({
        status: 200,
        body: { result: { group_ids: [group] } },
      });
      expect((await call('GET', `/api/v1/security/groups/${group}`)).body.result.roles).toEqual([
        { id: fx.roleIds.Alpha!, name: 'Alpha' },
      ]);
      expect(
        (await call('POST', '/api/v1/dataset/', { database: 999999, table_name: 'x' }, member)).status,
      ).not.toBe(403);

      expect(
        (await call('PUT', `/api/v1/security/roles/${fx.roleIds.Alpha!}/groups`, { group_ids: [] })).status,
      ).toBe(200);
      expect((await call('POST', '/api/v1/dataset/', { database: 1, table_name: 'x' }, member)).status).toBe(
        403,
      );

      expect(
        (await call('PUT', `/api/v1/security/roles/${fx.roleIds.Alpha!}/groups`, { group_ids: [999999] }))
          .body,
      ).toEqual({
        message: { group_ids: ['Some groups do not exist.'] },
      });
      expect((await call('PUT', '/api/v1/security/roles/999999/groups', { group_ids: [] })).status).toBe(404);
      expect((await call('PUT', `/api/v1/security/roles/${fx.roleIds.Alpha!}/groups`, {})).status).toBe(400);
    });
  });
});
