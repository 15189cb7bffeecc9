/**
 * A dashboard's charts and datasets (Superset's `{id_or_slug}/charts|datasets`): only those the
 * caller may read themselves. Seeing a dashboard (an owner sees a draft whatever its charts) is no
 * grant on what it links.
 */
import type { AppContext } from '../../context.js';
import { visibleDatasets } from '../../datasources/access.js';
import { linkedCharts, linkedDatasets } from '../../meta/repositories/dashboard.js';
import { visibleCharts } from '../../security/access/chart.js';
import type { AuthUser } from '../../security/auth.js';

export const visibleChartsOf = (ctx: AppContext, user: AuthUser, dashboardId: number) =>
  linkedCharts(ctx.db, dashboardId, (eb) => visibleCharts(eb, user));

export const visibleDatasetsOf = (ctx: AppContext, user: AuthUser, dashboardId: number) =>
  linkedDatasets(ctx.db, dashboardId, (eb) => visibleDatasets(eb, user));
