/**
 * `GET /api/v1/report/related/{column}`: the users (owners, created_by, changed_by), and the charts,
 * dashboards and databases the caller may see (Superset's ChartFilter, DashboardAccessFilter and
 * DatabaseFilter), each page as `{count, result: [{value, text}]}`.
 */
import type { FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.js';
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
  const text = containsPattern(q.filter);
  if (column === 'chart') {
    const base = ctx.db
      .selectFrom('slices as t')
      .where((eb) => visibleCharts(eb, user) ?? sql<SqlBool>`1 = 1`)
      .where(sql<SqlBool>`lower(coalesce(t.slice_name, '')) like ${text} escape '\\'`);
    const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    const rows = await base
      .select(['t.id', 't.slice_name'])
      .orderBy('t.slice_name')
      .orderBy('t.id')
      .limit(q.page_size)
      .offset(q.page * q.page_size)
      .execute();
    return {
      count: Number(counted?.n ?? 0),
      result: rows.map((r) => ({ value: r.id, text: r.slice_name ?? '' })),
    };
  }
  if (column === 'dashboard') {
    const base = ctx.db
      .selectFrom('dashboards as t')
      .where((eb) => visibleDashboards(eb, user) ?? sql<SqlBool>`1 = 1`)
      .where(sql<SqlBool>`lower(coalesce(t.dashboard_title, '')) like ${text} escape '\\'`);
    const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    const rows = await base
      .select(['t.id', 't.dashboard_title'])
      .orderBy('t.dashboard_title')
      .orderBy('t.id')
      .limit(q.page_size)
      .offset(q.page * q.page_size)
      .execute();
    return {
      count: Number(counted?.n ?? 0),
      result: rows.map((r) => ({ value: r.id, text: r.dashboard_title ?? '' })),
    };
  }
  throw notFound();
};
