/**
 * The Chart (slice) resource: Superset's `/api/v1/chart/` list with its custom filters, get (by id or
 * uuid, with column projections), create, update, delete and bulk delete with ownership checks,
 * favorites, related and distinct values, and `GET /{id}/data/` (chart-saved-data.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { MetaSchema } from '../meta/schema.js';
import type { ChartDataDeps } from '../query/chart-data.js';
import { requirePermission } from '../security/auth.js';
import { findChart, findEditableChart, visibleCharts, type SliceRow } from '../security/access/chart.js';
import { registerChartSavedDataRoute } from './chart-saved-data.js';
import { deleteCharts, saveChart } from './chart-save.js';
import { chartPostBody, chartPutBody, isQueryContextUpdate } from './chart-schema.js';
import { projectColumns, serializeChart, serializeChartList } from './chart-serialize.js';
import { dashboardSpec } from './dashboard-spec.js';
import { notFound } from './errors.js';
import { parseIdList, parseQ, parseRelatedQuery, validated } from './list-query.js';
import { filteredQuery, registerResourceRoutes, type ResourceSpec } from './resource.js';
import { pathPk } from './path-params.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['slices'] }, 't'>;

/** favstar class_name of charts, as Superset stores it. */
export const CHART_FAVORITE_CLASS = 'slice';

