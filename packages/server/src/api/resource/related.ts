/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call --
   The list machinery works over any resource table chosen at runtime; typed builders would need a
   generic per table. Inputs are validated against each resource's column map before they reach SQL. */
/** `related/{column}` (users, roles, groups, databases a relation points to) and `distinct/{column}`. */
import { isAdmin } from '@meridian/core';
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.js';
import { visibleDatabases } from '../../datasources/access.js';
import { databaseOptions } from '../../meta/repositories/database.js';
import type { AuthUser } from '../../security/auth.js';
import { badRequest } from '../errors.js';
import { parseRelatedQuery } from '../list-query.js';
import { containsPattern, filteredQuery } from './filters.js';
import type { Relation, ResourceSpec } from './spec.js';

type RelatedQuery = ReturnType<typeof parseRelatedQuery>;

/** A page of `base`'s rows (the `select`ed columns, by `orderBy`) and how many rows it has in all. */
async function pageOf(base: any, q: RelatedQuery, select: string[], orderBy: string[]) {
  const [{ n }] = await base.select(sql<number>`count(*)`.as('n')).execute();
  let sorted = base.select(select);
  for (const column of orderBy) sorted = sorted.orderBy(column);
  const rows: any[] = await sorted
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  return { count: Number(n), rows };
}

/** The databases the caller reaches whose name contains the filter, as Superset's DatabaseFilter. */
export async function relatedDatabaseOptions(ctx: AppContext, user: AuthUser, q: RelatedQuery) {
  const { count, rows } = await databaseOptions(ctx.db, q, (eb) => visibleDatabases(eb, user));
  return { count, result: rows.map((r) => ({ value: r.id, text: r.database_name })) };
}

export async function relatedValues(ctx: AppContext, rel: Relation, request: FastifyRequest) {
  const q = parseRelatedQuery((request.query as Record<string, unknown>).q);
  const db = ctx.db as any;
  const text = containsPattern(q.filter);
  const user = request.user!;
  if (rel.target === 'dbs') {
    return relatedDatabaseOptions(ctx, user, q);
  }
  if (rel.target === 'ab_role' || rel.target === 'ab_group') {
    const base = db.selectFrom(rel.target).where(sql`lower(name) like ${text} escape '\\'`);
    const { count, rows } = await pageOf(base, q, ['id', 'name'], ['name']);
    return { count, result: rows.map((r) => ({ value: r.id, text: r.name })) };
  }
  // Emails are personal data: only admins see them, or find users by them. The username (which
  // anyone may search by) tells apart users of the same name.
  const admin = isAdmin(user);
  const fullName = sql`first_name || ' ' || last_name`;
  const byEmail = admin ? sql` or lower(email) like ${text} escape '\\'` : sql``;
  const base = db
    .selectFrom('ab_user')
    .where(
      sql`(lower(${fullName}) like ${text} escape '\\' or lower(username) like ${text} escape '\\'${byEmail})`,
    );
  const columns = ['id', 'first_name', 'last_name', 'username', 'email', 'active'];
  const { count, rows } = await pageOf(base, q, columns, ['first_name', 'last_name']);
  return {
    count,
    result: rows.map((r) => ({
      value: r.id,
      text: `${r.first_name} ${r.last_name}`,
      extra: {
        username: r.username,
        ...(admin ? { email: r.email } : {}),
        active: Boolean(r.active),
      },
    })),
  };
}

export async function distinctValues(
  ctx: AppContext,
  spec: ResourceSpec,
  name: string,
  request: FastifyRequest,
) {
  const col = spec.columns[name];
  if (!col || col.type !== 'string') throw badRequest(`column: ${name} has no distinct values`);
  const q = parseRelatedQuery((request.query as Record<string, unknown>).q);
  const text = containsPattern(q.filter);
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
