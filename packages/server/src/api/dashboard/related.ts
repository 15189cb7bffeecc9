/**
 * A dashboard's charts and datasets: Superset's `/api/v1/dashboard/{id_or_slug}/charts|datasets`.
 * Only the charts and datasets the caller may read themselves are answered: seeing a dashboard
 * (an owner sees a draft whatever its charts) is no grant on what it links.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../context.js';
import { visibleDatasets } from '../datasources/access.js';
import type { MetaSchema } from '../meta/schema.js';
import { requirePermission } from '../security/auth.js';
import { visibleCharts } from '../security/access/chart.js';
import { findVisibleDashboard } from '../security/access/dashboard.js';
import { serializeColumn, serializeMetric } from './dataset-serialize.js';

type DatasetEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['tables'] }, 't'>;

export function registerDashboardRelatedRoutes(app: FastifyInstance, ctx: AppContext) {
  const read = { preHandler: requirePermission('can_read', 'Dashboard') };
  /** The dashboard the path names, if the caller may see it (404 otherwise, as Superset answers). */
  const dashboardOf = (request: FastifyRequest) =>
    findVisibleDashboard(ctx, request.user!, (request.params as { idOrSlug: string }).idOrSlug, 'Not found');

  app.get('/api/v1/dashboard/:idOrSlug/charts', read, async (request) => {
    const d = await dashboardOf(request);
    const user = request.user!;
    const slices = await ctx.db
      .selectFrom('slices as t')
      .selectAll('t')
      .where('t.id', 'in', (eb) =>
        eb.selectFrom('dashboard_slices as ds').select('ds.slice_id').where('ds.dashboard_id', '=', d.id),
      )
      .where((eb) => visibleCharts(eb, user) ?? sql<SqlBool>`1 = 1`)
      .orderBy('t.id')
      .execute();
    return {
      result: slices.map((s) => ({
        id: s.id,
        slice_name: s.slice_name,
        viz_type: s.viz_type,
        form_data: { ...(JSON.parse(s.params ?? '{}') as object), slice_id: s.id, viz_type: s.viz_type },
        slice_url: `/explore/?slice_id=${s.id}`,
        url: `/explore/?slice_id=${s.id}`,
        description: s.description,
        cache_timeout: s.cache_timeout,
        certified_by: s.certified_by,
        certification_details: s.certification_details,
        is_managed_externally: s.is_managed_externally === 1,
        changed_on: s.changed_on,
        datasource_id: s.datasource_id,
        datasource_type: s.datasource_type,
      })),
    };
  });

  app.get('/api/v1/dashboard/:idOrSlug/datasets', read, async (request) => {
    const d = await dashboardOf(request);
    const datasets = await ctx.db
      .selectFrom('tables as t')
      .innerJoin('dbs as db', 'db.id', 't.database_id')
      .select(['t.id', 't.table_name', 't.schema', 't.catalog', 't.main_dttm_col', 't.description', 't.sql'])
      .select(['db.id as database_id', 'db.database_name', 'db.sqlalchemy_uri'])
      .where('t.id', 'in', (eb) =>
        eb
          .selectFrom('dashboard_slices as ds')
          .innerJoin('slices as s', 's.id', 'ds.slice_id')
          .select('s.datasource_id')
          .where('ds.dashboard_id', '=', d.id)
          .where('s.datasource_type', '=', 'table')
          .where('s.datasource_id', 'is not', null)
          .$castTo<number>(),
      )
      .where((eb) => visibleDatasets(eb as unknown as DatasetEb, request.user!) ?? sql<SqlBool>`1 = 1`)
      .execute();
    const ids = datasets.map((t) => t.id);
    const columns = ids.length
      ? await ctx.db.selectFrom('table_columns').selectAll().where('table_id', 'in', ids).execute()
      : [];
    const metrics = ids.length
      ? await ctx.db.selectFrom('sql_metrics').selectAll().where('table_id', 'in', ids).execute()
      : [];
    return {
      result: datasets.map((t) => ({
        id: t.id,
        uid: `${t.id}__table`,
        type: 'table',
        table_name: t.table_name,
        datasource_name: t.table_name,
        name: t.schema ? `${t.schema}.${t.table_name}` : t.table_name,
        schema: t.schema,
        catalog: t.catalog,
        main_dttm_col: t.main_dttm_col,
        description: t.description,
        sql: t.sql,
        database: {
          id: t.database_id,
          database_name: t.database_name,
          backend: t.sqlalchemy_uri.split(':')[0],
        },
        // Verbose names, formats and currencies: what the dashboard's charts show their values with.
        columns: columns.filter((c) => c.table_id === t.id).map((c) => serializeColumn(c, null)),
        metrics: metrics.filter((m) => m.table_id === t.id).map(serializeMetric),
      })),
    };
  });
}