const likeText = (value: unknown) =>
  `%${String(value)
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const isFalse = (value: unknown) => value === false || value === 'false';

const starredBy = (eb: Eb, userId: number) =>
  eb.exists(
    eb
      .selectFrom('favstar as f')
      .select(sql.lit(1).as('one'))
      .where('f.class_name', '=', CHART_FAVORITE_CLASS)
      .where('f.user_id', '=', userId)
      .whereRef('f.obj_id', '=', 't.id'),
  );
const ownedBy = (eb: Eb, userId: number) =>
  eb.exists(
    eb
      .selectFrom('slice_user as o')
      .select(sql.lit(1).as('one'))
      .whereRef('o.slice_id', '=', 't.id')
      .where('o.user_id', '=', userId),
  );

const customFilters: Record<string, (eb: Eb, value: unknown, user: { id: number }) => Expression<SqlBool>> = {
  // The list's search box: name, description, type or the dataset's name contains the text.
  chart_all_text: (eb, value) => {
    const s = likeText(value);
    return eb.or([
      sql<SqlBool>`lower(t.slice_name) like ${s} escape '\\'`,
      sql<SqlBool>`lower(t.description) like ${s} escape '\\'`,
      sql<SqlBool>`lower(t.viz_type) like ${s} escape '\\'`,
      eb.exists(
        eb
          .selectFrom('tables as ds')
          .select(sql.lit(1).as('one'))
          .whereRef('ds.id', '=', 't.datasource_id')
          .where(sql<SqlBool>`lower(ds.table_name) like ${s} escape '\\'`),
      ),
    ]);
  },
  chart_is_favorite: (eb, value, user) =>
    isFalse(value) ? eb.not(starredBy(eb, user.id)) : starredBy(eb, user.id),
  chart_is_certified: (eb, value) =>
    isFalse(value)
      ? eb.or([eb('t.certified_by', 'is', null), eb('t.certified_by', '=', '')])
      : eb.and([eb('t.certified_by', 'is not', null), eb('t.certified_by', '!=', '')]),
  chart_owned_created_favored_by_me: (eb, _value, user) =>
    eb.or([ownedBy(eb, user.id), eb('t.created_by_fk', '=', user.id), starredBy(eb, user.id)]),
  chart_created_by_me: (eb, _value, user) => eb('t.created_by_fk', '=', user.id),
  chart_has_created_by: (eb, value) =>
    isFalse(value) ? eb('t.created_by_fk', 'is', null) : eb('t.created_by_fk', 'is not', null),
};

export const chartSpec: ResourceSpec = {
  name: 'chart',
  view: 'Chart',
  table: 'slices',
  favoriteClass: CHART_FAVORITE_CLASS,
  columns: {
    id: { column: 'id', type: 'number' },
    uuid: { column: 'uuid', type: 'string', operators: ['eq', 'in'] },
    slice_name: { column: 'slice_name', type: 'string' },
    viz_type: { column: 'viz_type', type: 'string' },
    description: { column: 'description', type: 'string' },
    datasource_id: { column: 'datasource_id', type: 'number' },
    datasource_type: { column: 'datasource_type', type: 'string' },
    certified_by: { column: 'certified_by', type: 'string' },
    cache_timeout: { column: 'cache_timeout', type: 'number' },
    changed_on: { column: 'changed_on', type: 'datetime' },
    created_on: { column: 'created_on', type: 'datetime' },
    last_saved_at: { column: 'last_saved_at', type: 'datetime' },
    changed_by_fk: { column: 'changed_by_fk', type: 'number' },
    last_saved_by_fk: { column: 'last_saved_by_fk', type: 'number' },
  },
  // Related names sort by the related id (no join in the generic list).
  sortAliases: {
    changed_on_delta_humanized: 'changed_on',
    created_on_delta_humanized: 'created_on',
    datasource_name: 'datasource_id',
    'changed_by.first_name': 'changed_by_fk',
    'last_saved_by.id': 'last_saved_by_fk',
    'last_saved_by.first_name': 'last_saved_by_fk',
    'last_saved_by.last_name': 'last_saved_by_fk',
  },
  relations: {
    owners: {
      kind: 'm2m',
      linkTable: 'slice_user',
      linkFk: 'slice_id',
      targetFk: 'user_id',
      target: 'ab_user',
    },
    // Filtering only; `related/dashboards` has its own route below.
    dashboards: {
      kind: 'm2m',
      linkTable: 'dashboard_slices',
      linkFk: 'slice_id',
      targetFk: 'dashboard_id',
      target: 'ab_user',
    },
    created_by: { kind: 'o2m', column: 'created_by_fk', target: 'ab_user' },
    changed_by: { kind: 'o2m', column: 'changed_by_fk', target: 'ab_user' },
    last_saved_by: { kind: 'o2m', column: 'last_saved_by_fk', target: 'ab_user' },
  },
  customFilters: customFilters as ResourceSpec['customFilters'],
  defaultOrder: ['changed_on', 'desc'],
  visible: (eb, user) => visibleCharts(eb as Eb, user),
  serialize: (rows, ctx) => serializeChartList(rows as SliceRow[], ctx),
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const itemQuery = z
  .object({ columns: z.array(z.string()).optional(), select_columns: z.array(z.string()).optional() })
  .loose();

export const chartPk = (request: FastifyRequest): number => pathPk(request, 'pk', 'Chart not found');

export function registerChartRoutes(app: FastifyInstance, ctx: AppContext, chartData: ChartDataDeps) {
  const read = { preHandler: requirePermission('can_read', 'Chart') };
  const write = { preHandler: requirePermission('can_write', 'Chart') };

  // Dashboards a chart can be filtered by: those the caller sees.
  app.get('/api/v1/chart/related/dashboards', read, async (request) => {
    const q = parseRelatedQuery((request.query as Record<string, unknown>).q);
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
  });
  registerResourceRoutes(app, ctx, chartSpec);
  registerChartSavedDataRoute(app, ctx, chartData);

  app.get('/api/v1/chart/:pk', read, async (request) => {
    const key = (request.params as { pk: string }).pk;
    const q = validated(itemQuery, parseQ((request.query as Record<string, unknown>).q), 'q');
    let id: number;
    if (UUID_RE.test(key)) {
      const found = await ctx.db
        .selectFrom('slices')
        .select('id')
        .where('uuid', '=', key.toLowerCase())
        .executeTakeFirst();
      if (!found) throw notFound('Chart not found');
      id = found.id;
    } else id = chartPk(request);
    const row = await findChart(ctx, request.user!, id);
    const result = await serializeChart(row, ctx);
    return { id: row.id, result: projectColumns(result, q.columns ?? q.select_columns) };
  });

  app.post('/api/v1/chart/', write, async (request, reply) => {
    const body = validated(chartPostBody, request.body ?? {}, '');
    const id = await saveChart(ctx, request.user!, null, body);
    return reply.code(201).send({ id, result: body });
  });

  app.put('/api/v1/chart/:pk', write, async (request) => {
    const user = request.user!;
    const id = chartPk(request);
    const body = validated(chartPutBody, request.body ?? {}, '');
    // A generated query context may be stored by anyone who sees the chart (see isQueryContextUpdate).
    const existing = isQueryContextUpdate(body)
      ? await findChart(ctx, user, id)
      : await findEditableChart(ctx, user, id);
    await saveChart(ctx, user, existing, body);
    return { id, result: body };
  });

  app.delete('/api/v1/chart/:pk', write, async (request) => {
    const row = await findEditableChart(ctx, request.user!, chartPk(request));
    await deleteCharts(ctx, [row.id]);
    return { message: 'OK' };
  });

  app.delete('/api/v1/chart/', write, async (request) => {
    const ids = [...new Set(parseIdList((request.query as Record<string, unknown>).q))];
    // All or nothing: every id must exist and be editable first.
    for (const id of ids) await findEditableChart(ctx, request.user!, id);
    await deleteCharts(ctx, ids);
    return { message: `Deleted ${ids.length} chart${ids.length === 1 ? '' : 's'}` };
  });
}
