/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call --
   The list machinery works over any resource table chosen at runtime; typed builders would need a
   generic per table. Inputs are validated against each resource's column map before they reach SQL. */
/**
 * The generic resource API with Superset's semantics: list with rison `q` (filters, order, paging,
 * select_columns), `_info`, `related/{column}`, `distinct/{column}`, favorites and `favorite_status`.
 * A resource module declares its columns and relations; this file turns a validated query into SQL.
 */
import { can, isAdmin } from '@meridian/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { AuthUser } from '../security/auth.js';
import { requirePermission } from '../security/auth.js';
import type { AppContext } from '../context.js';
import { visibleDatabases } from '../datasources/access.js';
import type { MetaSchema } from '../meta/schema.js';
import { nowIso } from '../meta/time.js';
import { badRequest } from './errors.js';
import { parseIdList, parseListQuery, parseRelatedQuery, type ListFilter } from './list-query.js';

export type ColumnType = 'string' | 'number' | 'boolean' | 'datetime';
type Eb = ExpressionBuilder<any, any>;
type DatabaseEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['dbs'] }, 't'>;
type Qb = SelectQueryBuilder<any, any, any>;

export interface ListColumn {
  /** Column of the base table (aliased `t`). */
  column: string;
  type: ColumnType;
  /** Operators offered for this column; default by type. */
  operators?: string[];
  sortable?: boolean;
}

/** A many-to-many relation to users or roles through a link table (owners, roles). */
export interface LinkRelation {
  kind: 'm2m';
  linkTable: string;
  linkFk: string;
  targetFk: string;
  target: 'ab_user' | 'ab_role';
}
/** A foreign key on the base table (created_by, changed_by; a saved query's database). */
export interface FkRelation {
  kind: 'o2m';
  column: string;
  target: 'ab_user' | 'dbs';
}
export type Relation = LinkRelation | FkRelation;

export interface ResourceSpec {
  /** URL segment: /api/v1/{name}/ */
  name: string;
  /** Permission view: can_read/can_write on it. */
  view: string;
  table: string;
  /** favstar class_name; absent when the resource has no favorites. */
  favoriteClass?: string;
  columns: Record<string, ListColumn>;
  relations: Record<string, Relation>;
  /** Resource-specific operators: `opr` name → predicate builder. */
  customFilters?: Record<string, (eb: Eb, value: unknown, user: AuthUser) => Expression<SqlBool>>;
  /** Sort keys that are not plain columns (e.g. changed_on_delta_humanized → changed_on). */
  sortAliases?: Record<string, string>;
  defaultOrder: [string, 'asc' | 'desc'];
  /** Rows the user may see at all (ownership, publication, data access). */
  visible(eb: Eb, user: AuthUser): Expression<SqlBool> | null;
  /** Turns base rows into API objects (list shape). */
  serialize(rows: any[], ctx: AppContext): Promise<Record<string, unknown>[]>;
}

const DEFAULT_OPS: Record<ColumnType, string[]> = {
  string: ['eq', 'neq', 'ct', 'sw', 'ew', 'in', 'nct'],
  number: ['eq', 'neq', 'gt', 'lt', 'in'],
  boolean: ['eq', 'neq'],
  datetime: ['eq', 'neq', 'gt', 'lt'],
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function coerce(value: unknown, type: ColumnType, field: string): unknown {
  const bad = () => badRequest(`filters: value for ${field} must be a ${type}`);
  switch (type) {
    case 'string':
      if (typeof value === 'string' || typeof value === 'number') return String(value);
      throw bad();
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return n;
      throw bad();
    }
    case 'boolean':
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (value === 'true' || value === 'false') return value === 'true' ? 1 : 0;
      throw bad();
    case 'datetime':
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
      throw bad();
  }
}

function columnPredicate(
  eb: Eb,
  col: ListColumn,
  name: string,
  opr: string,
  value: unknown,
): Expression<SqlBool> {
  const ops = col.operators ?? DEFAULT_OPS[col.type];
  if (!ops.includes(opr)) throw badRequest(`filters: operator ${opr} is not allowed on column ${name}`);
  const ref = eb.ref(`t.${col.column}`);
  if (opr === 'in') {
    if (!Array.isArray(value) || value.length === 0)
      throw badRequest(`filters: value for ${name} must be a non-empty list`);
    return eb(ref, 'in', value.map((v) => coerce(v, col.type, name)) as any[]);
  }
  const v = coerce(value, col.type, name);
  switch (opr) {
    case 'eq':
      return eb(ref, '=', v);
    case 'neq':
      return eb.or([eb(ref, '!=', v), eb(ref, 'is', null)]);
    case 'gt':
      return eb(ref, '>', v);
    case 'lt':
      return eb(ref, '<', v);
    default: {
      const s = escapeLike(String(v).toLowerCase());
      const pattern = opr === 'sw' ? `${s}%` : opr === 'ew' ? `%${s}` : `%${s}%`;
      const like = sql<SqlBool>`lower(${ref}) like ${pattern} escape '\\'`;
      return opr === 'nct' ? eb.not(like) : like;
    }
  }
}

