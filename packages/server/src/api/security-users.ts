/**
 * Superset's `/api/v1/security/users/`: list, get, create, update (with password reset) and delete,
 * for holders of can_read/can_write on User (the Admin role). Passwords are never returned. Changing
 * a password or deactivating a user ends that user's other sessions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { User } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';
import { requirePermission } from '../security/auth.js';
import { hashPassword } from '../security/passwords.js';
import { nextTokenVersion } from '../security/token-version.js';
import { HttpError, notFound } from './errors.js';
import { validated } from './list-query.js';
import { registerResourceRoutes, type ResourceSpec } from './resource.js';
import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_DELETE_SELF,
  addUser,
  checkAdminRemains,
  checkPassword,
  checkRoles,
  checkUnique,
  setUserRoles,
} from './security-user-service.js';
import { pathPk } from './path-params.js';

const name = z.string().trim().min(1, 'Missing data for required field.').max(64);
const userFields = {
  first_name: name,
  last_name: name,
  username: z.string().trim().min(1, 'Missing data for required field.').max(128),
  email: z.email('Not a valid email address.').max(320),
  password: z.string().max(1024),
  active: z.boolean(),
  roles: z.array(z.number().int().positive()),
  // Superset's groups are not modelled; accepted and ignored.
  groups: z.array(z.number().int()).optional(),
};
const userPost = z.object({
  ...userFields,
  active: userFields.active.default(true),
  roles: userFields.roles.default([]),
});
const userPut = z.object(userFields).partial();

async function rolesOf(ctx: AppContext, userIds: number[]) {
  const rows = userIds.length
    ? await ctx.db
        .selectFrom('ab_user_role as ur')
        .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
        .select(['ur.user_id', 'r.id', 'r.name'])
        .where('ur.user_id', 'in', userIds)
        .orderBy('r.name')
        .execute()
    : [];
  const out = new Map<number, { id: number; name: string }[]>();
  for (const r of rows) {
    const list = out.get(r.user_id) ?? [];
    list.push({ id: r.id, name: r.name });
    out.set(r.user_id, list);
  }
  return out;
}

export async function serializeUsers(rows: User[], ctx: AppContext) {
  const roles = await rolesOf(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((u) => ({
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    username: u.username,
    email: u.email,
    active: u.active === 1,
    roles: roles.get(u.id) ?? [],
    groups: [],
    login_count: u.login_count,
    fail_login_count: u.fail_login_count,
    last_login: u.last_login,
    created_on: u.created_on,
    changed_on: u.changed_on,
    created_by: null,
    changed_by: null,
  }));
}

export const userSpec: ResourceSpec = {
  name: 'security/users',
  view: 'User',
  table: 'ab_user',
  columns: {
    id: { column: 'id', type: 'number' },
    first_name: { column: 'first_name', type: 'string' },
    last_name: { column: 'last_name', type: 'string' },
    username: { column: 'username', type: 'string' },
    email: { column: 'email', type: 'string' },
    active: { column: 'active', type: 'boolean' },
    login_count: { column: 'login_count', type: 'number' },
    last_login: { column: 'last_login', type: 'datetime' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    created_on: { column: 'created_on', type: 'datetime' },
  },
  relations: {
    roles: {
      kind: 'm2m',
      linkTable: 'ab_user_role',
      linkFk: 'user_id',
      targetFk: 'role_id',
      target: 'ab_role',
    },
  },
  defaultOrder: ['username', 'asc'],
  visible: () => null,
  serialize: (rows, ctx) => serializeUsers(rows as User[], ctx),
};

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext) {
  registerResourceRoutes(app, ctx, userSpec);
  const read = { preHandler: requirePermission('can_read', 'User') };
  const write = { preHandler: requirePermission('can_write', 'User') };

  const findUser = async (request: FastifyRequest): Promise<User> => {
    const row = await ctx.db
      .selectFrom('ab_user')
      .selectAll()
      .where('id', '=', pathPk(request))
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  const show = async (id: number) => {
    const row = await ctx.db.selectFrom('ab_user').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const [result] = await serializeUsers([row], ctx);
    return { id, result };
  };

  app.get('/api/v1/security/users/:pk', read, async (request) => show((await findUser(request)).id));

  app.post('/api/v1/security/users/', write, async (request, reply) => {
    const body = validated(userPost, request.body ?? {}, '');
    const id = await addUser(ctx.db, body);
    const { password: _omit, groups: _groups, ...result } = body;
    return reply.code(201).send({ id, result });
  });

  app.put('/api/v1/security/users/:pk', write, async (request) => {
    const existing = await findUser(request);
    const me = request.user!;
    const body = validated(userPut, request.body ?? {}, '');
    if (body.password !== undefined) checkPassword(body.password);
    await checkUnique(ctx.db, body, existing.id);
    if (body.roles) await checkRoles(ctx.db, body.roles);
    if (existing.id === me.id && body.active === false) throw new HttpError(422, CANNOT_DEACTIVATE_SELF);
    const password = body.password !== undefined ? await hashPassword(body.password) : undefined;
    const deactivated = existing.active === 1 && body.active === false;
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('ab_user')
        .set({
          ...(body.first_name !== undefined && { first_name: body.first_name }),
          ...(body.last_name !== undefined && { last_name: body.last_name }),
          ...(body.username !== undefined && { username: body.username }),
          ...(body.email !== undefined && { email: body.email }),
          ...(body.active !== undefined && { active: body.active ? 1 : 0 }),
          ...(password !== undefined && { password }),
          // Every JWT and session issued before a reset or a deactivation is refused from now on.
          ...((password !== undefined || deactivated) && { token_version: nextTokenVersion() }),
          changed_on: nowIso(),
        })
        .where('id', '=', existing.id)
        .execute();
      if (body.roles) await setUserRoles(trx, existing.id, body.roles);
      await checkAdminRemains(trx);
    });
    if (password !== undefined || deactivated) {
      // The caller keeps the session they are using when they change their own password.
      const keep = existing.id === me.id ? request.session?.id : undefined;
      await ctx.sessions.revokeAllForUser(existing.id, keep);
    }
    app.forgetUser(existing.id);
    const { password: _omit, groups: _groups, ...result } = body;
    return { id: existing.id, result };
  });

  app.delete('/api/v1/security/users/:pk', write, async (request) => {
    const existing = await findUser(request);
    if (existing.id === request.user!.id) throw new HttpError(422, CANNOT_DELETE_SELF);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('ab_user').where('id', '=', existing.id).execute();
      await checkAdminRemains(trx);
    });
    app.forgetUser(existing.id);
    return { message: 'OK' };
  });
}
