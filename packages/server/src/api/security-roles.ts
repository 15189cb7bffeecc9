/**
 * Superset's `/api/v1/security/roles/`: list, get, create, rename, delete, `search/`, the role's
 * (permission, view) pairs (`{role_id}/permissions`, replaced as a whole like Superset does) and its
 * users (`{role_id}/users`). Changes reach signed-in users at once (their cached roles are dropped).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { MetaDb } from '../meta/db.js';
import { requirePermission } from '../security/auth.js';
import { notFound } from './errors.js';
import { MAX_PAGE_SIZE, parseQ, validated } from './list-query.js';
import { registerResourceRoutes, type ResourceSpec } from './resource.js';
import { checkAdminRemains, fieldError } from './security-user-service.js';
import { parsePk } from './path-params.js';

export const ROLE_EXISTS = 'A role with this name already exists.';
export const PAIRS_UNKNOWN = 'Some permissions do not exist.';
export const USERS_UNKNOWN = 'Some users do not exist.';

const roleBody = z.object({ name: z.string().trim().min(1, 'Missing data for required field.').max(64) });
const permissionsBody = z.object({ permission_view_menu_ids: z.array(z.number().int().positive()) });
const usersBody = z.object({ user_ids: z.array(z.number().int().positive()) });
const searchQuery = z
  .object({
    filters: z.array(z.object({ col: z.string(), value: z.unknown() })).default([]),
    page: z.number().int().min(0).default(0),
    page_size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
    order_column: z.enum(['id', 'name']).default('name'),
    order_direction: z.enum(['asc', 'desc']).default('asc'),
  })
  .loose();

export const roleSpec: ResourceSpec = {
  name: 'security/roles',
  view: 'Role',
  table: 'ab_role',
  columns: {
    id: { column: 'id', type: 'number' },
    name: { column: 'name', type: 'string' },
  },
  relations: {},
  defaultOrder: ['name', 'asc'],
  visible: () => null,
  serialize: (rows: { id: number; name: string }[]) =>
    Promise.resolve(rows.map((r) => ({ id: r.id, name: r.name }))),
};

async function usersOfRole(db: MetaDb, roleId: number): Promise<number[]> {
  const rows = await db.selectFrom('ab_user_role').select('user_id').where('role_id', '=', roleId).execute();
  return rows.map((r) => r.user_id);
}

async function checkNameFree(db: MetaDb, name: string, exceptId?: number) {
  const clash = await db
    .selectFrom('ab_role')
    .select('id')
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
    .executeTakeFirst();
  if (clash) throw fieldError(400, 'name', ROLE_EXISTS);
}

export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext) {
  const read = { preHandler: requirePermission('can_read', 'Role') };
  const write = { preHandler: requirePermission('can_write', 'Role') };

  const findRole = async (request: FastifyRequest) => {
    const params = request.params as { pk?: string; role_id?: string };
    const row = await ctx.db
      .selectFrom('ab_role')
      .selectAll()
      .where('id', '=', parsePk(params.pk ?? params.role_id))
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  /** Signed-in members see the change on their next request, not after the auth cache expires. */
  const forgetMembers = async (roleId: number) => {
    for (const id of await usersOfRole(ctx.db, roleId)) app.forgetUser(id);
  };

  // A static path: the router prefers it to `/:pk`.
  app.get('/api/v1/security/roles/search/', read, async (request) => {
    const q = validated(searchQuery, parseQ((request.query as Record<string, unknown>).q), 'q');
    const nameFilter = q.filters.find((f) => f.col === 'name');
    const base = ctx.db
      .selectFrom('ab_role as r')
      .$if(nameFilter !== undefined, (qb) =>
        qb.where(sql<boolean>`lower(r.name) like ${`%${String(nameFilter!.value).toLowerCase()}%`}`),
      );
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const roles = await base
      .select(['r.id', 'r.name'])
      .orderBy(`r.${q.order_column}`, q.order_direction)
      .limit(q.page_size)
      .offset(q.page * q.page_size)
      .execute();
    const ids = roles.map((r) => r.id);
    const pairs = ids.length
      ? await ctx.db
          .selectFrom('ab_permission_view_role')
          .select(['role_id', 'permission_view_id'])
          .where('role_id', 'in', ids)
          .execute()
      : [];
    const members = ids.length
      ? await ctx.db
          .selectFrom('ab_user_role')
          .select(['role_id', 'user_id'])
          .where('role_id', 'in', ids)
          .execute()
      : [];
    return {
      count: Number(n),
      ids,
      result: roles.map((r) => ({
        id: r.id,
        name: r.name,
        permission_ids: pairs.filter((p) => p.role_id === r.id).map((p) => p.permission_view_id),
        user_ids: members.filter((m) => m.role_id === r.id).map((m) => m.user_id),
      })),
    };
  });

  registerResourceRoutes(app, ctx, roleSpec);

  app.get('/api/v1/security/roles/:pk', read, async (request) => {
    const row = await findRole(request);
    return { id: row.id, result: { id: row.id, name: row.name } };
  });

  app.post('/api/v1/security/roles/', write, async (request, reply) => {
    const body = validated(roleBody, request.body ?? {}, '');
    await checkNameFree(ctx.db, body.name);
    const { id } = await ctx.db
      .insertInto('ab_role')
      .values({ name: body.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.code(201).send({ id: String(id), result: { name: body.name } });
  });

  app.put('/api/v1/security/roles/:pk', write, async (request) => {
    const row = await findRole(request);
    const body = validated(roleBody, request.body ?? {}, '');
    await checkNameFree(ctx.db, body.name, row.id);
    // Renaming the Admin role away would leave nobody with admin rights.
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('ab_role').set({ name: body.name }).where('id', '=', row.id).execute();
      await checkAdminRemains(trx);
    });
    await forgetMembers(row.id);
    return { result: { name: body.name } };
  });

  app.delete('/api/v1/security/roles/:pk', write, async (request) => {
    const row = await findRole(request);
    const members = await usersOfRole(ctx.db, row.id);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('ab_role').where('id', '=', row.id).execute();
      await checkAdminRemains(trx);
    });
    for (const id of members) app.forgetUser(id);
    return { message: 'OK' };
  });

  app.get('/api/v1/security/roles/:role_id/permissions/', read, async (request) => {
    const role = await findRole(request);
    const rows = await ctx.db
      .selectFrom('ab_permission_view_role as pvr')
      .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select(['pv.id', 'p.name as permission_name', 'v.name as view_menu_name'])
      .where('pvr.role_id', '=', role.id)
      .orderBy('v.name')
      .orderBy('p.name')
      .execute();
    return { result: rows };
  });

  app.post('/api/v1/security/roles/:role_id/permissions', write, async (request) => {
    const role = await findRole(request);
    const body = validated(permissionsBody, request.body ?? {}, '');
    const ids = [...new Set(body.permission_view_menu_ids)];
    if (ids.length) {
      const found = await ctx.db
        .selectFrom('ab_permission_view')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      if (found.length !== ids.length) throw fieldError(400, 'permission_view_menu_ids', PAIRS_UNKNOWN);
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('ab_permission_view_role').where('role_id', '=', role.id).execute();
      if (ids.length) {
        await trx
          .insertInto('ab_permission_view_role')
          .values(ids.map((permission_view_id) => ({ role_id: role.id, permission_view_id })))
          .execute();
      }
    });
    await forgetMembers(role.id);
    return { result: { permission_view_menu_ids: ids } };
  });

  app.put('/api/v1/security/roles/:role_id/users', write, async (request) => {
    const role = await findRole(request);
    const body = validated(usersBody, request.body ?? {}, '');
    const ids = [...new Set(body.user_ids)];
    if (ids.length) {
      const found = await ctx.db.selectFrom('ab_user').select('id').where('id', 'in', ids).execute();
      if (found.length !== ids.length) throw fieldError(400, 'user_ids', USERS_UNKNOWN);
    }
    const before = await usersOfRole(ctx.db, role.id);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('ab_user_role').where('role_id', '=', role.id).execute();
      if (ids.length) {
        await trx
          .insertInto('ab_user_role')
          .values(ids.map((user_id) => ({ role_id: role.id, user_id })))
          .execute();
      }
      await checkAdminRemains(trx);
    });
    for (const id of new Set([...before, ...ids])) app.forgetUser(id);
    return { result: { user_ids: ids } };
  });
}
