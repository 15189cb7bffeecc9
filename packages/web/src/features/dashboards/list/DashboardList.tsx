import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import {
  useCreateDashboardMutation,
  useDeleteDashboardMutation,
  useDeleteDashboardsMutation,
  useGetDashboardFavoriteStatusQuery,
  useGetDashboardPermissionsQuery,
  useGetDashboardsQuery,
  useSetDashboardFavoriteMutation,
} from '../../../api/dashboards';
import { errorText, sprintf } from '../../../api/errors';
import type { DashboardListItem } from '../../../api/types';
import { ResourceList, cardSorts, type ResourceListConfig } from '../../../components/ResourceList';
import { useToasts } from '../../../components/Toasts';
import { DashboardCard } from './DashboardCard';
import { DASHBOARD_FILTERS, dashboardColumns } from './dashboardListConfig';
import { UNTITLED_DASHBOARD, dashboardTitle } from './dashboardLinks';

const DASHBOARDS: ResourceListConfig<DashboardListItem> = {
  page: { testId: 'dashboard-list', title: 'Dashboards', noun: 'dashboard' },
  hooks: { useList: useGetDashboardsQuery, usePermissions: useGetDashboardPermissionsQuery },
  filters: DASHBOARD_FILTERS,
  favorites: { useStatus: useGetDashboardFavoriteStatusQuery, useSet: useSetDashboardFavoriteMutation },
  bundle: 'dashboard',
  remove: {
    useDeleteOne: useDeleteDashboardMutation,
    useDeleteMany: useDeleteDashboardsMutation,
    name: dashboardTitle,
    forbidden: 'You do not have permission to edit this dashboard',
    selected: 'dashboards',
  },
  empty: { title: 'No dashboards yet', image: 'dashboard', description: null },
  card: {
    render: (d, ctx) => <DashboardCard dashboard={d} ctx={ctx} />,
    sorts: cardSorts('dashboard_title'),
    view: 'table',
  },
};

/** "+ Dashboard": an untitled dashboard is created and opened. */
function useCreateDashboard() {
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [create, { isLoading }] = useCreateDashboardMutation();
  const onClick = useCallback(async () => {
    try {
      const r = await create({ dashboard_title: UNTITLED_DASHBOARD }).unwrap();
      void navigate(`/superset/dashboard/${r.id}/`);
    } catch (e) {
      addDangerToast(sprintf('An error occurred while creating %ss: %s', 'dashboard', errorText(e)));
    }
  }, [create, navigate, addDangerToast]);
  return {
    label: 'Dashboard',
    testId: 'create-dashboard',
    emptyTestId: 'empty-create-dashboard',
    loading: isLoading,
    onClick: () => void onClick(),
  };
}

/** /dashboard/list/: search, filter, sort, star, create, delete, import and export dashboards. */
export default function DashboardList() {
  return (
    <ResourceList<DashboardListItem>
      {...DASHBOARDS}
      columns={dashboardColumns}
      create={useCreateDashboard()}
    />
  );
}
