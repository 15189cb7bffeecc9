/**
 * Start-up work that does not wait for React: the code of the page at the current URL (and of the
 * shell around it), the signed-in user, and for a dashboard its definition, its charts and the code
 * that draws them. Each request is the one the page makes itself (same RTK Query cache entries, the
 * same module), so rendering finds it on its way or done, instead of starting it after the page
 * chunk has loaded and rendered.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import { authApi } from '../api/auth';
import { getCsrfToken } from '../api/client';
import { dashboardApi } from '../api/dashboards';
import { preloadChartComponent } from '../components/ChartRenderer/chartModules';
import type { ChartRegistrySource } from '../components/ChartRenderer/registryContext';
import type { RouteHandle } from './routes';
import type { AppStore } from './store';

export interface PreloadDeps {
  store: AppStore;
  charts: ChartRegistrySource;
}

const ignore = () => undefined;

/**
 * Begins loading what the page at `pathname` needs first; never throws, never waits. The data
 * requests go out before the code: a page's code is dozens of files, and the browser's six
 * connections per host would otherwise serve them all before the first API answer.
 */
export function preloadRoute(routes: RouteObject[], pathname: string, deps: PreloadDeps): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads: (() => Promise<unknown>)[] = [];
  for (const { route, params } of matches) {
    const handle = route.handle as RouteHandle | undefined;
    if (handle?.load) loads.push(handle.load);
    if (handle?.signedIn) prefetchSignedIn(deps.store);
    if (handle?.prefetch === 'dashboard' && params.idOrSlug) prefetchDashboard(params.idOrSlug, deps);
  }
  // The data requests above start after a few promise steps; the code's after them.
  setTimeout(() => {
    for (const load of loads) load().catch(ignore);
  }, 0);
}

function prefetchSignedIn(store: AppStore) {
  void store.dispatch(authApi.util.prefetch('getMe', undefined, {}));
  void store.dispatch(authApi.util.prefetch('getMyRoles', undefined, {}));
  // Every signed-in page posts sooner or later (a dashboard at once, for its charts' data).
  getCsrfToken().catch(ignore);
}

/**
 * The dashboard, its charts and their datasets (at once when the URL names the id) and the chart
 * types it draws.
 */
function prefetchDashboard(idOrSlug: string, { store, charts }: PreloadDeps) {
  const { dispatch } = store;
  const registry = charts.get();
  registry.catch(ignore);
  const chartsOf = (id: number) => {
    dispatch(dashboardApi.endpoints.getDashboardDatasets.initiate(id, { subscribe: false }))
      .unwrap()
      .catch(ignore);
    const q = dispatch(dashboardApi.endpoints.getDashboardCharts.initiate(id, { subscribe: false }));
    q.unwrap()
      .then(async (list) => {
        const reg = await registry;
        for (const type of new Set(list.map((c) => c.viz_type))) {
          const plugin = reg.get(type);
          if (plugin) preloadChartComponent(plugin).catch(ignore);
        }
      })
      .catch(ignore);
  };
  const dashboard = dispatch(dashboardApi.endpoints.getDashboard.initiate(idOrSlug, { subscribe: false }));
  if (/^\d+$/.test(idOrSlug)) chartsOf(Number(idOrSlug));
  else
    dashboard
      .unwrap()
      .then((d) => chartsOf(d.id))
      .catch(ignore);
}
