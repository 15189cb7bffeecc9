/**
 * The Dashboards panel of the home page: the newest 5 dashboards the user starred (Favorite), owns
 * (Mine) or of the Examples tab, as the dashboard list's cards; "+ Dashboard" and "View All »".
 */
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteDashboardMutation,
  useGetDashboardFavoriteStatusQuery,
  useGetDashboardPermissionsQuery,
  useGetDashboardsQuery,
  useSetDashboardFavoriteMutation,
} from '../../api/dashboards';
import type { DashboardListItem } from '../../api/types';
import { lazyNamed } from '../../components/lazyNamed';
import { ResourceDelete } from '../../components/ResourceList/ResourceDelete';
import { DashboardCard } from '../dashboards/list/DashboardCard';
import { dashboardTitle } from '../dashboards/list/dashboardLinks';
import { CardGrid, LoadingCards } from './CardGrid';
import { HomeEmptyState } from './HomeEmptyState';
import {
  OTHER_TAB_TITLE,
  TableTab,
  WelcomeTable,
  homeListQuery,
  tabFilters,
  viewAllPath,
} from './homeQueries';
import { HomeKeys } from './homeStorage';
import { PanelButtons } from './PanelButtons';
import { PanelTabs } from './PanelTabs';
import { useNewDashboard } from './useNewDashboard';
import { usePanelContext } from './usePanelContext';
import { usePanelRows } from './usePanelRows';
import { usePanelTab } from './usePanelTab';

const DashboardPropertiesDialog = lazyNamed(
  () => import('../dashboards/list/DashboardPropertiesDialog'),
  'DashboardPropertiesDialog',
);

const TABS = [
  { name: TableTab.Favorite, label: 'Favorite' },
  { name: TableTab.Mine, label: 'Mine' },
  { name: TableTab.Other, label: OTHER_TAB_TITLE },
];
const ALLOWED = TABS.map((t) => t.name);
const REMOVE = {
  useDeleteOne: useDeleteDashboardMutation,
  name: dashboardTitle,
  forbidden: 'You do not have permission to edit this dashboard',
};
const OPTIONS = {
  usePermissions: useGetDashboardPermissionsQuery,
  favorites: { useStatus: useGetDashboardFavoriteStatusQuery, useSet: useSetDashboardFavoriteMutation },
  bundle: 'dashboard' as const,
};

export function DashboardPanel({ userId, showThumbnails }: { userId: number; showThumbnails: boolean }) {
  const navigate = useNavigate();
  const newDashboard = useNewDashboard();
  const [tab, setTab] = usePanelTab(HomeKeys.DashboardFilter, ALLOWED, TableTab.Other);
  const query = homeListQuery(tabFilters(tab, WelcomeTable.Dashboards, userId));
  const { rows, loading, refetch } = usePanelRows<DashboardListItem>(
    useGetDashboardsQuery,
    query,
    'dashboards',
  );
  const { ctx, toDelete, closeDelete } = usePanelContext(OPTIONS, rows, refetch);
  const [editing, setEditing] = useState<DashboardListItem | null>(null);
  const viewAll = viewAllPath(WelcomeTable.Dashboards, tab);
  return (
    <div data-test="home-dashboards">
      <PanelTabs
        tabs={TABS}
        active={tab}
        onChange={setTab}
        buttons={
          <PanelButtons
            createLabel="Dashboard"
            onCreate={ctx.canWrite ? newDashboard : undefined}
            createTestId="home-create-dashboard"
            viewAll={viewAll}
          />
        }
      />
      {loading ? (
        <LoadingCards cover={showThumbnails} />
      ) : rows.length ? (
        <CardGrid showThumbnails={showThumbnails}>
          {rows.map((d) => (
            <DashboardCard key={d.id} dashboard={d} ctx={ctx} onEdit={setEditing} />
          ))}
        </CardGrid>
      ) : (
        <HomeEmptyState
          table={WelcomeTable.Dashboards}
          tab={tab}
          onCreate={newDashboard}
          onSeeAll={() => void navigate(viewAll)}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <DashboardPropertiesDialog
            dashboardId={editing.id}
            onHide={() => setEditing(null)}
            onSaved={ctx.refetch}
          />
        </Suspense>
      )}
      <ResourceDelete config={REMOVE} items={toDelete} onClose={closeDelete} onBulkDeleted={closeDelete} />
    </div>
  );
}
