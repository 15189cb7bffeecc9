/**
 * `GET /api/v1/report/related/{column}`: the users (owners, created_by, changed_by), and the charts,
 * dashboards and databases the caller may see (Superset's ChartFilter, DashboardAccessFilter and
 * DatabaseFilter), each page as `{count, result: [{value, text}]}`.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../security/auth.js';
import { visibleCharts } from '../../security/access/chart.js';
import { visibleDashboards } from '../../security/access/dashboard.js';
import { notFound } from '../errors.js';
import { parseRelatedQuery } from '../list-query.js';
import { containsPattern } from '../resource/filters.js';
import { relatedDatabaseOptions, relatedValues } from '../resource/related.js';
import { reportSpec } from './spec.js';

const USER_COLUMNS = new Set(['owners', 'created_by', 'changed_by']);

export const relatedReportValues = (ctx: AppContext) => async (request: FastifyRequest) => {
  const { column } = request.params as { column: string };
  const user = request.user!;
  if (USER_COLUMNS.has(column)) return relatedValues(ctx, reportSpec.relations[column]!, request);
  const q = parseRelatedQuery((request.query as Record<string, unknown>).q);
  if (column === 'database') return relatedDatabaseOptions(ctx, user, q);
  if (column !== 'chart' && column !== 'dashboard') throw notFound();
  return namedOptionsPage(ctx, user, column, q);
};

/** The charts or dashboards the user may see, as `{id, name}` (slice_name, dashboard_title). */
function visibleNamed(ctx: AppContext, user: AuthUser, column: 'chart' | 'dashboard') {
  return column === 'chart'
    ? ctx.db
        .selectFrom('slices as t')
        .where((eb) => visibleCharts(eb, user) ?? sql<SqlBool>`1 = 1`)
        .select(['t.id', 't.slice_name as name'])
    : ctx.db
        .selectFrom('dashboards as t')
        .where((eb) => visibleDashboards(eb, user) ?? sql<SqlBool>`1 = 1`)
        .select(['t.id', 't.dashboard_title as name']);
}

/** One page of the visible charts or dashboards whose name contains the query's filter, by name. */
async function namedOptionsPage(
  ctx: AppContext,
  user: AuthUser,
  column: 'chart' | 'dashboard',
  q: ReturnType<typeof parseRelatedQuery>,
) {
  const text = containsPattern(q.filter);
  const base = ctx.db
    .selectFrom(visibleNamed(ctx, user, column).as('o'))
    .where(sql<SqlBool>`lower(coalesce(o.name, '')) like ${text} escape '\\'`);
  const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await base
    .select(['o.id', 'o.name'])
    .orderBy('o.name')
    .orderBy('o.id')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute();
  return {
    count: Number(counted?.n ?? 0),
    result: rows.map((r) => ({ value: r.id, text: r.name ?? '' })),
  };
}