function relationPredicate(
  eb: Eb,
  spec: ResourceSpec,
  rel: Relation,
  name: string,
  opr: string,
  value: unknown,
) {
  const ids = (Array.isArray(value) ? value : [value]).map((v) => coerce(v, 'number', name) as number);
  if (rel.kind === 'o2m') {
    if (opr !== 'rel_o_m' && opr !== 'eq')
      throw badRequest(`filters: operator ${opr} is not allowed on column ${name}`);
    return eb(eb.ref(`t.${rel.column}`), 'in', ids);
  }
  if (opr !== 'rel_m_m') throw badRequest(`filters: operator ${opr} is not allowed on column ${name}`);
  return eb.exists(
    eb
      .selectFrom(`${rel.linkTable} as l`)
      .select(sql.lit(1).as('one'))
      .whereRef(`l.${rel.linkFk}`, '=', 't.id')
      .where(`l.${rel.targetFk}`, 'in', ids),
  );
}

export function filterPredicate(
  eb: Eb,
  spec: ResourceSpec,
  f: ListFilter,
  user: AuthUser,
): Expression<SqlBool> {
  const custom = spec.customFilters?.[f.opr];
  if (custom) return custom(eb, f.value, user);
  const rel = spec.relations[f.col];
  if (rel) return relationPredicate(eb, spec, rel, f.col, f.opr, f.value);
  const col = spec.columns[f.col];
  if (!col) throw badRequest(`filters: Filter column: ${f.col} not allowed to filter`);
  return columnPredicate(eb, col, f.col, f.opr, f.value);
}

/** The visible rows of a resource with the list filters applied. */
export function filteredQuery(
  ctx: AppContext,
  spec: ResourceSpec,
  user: AuthUser,
  filters: ListFilter[],
): Qb {
  let q: Qb = (ctx.db as any).selectFrom(`${spec.table} as t`);
  q = q.where((eb: Eb) => {
    const preds = filters.map((f) => filterPredicate(eb, spec, f, user));
    const vis = spec.visible(eb, user);
    if (vis) preds.push(vis);
    return preds.length ? eb.and(preds) : sql<SqlBool>`1 = 1`;
  });
  return q;
}

export async function listResource(ctx: AppContext, spec: ResourceSpec, request: FastifyRequest) {
  const query = parseListQuery((request.query as Record<string, unknown>).q);
  const user = request.user!;
  const orderKey = query.order_column ?? spec.defaultOrder[0];
  const orderColumn = spec.sortAliases?.[orderKey] ?? orderKey;
  const sortable = spec.columns[orderColumn];
  if (!sortable || sortable.sortable === false)
    throw badRequest(`order_column: ${orderKey} is not a sortable column`);
  const direction = query.order_direction ?? spec.defaultOrder[1];

  const base = filteredQuery(ctx, spec, user, query.filters);
  const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const n = Number(counted?.n ?? 0);
  const rows = await base
    .selectAll('t')
    .orderBy(`t.${sortable.column}`, direction)
    .orderBy('t.id', direction)
    .limit(query.page_size)
    .offset(query.page * query.page_size)
    .execute();
  let result = await spec.serialize(rows, ctx);
  if (query.select_columns?.length) {
    const keep = new Set(query.select_columns);
    result = result.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => keep.has(k))));
  }
  return {
    count: Number(n),
    ids: rows.map((r: any) => r.id as number),
    result,
    order_columns: Object.keys(spec.columns).filter((k) => spec.columns[k]!.sortable !== false),
    list_title: `List ${spec.view}`,
  };
}

/** Names of the resource's permissions the caller holds, for `_info`. */
export function infoPermissions(spec: ResourceSpec, user: AuthUser): string[] {
  const all = ['can_read', 'can_write', 'can_export'];
  return isAdmin(user) ? all : all.filter((p) => can(user, p, spec.view));
}

