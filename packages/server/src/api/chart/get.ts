/** `GET /api/v1/chart/{pk}` (by id or uuid, with a column projection) and `related/dashboards`. */
import { chartItemQuerySchema, type RelatedResponse } from '@meridian/core';
import { sql, type SqlBool } from 'kysely';
import { NotFound } from '../../domain-errors.js';
import { chartIdByUuid, likeText } from '../../meta/repositories/chart.js';
import { findChart } from '../../security/access/chart.js';
import { dashboardSpec } from '../dashboard/spec.js';
import { parseQ, parseRelatedQuery, validated } from '../list-query.js';
import { pathPk } from '../path-params.js';
import { filteredQuery } from '../resource.js';
import type { ChartHandler } from './handler.js';
import { projectColumns, serializeChart } from './serialize.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const qOf = (request: Parameters<ChartHandler>[1]) => (request.query as Record<string, unknown>).q;

export const getChart: ChartHandler = async ({ ctx }, request) => {
  const key = (request.params as { pk: string }).pk;
  const q = validated(chartItemQuerySchema, parseQ(qOf(request)), 'q');
  const id = UUID_RE.test(key)
    ? await chartIdByUuid(ctx.db, key.toLowerCase())
    : pathPk(request, 'pk', 'Chart not found');
  if (id === null) throw new NotFound('Chart not found');
  const row = await findChart(ctx, request.user!, id);
  const result = await serializeChart(row, ctx);
  return { id: row.id, result: projectColumns(result, q.columns ?? q.select_columns) };
};

/** Dashboards a chart can be filtered by: those the caller sees. */
export const relatedDashboards: ChartHandler = async ({ ctx }, request): Promise<RelatedResponse> => {
  const q = parseRelatedQuery(qOf(request));
  const base = filteredQuery(ctx, dashboardSpec, request.user!, []).where(
    sql<SqlBool>`lower(coalesce(t.dashboard_title, '')) like ${likeText(q.filter)} escape '\\'`,
  );
  const counted = (await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst()) as
    { n: number } | undefined;
  const rows = (await base
    .select(['t.id', 't.dashboard_title'])
    .orderBy('t.dashboard_title')
    .limit(q.page_size)
    .offset(q.page * q.page_size)
    .execute()) as { id: number; dashboard_title: string | null }[];
  return {
    count: Number(counted?.n ?? 0),
    result: rows.map((r) => ({ value: r.id, text: r.dashboard_title ?? '' })),
  };
};
