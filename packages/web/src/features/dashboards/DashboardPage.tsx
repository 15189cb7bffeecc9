/**
 * /superset/dashboard/{id or slug}/: loads the dashboard, its charts, the user's roles and the
 * applied filters of the URL's native_filters_key (or of a permalink), then starts the page's own
 * store (layout, undo history, dashboard state, filters and data masks) and renders the dashboard.
 */
import { parseDataMaskState, type DataMaskStateWithId } from '@meridian/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useParams } from 'react-router';
import { useGetMyRolesQuery } from '../../api/auth';
import {
  useGetDashboardChartsQuery,
  useGetDashboardDatasetsQuery,
  useGetDashboardQuery,
  type DashboardChart,
  type DashboardDataset,
  type DashboardPermalinkValue,
} from '../../api/dashboards';
import { errorText, normalizeError } from '../../api/errors';
import type { CurrentUserWithRoles, DashboardDetail } from '../../api/types';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { useLogOnce } from '../../logger/useLogOnce';
import { dashboardTitle } from './list/dashboardLinks';
import { ChartsProvider } from './chart/chartsContext';
import { DashboardNotFound } from './DashboardNotFound';
import { DashboardTheme } from './DashboardTheme';
import { DashboardView } from './DashboardView';
import { DashboardPermissionsContext, dashboardPermissions } from './permissions';
import { dashboardInfoActions } from './state/dashboardInfo';
import { layoutHydrated } from './state/dashboardLayout';
import { dashboardStateActions } from './state/dashboardState';
import { hydrateFilters } from './state/hydrateFilters';
import { initialActiveTabs, initialLayout, tabsToShow } from './state/initialLayout';
import { DashboardStoreContext, makeDashboardStore } from './state/store';
import { parseUiConfig } from './uiConfig';
import { UiConfigContext } from './uiConfigContext';
import { loadFilterState, NATIVE_FILTERS_KEY } from './urlState/filterStateApi';
import { FilterStateUrlSync } from './urlState/useFilterStateUrl';

type PermalinkState = DashboardPermalinkValue['state'];

interface RootProps {
  dashboard: DashboardDetail;
  charts: DashboardChart[];
  datasets: DashboardDataset[];
  user: CurrentUserWithRoles;
  permalink?: PermalinkState;
  filters: RestoredFilters;
  /** An embedded page (guest): the URL is the host's iframe address, no filter state is written. */
  embedded?: boolean;
  /** Rendered inside the page's store (the embedded page's bridge to its host). */
  extra?: ReactNode;
}

/**
 * The applied masks the page opens with: from a permalink, from the URL's filter state key (`key`
 * when it could be read, `stale` when not), or none (each filter's default).
 */
interface RestoredFilters {
  masks: DataMaskStateWithId | null;
  key: string | null;
  stale: boolean;
}

function DashboardRoot(props: RootProps) {
  const { dashboard, charts, datasets, user, permalink, filters, embedded, extra } = props;
  const { search } = useLocation();
  const perms = useMemo(() => dashboardPermissions(user, dashboard), [user, dashboard]);
  useLogOnce(
    'mount_dashboard',
    useMemo(() => ({ source: 'dashboard', source_id: dashboard.id }), [dashboard.id]),
  );
  // Embedded pages have no app navigation above them.
  const ui = useMemo(
    () => ({ ...parseUiConfig(search), ...(embedded && { hideNav: true }) }),
    [search, embedded],
  );
  const [store] = useState(() => {
    const s = makeDashboardStore();
    const layout = initialLayout(dashboard.position_json, charts, dashboardTitle(dashboard));
    s.dispatch(dashboardInfoActions.dashboardLoaded(dashboard));
    s.dispatch(layoutHydrated(layout));
    const { metadata } = s.getState().dashboardInfo;
    hydrateFilters(s.dispatch, metadata, layout, filters.masks);
    s.dispatch(
      dashboardStateActions.setRefreshFrequency({ seconds: metadata.refresh_frequency, persist: false }),
    );
    const preferred = permalink?.activeTabs?.length
      ? permalink.activeTabs
      : tabsToShow(layout, permalink?.anchor ?? undefined);
    s.dispatch(dashboardStateActions.setActiveTabs(initialActiveTabs(layout, preferred)));
    if (permalink?.anchor) s.dispatch(dashboardStateActions.setDirectPathToChild([permalink.anchor]));
    // Edit mode starts only with edit permission and ?edit=true (spec §2).
    if (perms.canEdit && new URLSearchParams(search).get('edit') === 'true')
      s.dispatch(dashboardStateActions.setEditMode(true));
    s.dispatch(dashboardInfoActions.markSaved(layout));
    return s;
  });

  const anchor = permalink?.anchor;
  useEffect(() => {
    if (!anchor) return undefined;
    const t = setTimeout(
      () =>
        document
          .querySelector(`[data-component-id="${CSS.escape(anchor)}"]`)
          ?.scrollIntoView({ block: 'start' }),
      300,
    );
    return () => clearTimeout(t);
  }, [anchor]);

  return (
    <Provider store={store} context={DashboardStoreContext}>
      <UiConfigContext value={ui}>
        <DashboardPermissionsContext value={perms}>
          <ChartsProvider initial={charts} datasets={datasets}>
            {!permalink && !embedded && (
              <FilterStateUrlSync
                dashboardId={dashboard.id}
                restoredKey={filters.key}
                dropStaleKey={filters.stale}
              />
            )}
            <DashboardTheme>
              <DashboardView />
            </DashboardTheme>
            {extra}
          </ChartsProvider>
        </DashboardPermissionsContext>
      </UiConfigContext>
    </Provider>
  );
}