async function relatedValues(ctx: AppContext, rel: Relation, request: FastifyRequest) {
  const q = parseRelatedQuery((request.query as Record<string, unknown>).q);
  const db = ctx.db as any;
  const text = `%${escapeLike(q.filter.toLowerCase())}%`;
  const user = request.user!;
  if (rel.target === 'dbs') {
    // Only the databases the caller reaches, as Superset's DatabaseFilter.
    const base = db
      .selectFrom('dbs as t')
      .where(sql`lower(t.database_name) like ${text} escape '\\'`)
      .where((eb: Eb) => visibleDatabases(eb as DatabaseEb, user) ?? sql<SqlBool>`1 = 1`);
    const [{ n }] = await base.select(sql<number>`count(*)`.as('n')).execute();
    const rows = await base
      .select(['t.id', 't.database_name'])
      .orderBy('t.database_name')
      .limit(q.page_size)
      .offset(q.page * q.page_size)
      .execute();
    return { count: Number(n), result: rows.map((r: any) => ({ value: r.id, text: r.database_name })) };
  }
  if (rel.target === 'ab_role') {
    const base = db.selectFrom('ab_role').where(sql`lower(name) like ${text} escape '\\'`);
    const [{ n }] = await base.select(sql<number>`count(*)`.as('n')).execute();
    const rows = await base
      .select(['id', 'name'])
      .orderBy('name')
      .limit(q.page_size)
      .offset(q.page * q.page_size)
      .execute();
    return { count: Number(n), result: rows.map((r: any) => ({ value: r.id, text: r.name })) };
  }
  // Emails are personal data: only admins see them, or find users by them.
  const admin = isAdmin(user);
  const fullName = sql`first_name || ' ' || last_name`;
  const byEmail = admin ? sql` or lower(email) like ${text} escape '\\'` : sql``;
  const base = db
    .selectFrom('ab_user')
    .where(
      sql`(lower(${fullName}) like ${text} escape '\\' or lower(username) like ${text} escape '\\'${byEmail})`,
    );
  const [{ n }] = await base.select(sql<number>`count(*)`.as('n')).execute();
  const rows = await base
    .select(['id', 'first_name', 'last_name', 'email', 'active'])
    .orderBy('first_name')
    .orderBy('last_name')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  return {
    count: Number(n),
    result: rows.map((r: any) => ({
      value: r.id,
      text: `${r.first_name} ${r.last_name}`,
      extra: admin ? { email: r.email, active: Boolean(r.active) } : { active: Boolean(r.active) },
    })),
  };
}

async function distinctValues(ctx: AppContext, spec: ResourceSpec, name: string, request: FastifyRequest) {
  const col = spec.columns[name];
  if (!col || col.type !== 'string') throw badRequest(`column: ${name} has no distinct values`);
  const q = parseRelatedQuery((request.query as Record<string, unknown>).q);
  const text = `%${escapeLike(q.filter.toLowerCase())}%`;
  const base = filteredQuery(ctx, spec, request.user!, [])
    .where(`t.${col.column}`, 'is not', null)
    .where(`t.${col.column}`, '!=', '')
    .where(sql<SqlBool>`lower(${sql.ref(`t.${col.column}`)}) like ${text} escape '\\'`);
  const rows = await base
    .select(`t.${col.column} as v`)
    .distinct()
    .orderBy('v')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  const [{ n }] = await (ctx.db as any)
    .selectFrom(base.select(`t.${col.column} as v`).distinct().as('d'))
    .select(sql<number>`count(*)`.as('n'))
    .execute();
  return { count: Number(n), result: rows.map((r: any) => ({ text: r.v, value: r.v })) };
}

/** Routes every resource shares; its own module adds get/create/update/delete. */
export function registerResourceRoutes(app: FastifyInstance, ctx: AppContext, spec: ResourceSpec) {
  const base = `/api/v1/${spec.name}`;
  const read = { preHandler: requirePermission('can_read', spec.view) };

  app.get(`${base}/`, read, (request) => listResource(ctx, spec, request));
  app.get(`${base}/_info`, read, (request) => ({ permissions: infoPermissions(spec, request.user!) }));
  app.get(`${base}/related/:column`, read, (request) => {
    const { column } = request.params as { column: string };
    const rel = spec.relations[column];
    if (!rel) throw badRequest(`column: ${column} is not a related column`);
    return relatedValues(ctx, rel, request);
  });
  app.get(`${base}/distinct/:column`, read, (request) =>
    distinctValues(ctx, spec, (request.params as { column: string }).column, request),
  );

  const favClass = spec.favoriteClass;
  if (!favClass) return;
  app.get(`${base}/favorite_status/`, read, async (request) => {
    const ids = parseIdList((request.query as Record<string, unknown>).q);
    const rows = await ctx.db
      .selectFrom('favstar')
      .select('obj_id')
      .where('user_id', '=', request.user!.id)
      .where('class_name', '=', favClass)
      .where('obj_id', 'in', ids)
      .execute();
    const starred = new Set(rows.map((r) => r.obj_id));
    return { result: ids.map((id) => ({ id, value: starred.has(id) })) };
  });

  const favoriteTarget = async (request: FastifyRequest) => {
    const id = Number((request.params as { id: string }).id);
    const user = request.user!;
    const found = Number.isInteger(id)
      ? await filteredQuery(ctx, spec, user, []).where('t.id', '=', id).select('t.id').executeTakeFirst()
      : undefined;
    if (!found) throw Object.assign(new Error('Not found'), { statusCode: 404 });
    return { id, user };
  };
  app.post(`${base}/:id/favorites/`, read, async (request) => {
    const { id, user } = await favoriteTarget(request);
    await ctx.db
      .insertInto('favstar')
      .values({ user_id: user.id, class_name: favClass, obj_id: id, dttm: nowIso() })
      .onConflict((oc) => oc.columns(['user_id', 'class_name', 'obj_id']).doNothing())
      .execute();
    return { result: 'OK' };
  });
  app.delete(`${base}/:id/favorites/`, read, async (request) => {
    const { id, user } = await favoriteTarget(request);
    await ctx.db
      .deleteFrom('favstar')
      .where('user_id', '=', user.id)
      .where('class_name', '=', favClass)
      .where('obj_id', '=', id)
      .execute();
    return { result: 'OK' };
  });
}
