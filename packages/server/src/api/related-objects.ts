/**
 * The charts and dashboards that depend on a database or a dataset (Superset's `related_objects`),
 * limited to the ones the caller may see: being allowed to look at a database or a dataset is no
 * grant on the names and metadata of everybody's charts and dashboards built on it.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../context.js';
import type { MetaSchema } from '../meta/schema.js';
import type { AuthUser } from '../security/auth.js';
import { visibleCharts } from '../security/access/chart.js';
import { visibleDashboards } from '../security/access/dashboard.js';

type SliceEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['slices'] }, 't'>;

/** `onSource` picks the charts (aliased `t`) of the database or dataset. */
export async function relatedObjectsOf(
  ctx: AppContext,
  user: AuthUser,
  onSource: (eb: SliceEb) => Expression<SqlBool>,
) {
  const charts = await ctx.db
    .selectFrom('slices as t')
    .select(['t.id', 't.slice_name', 't.viz_type'])
    .where('t.datasource_type', '=', 'table')
    .where(onSource)
    .where((eb) => visibleCharts(eb, user) ?? sql<SqlBool>`1 = 1`)
    .orderBy('t.id')
    .execute();
  const chartIds = charts.map((c) => c.id);
  const dashboards = chartIds.length
    ? await ctx.db
        .selectFrom('dashboards as t')
        .select(['t.id', 't.json_metadata', 't.slug', 't.dashboard_title'])
        .where('t.id', 'in', (eb) =>
          eb
            .selectFrom('dashboard_slices as ds')
            .select('ds.dashboard_id')
            .where('ds.slice_id', 'in', chartIds),
        )
        .where((eb) => visibleDashboards(eb, user) ?? sql<SqlBool>`1 = 1`)
        .orderBy('t.id')
        .execute()
    : [];
  return {
    charts: { count: charts.length, result: charts },
    dashboards: {
      count: dashboards.length,
      result: dashboards.map((d) => ({
        id: d.id,
        json_metadata: d.json_metadata,
        slug: d.slug,
        title: d.dashboard_title,
      })),
    },
  };
}