/** A dashboard fetched this recently (by the route preload) is not fetched again on mount. */
const FRESH_SECONDS = 5;
const NO_DATASETS: DashboardDataset[] = [];

/**
 * Loads what the dashboard needs; `permalink` restores the state a permalink stored. An embedded page
 * passes its guest `user` (a guest may not ask for /api/v1/me/roles/).
 */
export function DashboardLoader({
  idOrSlug,
  permalink,
  user,
  extra,
}: {
  idOrSlug: string;
  permalink?: PermalinkState;
  user?: CurrentUserWithRoles;
  extra?: ReactNode;
}) {
  // The page keeps its own copy once loaded: later refetches must not reset an edit in progress.
  // Fresh on every visit, but the copy the app's preload fetched a moment ago counts as fresh.
  const dashboardQ = useGetDashboardQuery(idOrSlug, { refetchOnMountOrArgChange: FRESH_SECONDS });
  const dashboard = dashboardQ.currentData;
  const chartsQ = useGetDashboardChartsQuery(dashboard?.id ?? skipToken, {
    refetchOnMountOrArgChange: FRESH_SECONDS,
  });
  // Datasets only name and format values: a failed request draws the charts with raw names.
  const datasetsQ = useGetDashboardDatasetsQuery(dashboard?.id ?? skipToken, {
    refetchOnMountOrArgChange: FRESH_SECONDS,
  });
  const datasets = datasetsQ.currentData ?? (datasetsQ.isError ? NO_DATASETS : undefined);
  const me = useGetMyRolesQuery(user ? skipToken : undefined);
  const currentUser = user ?? me.data;
  const [first, setFirst] = useState<{
    dashboard: DashboardDetail;
    charts: DashboardChart[];
    datasets: DashboardDataset[];
  } | null>(null);
  // The filter state key the page opened with (later URL changes are the page's own writes).
  const { search } = useLocation();
  const [filtersKey] = useState(() =>
    permalink ? null : new URLSearchParams(search).get(NATIVE_FILTERS_KEY),
  );
  const [filters, setFilters] = useState<RestoredFilters | null>(() =>
    permalink
      ? { masks: parseDataMaskState(permalink.dataMask ?? null), key: null, stale: false }
      : filtersKey
        ? null
        : { masks: null, key: null, stale: false },
  );
  const dashboardId = dashboard?.id;
  useEffect(() => {
    if (filters || !filtersKey || dashboardId === undefined) return undefined;
    let live = true;
    void loadFilterState(dashboardId, filtersKey).then((masks) => {
      if (live) setFilters({ masks, key: masks ? filtersKey : null, stale: !masks });
    });
    return () => {
      live = false;
    };
  }, [filters, filtersKey, dashboardId]);

  // Derived once, during render (React's pattern for state that follows props).
  if (!first && dashboard && chartsQ.currentData && datasets)
    setFirst({ dashboard, charts: chartsQ.currentData, datasets });

  const title = first ? dashboardTitle(first.dashboard) : '';
  useEffect(() => {
    if (title) document.title = `${title} - Meridian`;
  }, [title]);

  const error = dashboardQ.error ?? chartsQ.error ?? me.error;
  if (error) {
    const status = normalizeError(error).status;
    if (status === 404 || status === 403) return <DashboardNotFound />;
    return <ErrorPanel message={errorText(error)} />;
  }
  if (!first || !currentUser || !filters) return <Loading />;
  return (
    <DashboardRoot
      {...first}
      user={currentUser}
      permalink={permalink}
      filters={filters}
      embedded={user !== undefined}
      extra={extra}
    />
  );
}

export default function DashboardPage() {
  const { idOrSlug = '' } = useParams();
  return <DashboardLoader key={idOrSlug} idOrSlug={idOrSlug} />;
}
