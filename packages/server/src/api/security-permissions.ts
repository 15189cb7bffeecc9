/**
 * Superset's read-only security catalogues: `/api/v1/security/permissions/` (permission names),
 * `/resources/` (view menus) and `/permissions-resources/` (the (permission, view) pairs a role is
 * given). The pairs list is brought in line with the stored databases and datasets before it answers,
 * so objects made by any path (examples, imports) can be granted.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../context.js';
import { requirePermission } from '../security/auth.js';
import { reconcileDataPermissions } from '../security/permission-sync.js';
import { badRequest, notFound } from './errors.js';
import { parseListQuery, type ListFilter } from './list-query.js';
import { registerResourceRoutes, type ResourceSpec } from './resource.js';
import { pathPk } from './path-params.js';

const named = (name: string, view: string, table: string): ResourceSpec => ({
  name,
  view,
  table,
  columns: { id: { column: 'id', type: 'number' }, name: { column: 'name', type: 'string' } },
  relations: {},
  defaultOrder: ['name', 'asc'],
  visible: () => null,
  serialize: (rows: { id: number; name: string }[]) =>
    Promise.resolve(rows.map((r) => ({ id: r.id, name: r.name }))),
});

export const permissionSpec = named('security/permissions', 'Permission', 'ab_permission');
export const viewMenuSpec = named('security/resources', 'ViewMenu', 'ab_view_menu');

const escapeLike = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** Filter columns of the pairs list: either side's name, or `search` for "either contains". */
const PAIR_COLUMNS: Record<string, string[]> = {
  'permission.name': ['p.name'],
  permission: ['p.name'],
  'view_menu.name': ['v.name'],
  view_menu: ['v.name'],
  search: ['p.name', 'v.name'],
};

function pairPredicate(f: ListFilter) {
  const cols = PAIR_COLUMNS[f.col];
  if (!cols) throw badRequest(`filters: Filter column: ${f.col} not allowed to filter`);
  if (typeof f.value !== 'string') throw badRequest(`filters: value for ${f.col} must be a string`);
  const value = f.value;
  const parts = cols.map((c) => {
    if (f.opr === 'eq') return sql<SqlBool>`${sql.ref(c)} = ${value}`;
    if (f.opr === 'ct')
      return sql<SqlBool>`lower(${sql.ref(c)}) like ${`%${escapeLike(value)}%`} escape '\\'`;
    if (f.opr === 'sw') return sql<SqlBool>`lower(${sql.ref(c)}) like ${`${escapeLike(value)}%`} escape '\\'`;
    throw badRequest(`filters: operator ${f.opr} is not allowed on column ${f.col}`);
  });
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

function pairsQuery(ctx: AppContext) {
  return ctx.db
    .selectFrom('ab_permission_view as pv')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id');
}

const pairShape = (r: { id: number; permission: string; view_menu: string }) => ({
  id: r.id,
  permission: { name: r.permission },
  view_menu: { name: r.view_menu },
});

async function listPairs(ctx: AppContext, request: FastifyRequest) {
  const q = parseListQuery((request.query as Record<string, unknown>).q);
  await reconcileDataPermissions(ctx.db);
  const base = pairsQuery(ctx).where((eb) =>
    q.filters.length ? eb.and(q.filters.map(pairPredicate)) : sql<SqlBool>`1 = 1`,
  );
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const order =
    q.order_column === 'permission.name' ? 'p.name' : q.order_column === 'id' ? 'pv.id' : 'v.name';
  if (q.order_column && !['permission.name', 'view_menu.name', 'id'].includes(q.order_column))
    throw badRequest(`order_column: ${q.order_column} is not a sortable column`);
  const rows = await base
    .select(['pv.id', 'p.name as permission', 'v.name as view_menu'])
    .orderBy(order, q.order_direction ?? 'asc')
    .orderBy('pv.id')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  return {
    count: Number(n),
    ids: rows.map((r) => r.id),
    result: rows.map(pairShape),
    list_columns: ['id', 'permission.name', 'view_menu.name'],
    order_columns: ['id', 'permission.name', 'view_menu.name'],
    list_title: 'List Permission View Menu',
  };
}

export function registerPermissionRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const spec of [permissionSpec, viewMenuSpec]) {
    registerResourceRoutes(app, ctx, spec);
    const table = spec.table as 'ab_permission' | 'ab_view_menu';
    app.get(
      `/api/v1/${spec.name}/:pk`,
      { preHandler: requirePermission('can_read', spec.view) },
      async (request) => {
        const row = await ctx.db
          .selectFrom(table)
          .select(['id', 'name'])
          .where('id', '=', pathPk(request))
          .executeTakeFirst();
        if (!row) throw notFound();
        return { id: row.id, result: row };
      },
    );
  }

  const read = { preHandler: requirePermission('can_read', 'PermissionViewMenu') };
  app.get('/api/v1/security/permissions-resources/', read, (request) => listPairs(ctx, request));
  app.get('/api/v1/security/permissions-resources/_info', read, () => ({ permissions: ['can_read'] }));
  app.get('/api/v1/security/permissions-resources/:pk', read, async (request) => {
    const row = await pairsQuery(ctx)
      .select(['pv.id', 'p.name as permission', 'v.name as view_menu'])
      .where('pv.id', '=', pathPk(request))
      .executeTakeFirst();
    if (!row) throw notFound();
    return { id: row.id, result: pairShape(row) };
  });
}
