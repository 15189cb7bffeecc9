/**
 * `GET`, `POST`, `PUT` (rename) and `DELETE` of `/api/v1/security/roles/`. Changes reach signed-in
 * users at once: the members' cached roles are dropped.
 */
import {
  roleBodySchema,
  type RoleCreateResponse,
  type RoleShowResponse,
  type RoleUpdateResponse,
  type SecurityDeleteResponse,
} from '@meridian/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.js';
import type { RoleRow } from '../../../meta/repositories/role.js';
import { changeRoleName, createRole, findRoleOr404, removeRole } from '../../../services/security/roles.js';
import { validated } from '../../list-query.js';
import { parsePk } from '../../path-params.js';

/** The role named by the path (`:pk` or `:role_id`), or a 404. */
export async function pathRole(ctx: AppContext, request: FastifyRequest): Promise<RoleRow> {
  const params = request.params as { pk?: string; role_id?: string };
  return findRoleOr404(ctx.db, parsePk(params.pk ?? params.role_id));
}

/** Signed-in users see the change on their next request, not after the auth cache expires. */
export const forgetUsers = (request: FastifyRequest, userIds: Iterable<number>) => {
  for (const id of userIds) request.server.forgetUser(id);
};

export const getRole = (ctx: AppContext) => async (request: FastifyRequest) => {
  const row = await pathRole(ctx, request);
  return { id: row.id, result: { id: row.id, name: row.name } } satisfies RoleShowResponse;
};

export const postRole = (ctx: AppContext) => async (request: FastifyRequest, reply: FastifyReply) => {
  const body = validated(roleBodySchema, request.body ?? {}, '');
  const id = await createRole(ctx.db, body.name);
  return reply.code(201).send({ id: String(id), result: { name: body.name } } satisfies RoleCreateResponse);
};

export const putRole = (ctx: AppContext) => async (request: FastifyRequest) => {
  const role = await pathRole(ctx, request);
  const body = validated(roleBodySchema, request.body ?? {}, '');
  forgetUsers(request, await changeRoleName(ctx.db, role, body.name));
  return { result: { name: body.name } } satisfies RoleUpdateResponse;
};

export const deleteRole = (ctx: AppContext) => async (request: FastifyRequest) => {
  const role = await pathRole(ctx, request);
  forgetUsers(request, await removeRole(ctx.db, role));
  return { message: 'OK' } satisfies SecurityDeleteResponse;
};
