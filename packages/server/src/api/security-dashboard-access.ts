/**
 * Who sees a dashboard: admins all; owners theirs (drafts included); everyone else a published
 * dashboard when they may read the dataset of every chart on it (or it has no charts).
 */
import { isAdmin } from '@meridian/core';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { dataAccess, visibleDatasets } from '../datasources/access.js';
import type { MetaSchema } from '../meta/schema.js';
import type { AuthUser } from '../security/auth.js';

type Eb = ExpressionBuilder<MetaSchema & { t: MetaSchema['dashboards'] }, 't'>;
type DatasetEb = ExpressionBuilder<MetaSchema & { t: MetaSchema['tables'] }, 't'>;

/** Dashboards (aliased `t`) the user sees; null means all. */
export function visibleDashboards(eb: Eb, user: AuthUser): Expression<SqlBool> | null {
  if (isAdmin(user)) return null;
  const owned = eb.exists(
    eb
      .selectFrom('dashboard_user as du')
      .select(sql.lit(1).as('one'))
      .whereRef('du.dashboard_id', '=', 't.id')
      .where('du.user_id', '=', user.id),
  );
  const published = eb('t.published', '=', 1);
  if (dataAccess(user).all) return eb.or([owned, published]);
  // A chart whose dataset the user may not read hides the dashboard. The inner `t` (tables) shadows
  // the outer `t` (dashboards) inside the subquery, which is what visibleDatasets speaks of.
  const unreadableChart = eb.exists(
    eb
      .selectFrom('dashboard_slices as ds')
      .innerJoin('slices as s', 's.id', 'ds.slice_id')
      .select(sql.lit(1).as('one'))
      .whereRef('ds.dashboard_id', '=', 't.id')
      .where((c) =>
        c.or([
          c('s.datasource_type', 'not in', ['table', 'dataset']),
          c(
            's.datasource_id',
            'not in',
            c
              .selectFrom('tables as t')
              .select('t.id')
              .where((ds) => visibleDatasets(ds as unknown as DatasetEb, user) ?? sql<SqlBool>`1 = 1`),
          ),
        ]),
      ),
  );
  return eb.or([owned, eb.and([published, eb.not(unreadableChart)])]);
}
