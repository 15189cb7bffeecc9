/**
 * The Dashboards panel of the home page: the newest 5 dashboards the user starred (Favorite), owns
 * (Mine) or of the Examples tab, as the dashboard list's cards; "+ Dashboard" and "View All »".
 */
import {
  useDeleteDashboardMutation,
  useGetDashboardFavoriteStatusQuery,
  useGetDashboardPermissionsQuery,
  useGetDashboardsQuery,
  useSetDashboardFavoriteMutation,
} from '../../api/dashboards';
import type { DashboardListItem } from '../../api/types';
import { lazyNamed } from '../../components/lazyNamed';
import { DashboardCard } from '../dashboards/list/DashboardCard';
import { dashboardTitle } from '../dashboards/list/dashboardLinks';
import { WelcomeTable } from './homeQueries';
import { HomeKeys } from './homeStorage';
import { ResourcePanel, type CardRenderer, type ResourcePanelConfig } from './ResourcePanel';
import { useNewDashboard } from './useNewDashboard';

const DashboardPropertiesDialog = lazyNamed(
  () => import('../dashboards/list/DashboardPropertiesDialog'),
  'DashboardPropertiesDialog',
);

const renderCard: CardRenderer<DashboardListItem> = (dashboard, ctx, onEdit) => (
  <DashboardCard key={dashboard.id} dashboard={dashboard} ctx={ctx} onEdit={onEdit} />
);

const DASHBOARD_PANEL: ResourcePanelConfig<DashboardListItem> = {
  testId: 'home-dashboards',
  table: WelcomeTable.Dashboards,
  tabKey: HomeKeys.DashboardFilter,
  useList: useGetDashboardsQuery,
  noun: 'dashboards',
  context: {
    usePermissions: useGetDashboardPermissionsQuery,
    favorites: { useStatus: useGetDashboardFavoriteStatusQuery, useSet: useSetDashboardFavoriteMutation },
    bundle: 'dashboard',
  },
  remove: {
    useDeleteOne: useDeleteDashboardMutation,
    name: dashboardTitle,
    forbidden: 'You do not have permission to edit this dashboard',
  },
  createLabel: 'Dashboard',
  createTestId: 'home-create-dashboard',
  useCreate: useNewDashboard,
  useCard: () => renderCard,
  EditDialog: ({ id, onHide, onSaved }) => (
    <DashboardPropertiesDialog dashboardId={id} onHide={onHide} onSaved={onSaved} />
  ),
};

export function DashboardPanel(props: { userId: number; showThumbnails: boolean }) {
  return <ResourcePanel config={DASHBOARD_PANEL} {...props} />;
}
