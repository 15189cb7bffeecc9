import { PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useCreateDashboardMutation,
  useDeleteDashboardMutation,
  useDeleteDashboardsMutation,
  useGetDashboardPermissionsQuery,
  useGetDashboardsQuery,
} from '../../../api/dashboards';
import { errorText, isUnauthorized, normalizeError, sprintf } from '../../../api/errors';
import type { DashboardListItem, ListQuery } from '../../../api/types';
import { DeleteModal } from '../../../components/DeleteModal';
import { ListView, type FetchDataConfig } from '../../../components/ListView';
import { useToasts } from '../../../components/Toasts';
import { ListPageHeader } from '../../lists/ListPageHeader';
import { toListQuery } from '../../lists/toListQuery';
import { DashboardCard } from './DashboardCard';
import { DASHBOARD_CARD_SORTS, DASHBOARD_FILTERS, dashboardColumns } from './dashboardListConfig';
import { UNTITLED_DASHBOARD, dashboardTitle } from './dashboardLinks';
import { useDashboardFavorites } from './useDashboardFavorites';

const NO_ROWS: DashboardListItem[] = [];

const deleteErrorText = (e: unknown) => {
  const err = normalizeError(e);
  return err.status === 403 ? 'You do not have permission to edit this dashboard' : errorText(err);
};

/** /dashboard/list/: search, filter, sort, star, create and delete dashboards. */
export default function DashboardList() {
  const navigate = useNavigate();
  const { addSuccessToast, addDangerToast } = useToasts();
  const permissions = useGetDashboardPermissionsQuery();
  const canWrite = permissions.data?.includes('can_write') ?? false;

  const [query, setQuery] = useState<ListQuery | null>(null);
  const fetchData = useCallback((config: FetchDataConfig) => setQuery(toListQuery(config)), []);
  const list = useGetDashboardsQuery(query ?? skipToken);
  const rows = list.data?.result ?? NO_ROWS;
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error))
      addDangerToast(sprintf('An error occurred while fetching %ss: %s', 'dashboard', errorText(list.error)));
  }, [list.error, addDangerToast]);

  const ids = useMemo(() => rows.map((d) => d.id), [rows]);
  const { isStarred, toggle: toggleFavorite } = useDashboardFavorites(ids);

  const [bulkSelect, setBulkSelect] = useState(false);
  const [toDelete, setToDelete] = useState<DashboardListItem[] | null>(null);
  const [deleteOne] = useDeleteDashboardMutation();
  const [deleteMany] = useDeleteDashboardsMutation();
  const [create, { isLoading: creating }] = useCreateDashboardMutation();

  const confirmDelete = async () => {
    const items = toDelete ?? [];
    setToDelete(null);
    const [first] = items;
    if (!first) return;
    if (items.length === 1) {
      try {
        await deleteOne(first.id).unwrap();
        addSuccessToast(`Deleted: ${dashboardTitle(first)}`);
      } catch (e) {
        addDangerToast(
          sprintf('There was an issue deleting %s: %s', dashboardTitle(first), deleteErrorText(e)),
        );
      }
      return;
    }
    try {
      const r = await deleteMany(items.map((d) => d.id)).unwrap();
      addSuccessToast(r.message);
      setBulkSelect(false);
    } catch (e) {
      addDangerToast(sprintf('There was an issue deleting: %s', deleteErrorText(e)));
    }
  };

  const createDashboard = async () => {
    try {
      const r = await create({ dashboard_title: UNTITLED_DASHBOARD }).unwrap();
      void navigate(`/superset/dashboard/${r.id}/`);
    } catch (e) {
      addDangerToast(sprintf('An error occurred while creating %ss: %s', 'dashboard', errorText(e)));
    }
  };

  const columns = useMemo(
    () =>
      dashboardColumns({
        isStarred,
        onToggleFavorite: toggleFavorite,
        canDelete: canWrite,
        onDelete: (d) => setToDelete([d]),
      }),
    [isStarred, toggleFavorite, canWrite],
  );

  const renderCard = useCallback(
    (d: DashboardListItem) => (
      <DashboardCard
        dashboard={d}
        isStarred={isStarred(d.id)}
        onToggleFavorite={toggleFavorite}
        canDelete={canWrite}
        onDelete={(x) => setToDelete([x])}
      />
    ),
    [isStarred, toggleFavorite, canWrite],
  );

  const createButton = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      loading={creating}
      onClick={() => void createDashboard()}
      data-test="create-dashboard"
    >
      Dashboard
    </Button>
  );

  return (
    <div data-test="dashboard-list">
      <ListPageHeader title="Dashboards">
        {canWrite && (
          <Button
            onClick={() => setBulkSelect((v) => !v)}
            data-test="bulk-select"
            type={bulkSelect ? 'primary' : 'default'}
            ghost={bulkSelect}
          >
            Bulk select
          </Button>
        )}
        {canWrite && createButton}
      </ListPageHeader>
      <ListView<DashboardListItem>
        columns={columns}
        filters={DASHBOARD_FILTERS}
        data={rows}
        count={list.data?.count ?? 0}
        loading={query === null || list.isFetching}
        fetchData={fetchData}
        rowKey={(d) => d.id}
        bulkSelectEnabled={bulkSelect}
        bulkActions={
          canWrite
            ? [
                {
                  key: 'delete',
                  name: 'Delete',
                  type: 'danger',
                  onSelect: (selected) => setToDelete(selected),
                },
              ]
            : []
        }
        renderCard={renderCard}
        cardSortSelectOptions={DASHBOARD_CARD_SORTS}
        defaultViewMode="table"
        emptyState={{
          title: 'No dashboards yet',
          image: 'dashboard',
          description: null,
          ...(canWrite
            ? {
                buttonText: 'Dashboard',
                buttonIcon: <PlusOutlined />,
                buttonAction: () => void createDashboard(),
                buttonDataTest: 'empty-create-dashboard',
              }
            : {}),
        }}
      />
      <DeleteModal
        open={toDelete !== null}
        description={
          toDelete?.length === 1
            ? `Are you sure you want to delete ${dashboardTitle(toDelete[0]!)}?`
            : `Are you sure you want to delete the selected dashboards?`
        }
        onConfirm={() => void confirmDelete()}
        onHide={() => setToDelete(null)}
      />
    </div>
  );
}
