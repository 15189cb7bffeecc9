/**
 * Flask-AppBuilder's groups API (`/api/v1/security/groups/`: list, `_info`, get, create, update,
 * delete; `can_read`/`can_write` on Group) and `PUT /api/v1/security/roles/{role_id}/groups`
 * (`can_write` on Role): the groups that carry a role, replaced as a whole. A user holds its
 * groups' roles; their cached permissions are dropped on every change.
 */
import {
  groupCreateSchema,
  groupUpdateSchema,
  type GroupCreateResponse,
  type GroupUpdateResponse,
} from '@meridian/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requirePermission } from '../../security/auth.js';
import { changeGroup, createGroup, removeGroup, setGroupsOfRole } from '../../services/security/groups.js';
import { findRoleOr404 } from '../../services/security/roles.js';
import { validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { getGroup, groupInfo, listGroups } from './read.js';

const roleGroupsPut = z.strictObject({ group_ids: z.array(z.number().int().positive()).max(10_000) });

const forget = (request: FastifyRequest, users: Iterable<number>) => {
  for (const id of users) request.server.forgetUser(id);
};

export function registerSecurityGroupRoutes(app: FastifyInstance, ctx: AppContext) {
  const base = '/api/v1/security/groups';
  const read = { preHandler: requirePermission('can_read', 'Group') };
  const write = { preHandler: requirePermission('can_write', 'Group') };
  app.get(`${base}/`, read, listGroups(ctx));
  app.get(`${base}/_info`, read, (request) => groupInfo(request.user!));
  app.get(`${base}/:pk`, read, getGroup(ctx));
  app.post(`${base}/`, write, async (request: FastifyRequest, reply: FastifyReply) => {
    const body = validated(groupCreateSchema, request.body ?? {}, '');
    const { id, affected } = await createGroup(ctx.db, body);
    forget(request, affected);
    return reply.code(201).send({ id: String(id), result: body } satisfies GroupCreateResponse);
  });
  app.put(`${base}/:pk`, write, async (request: FastifyRequest) => {
    const id = pathPk(request);
    const body = validated(groupUpdateSchema, request.body ?? {}, '');
    forget(request, await changeGroup(ctx.db, id, body));
    return { result: body } satisfies GroupUpdateResponse;
  });
  app.delete(`${base}/:pk`, write, async (request: FastifyRequest) => {
    forget(request, await removeGroup(ctx.db, pathPk(request)));
    return { message: 'OK' };
  });

  app.put(
    '/api/v1/security/roles/:role_id/groups',
    { preHandler: requirePermission('can_write', 'Role') },
    async (request: FastifyRequest) => {
      const role = await findRoleOr404(ctx.db, pathPk(request, 'role_id'));
      const body = validated(roleGroupsPut, request.body ?? {}, '');
      const { ids: groupIds, affected } = await setGroupsOfRole(ctx.db, role.id, body.group_ids);
      forget(request, affected);
      return { result: { group_ids: groupIds } };
    },
  );
}
