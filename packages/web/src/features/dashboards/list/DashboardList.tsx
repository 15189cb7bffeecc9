import { Suspense, useCallback, useMemo, useState } from 'react';
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
import { lazyNamed } from '../../../components/lazyNamed';
import {
  ResourceList,
  cardSorts,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../../components/ResourceList';
import { useToasts } from '../../../components/Toasts';
import { useListTagging } from '../../tags/useListTagging';
import { DashboardCard } from './DashboardCard';
import { DASHBOARD_FILTERS, dashboardColumns } from './dashboardListConfig';
import { UNTITLED_DASHBOARD, dashboardTitle } from './dashboardLinks';

// The properties dialog loads when first opened, as on the dashboard page.
const DashboardPropertiesDialog = lazyNamed(
  () => import('./DashboardPropertiesDialog'),
  'DashboardPropertiesDialog',
);

const DASHBOARDS: ResourceListConfig<DashboardListItem> = {
  page: { testId: 'dashboard-list', title: 'Dashboards', noun: 'dashboard' },
  hooks: { useList: useGetDashboardsQuery, usePermissions: useGetDashboardPermissionsQuery },
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
};

type Ctx = ResourceListContext<DashboardListItem>;
const SORTS = cardSorts('dashboard_title');

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

/**
 * /dashboard/list/: search, filter, sort, star, create, edit properties of, delete, import and export
 * dashboards; card or table view.
 */
export default function DashboardList() {
  const [editing, setEditing] = useState<DashboardListItem | null>(null);
  const tagging = useListTagging<DashboardListItem>('dashboard', 'dashboard_tag_id');
  const { withColumn, withFilter } = tagging;
  const columns = useCallback(
    (ctx: Ctx) => withColumn(dashboardColumns(ctx, setEditing), 'owners'),
    [withColumn],
  );
  const filters = useMemo(() => withFilter(DASHBOARD_FILTERS), [withFilter]);
  const card = useMemo(
    () => ({
      render: (d: DashboardListItem, ctx: Ctx) => (
        <DashboardCard dashboard={d} ctx={ctx} onEdit={setEditing} />
      ),
      sorts: SORTS,
      view: 'table' as const,
    }),
    [],
  );
  return (
    <ResourceList<DashboardListItem>
      {...DASHBOARDS}
      columns={columns}
      filters={filters}
      card={card}
      create={useCreateDashboard()}
      bulkExtra={tagging.bulkExtra}
    >
      {(ctx) => (
        <>
          {editing && (
            <Suspense fallback={null}>
              <DashboardPropertiesDialog
                dashboardId={editing.id}
                onHide={() => setEditing(null)}
                onSaved={ctx.refetch}
              />
            </Suspense>
          )}
          {tagging.dialog(ctx.refetch)}
        </>
      )}
    </ResourceList>
  );
}
