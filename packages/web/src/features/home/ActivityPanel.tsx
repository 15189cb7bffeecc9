/**
 * The Recents panel of the home page: what the user last viewed (the log's recent activity), edited
 * (the dashboards and charts they changed last) and created (their own charts, dashboards and saved
 * queries), three of each kind at most.
 */
import { useEffect } from 'react';
import { useGetChartsQuery, type ChartListItem } from '../../api/charts';
import { useGetDashboardsQuery } from '../../api/dashboards';
import { errorText, isUnauthorized, sprintf } from '../../api/errors';
import { useGetSavedQueriesQuery, type SavedQueryListItem } from '../../api/savedQueries';
import type { DashboardListItem } from '../../api/types';
import { useToasts } from '../../components/Toasts';
import { ActivityCard } from './ActivityCard';
import { createdItems, editedItems, viewedItem, type ActivityItem } from './activityItems';
import { CardGrid, LoadingCards } from './CardGrid';
import { HomeEmptyState } from './HomeEmptyState';
import {
  TableTab,
  WelcomeTable,
  createdFilters,
  editedFilters,
  homeListQuery,
  ownedFilters,
} from './homeQueries';
import type { HomeAccess } from './homeAccess';
import { HomeKeys } from './homeStorage';
import { PanelTabs } from './PanelTabs';
import { useGetRecentActivityQuery } from './recentActivity';
import { usePanelRows } from './usePanelRows';
import { usePanelTab } from './usePanelTab';

const TABS = [
  { name: TableTab.Viewed, label: 'Viewed' },
  { name: TableTab.Edited, label: 'Edited' },
  { name: TableTab.Created, label: 'Created' },
];
const ALLOWED = TABS.map((t) => t.name);

/** Viewed: the log's entries; a failure is a toast and an empty tab. */
function useViewed(): { items: ActivityItem[]; loading: boolean } {
  const { addDangerToast } = useToasts();
  const viewed = useGetRecentActivityQuery(undefined, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (viewed.error && !isUnauthorized(viewed.error))
      addDangerToast(
        sprintf('There was an issue fetching your recent activity: %s', errorText(viewed.error)),
      );
  }, [viewed.error, addDangerToast]);
  return { items: (viewed.currentData ?? []).map(viewedItem), loading: viewed.isLoading };
}

/** Edited: asked for only while its tab is open, as Superset does. */
function useEdited(userId: number, open: boolean, access: HomeAccess) {
  const query = homeListQuery(editedFilters(userId));
  const dashboards = usePanelRows<DashboardListItem>(
    useGetDashboardsQuery,
    query,
    'dashboards',
    !open || !access.dashboards,
  );
  const charts = usePanelRows<ChartListItem>(useGetChartsQuery, query, 'charts', !open || !access.charts);
  return { items: editedItems(dashboards.rows, charts.rows), loading: dashboards.loading || charts.loading };
}

/** Created: the user's own (the same calls as the panels' Mine tabs). */
function useCreated(userId: number, access: HomeAccess) {
  const owned = homeListQuery(ownedFilters(userId));
  const charts = usePanelRows<ChartListItem>(useGetChartsQuery, owned, 'charts', !access.charts);
  const dashboards = usePanelRows<DashboardListItem>(
    useGetDashboardsQuery,
    owned,
    'dashboards',
    !access.dashboards,
  );
  const queries = usePanelRows<SavedQueryListItem>(
    useGetSavedQueriesQuery,
    homeListQuery(createdFilters(userId)),
    'saved queries',
    !access.savedQueries,
  );
  return {
    items: createdItems(charts.rows, dashboards.rows, queries.rows),
    loading: charts.loading || dashboards.loading || queries.loading,
  };
}

export function ActivityPanel({ userId, access }: { userId: number; access: HomeAccess }) {
  const [tab, setTab] = usePanelTab(HomeKeys.ActivityFilter, ALLOWED, TableTab.Viewed);
  const viewed = useViewed();
  const edited = useEdited(userId, tab === TableTab.Edited, access);
  const created = useCreated(userId, access);
  const shown = tab === TableTab.Viewed ? viewed : tab === TableTab.Edited ? edited : created;
  return (
    <div data-test="home-recents">
      <PanelTabs tabs={TABS} active={tab} onChange={setTab} />
      {shown.loading ? (
        <LoadingCards />
      ) : shown.items.length ? (
        <CardGrid>
          {shown.items.map((item) => (
            <ActivityCard key={item.key} item={item} />
          ))}
        </CardGrid>
      ) : (
        <HomeEmptyState table={WelcomeTable.Recents} tab={tab} />
      )}
    </div>
  );
}
