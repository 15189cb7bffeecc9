/**
 * A role's (permission, view) pairs (`{role_id}/permissions`: read, and replaced as a whole like
 * Superset does) and its members (`{role_id}/users`, replaced as a whole).
 */
import {
  rolePermissionsUpdateSchema,
  roleUsersUpdateSchema,
  type RolePermission,
  type RolePermissionListResponse,
  type RolePermissionsUpdateResponse,
  type RoleUsersUpdateResponse,
  type RolePermissionsUpdate,
  type RoleUsersUpdate,
} from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { pairsOfRole, type RoleRow } from '../../../meta/repositories/role.js';
import { setRoleMembers, setRolePairs, type LinksChange } from '../../../services/security/roles.js';
import { validated } from '../../list-query.js';
import { forgetUsers, pathRole } from './crud.js';

export const getRolePairs = (ctx: AppContext) => async (request: FastifyRequest) => {
  const role = await pathRole(ctx, request);
  const result: RolePermission[] = await pairsOfRole(ctx.db, role.id);
  return { result } satisfies RolePermissionListResponse;
};

/** Reads the role and the body, applies the change and drops the affected users' cached roles. */
async function replaceLinks<T>(
  ctx: AppContext,
  request: FastifyRequest,
  schema: z.ZodType<T>,
  change: (role: RoleRow, body: T) => Promise<LinksChange>,
): Promise<number[]> {
  const role = await pathRole(ctx, request);
  const { ids, affected } = await change(role, validated(schema, request.body ?? {}, ''));
  forgetUsers(request, affected);
  return ids;
}

export const setRolePermissions = (ctx: AppContext) => async (request: FastifyRequest) => {
  const ids = await replaceLinks(
    ctx,
    request,
    rolePermissionsUpdateSchema,
    (role, body: RolePermissionsUpdate) => setRolePairs(ctx.db, role, body.permission_view_menu_ids),
  );
  return { result: { permission_view_menu_ids: ids } } satisfies RolePermissionsUpdateResponse;
};

export const setRoleUsers = (ctx: AppContext) => async (request: FastifyRequest) => {
  const ids = await replaceLinks(ctx, request, roleUsersUpdateSchema, (role, body: RoleUsersUpdate) =>
    setRoleMembers(ctx.db, role, body.user_ids),
  );
  return { result: { user_ids: ids } } satisfies RoleUsersUpdateResponse;
};
