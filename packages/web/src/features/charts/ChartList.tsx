/** /chart/list/: search, filter, sort, star, edit properties of and delete charts; card or table view. */
import { PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Button } from 'antd';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteChartMutation,
  useDeleteChartsMutation,
  useGetChartPermissionsQuery,
  useGetChartsQuery,
  type ChartListItem,
} from '../../api/charts';
import { errorText, isUnauthorized, normalizeError, sprintf } from '../../api/errors';
import type { ListQuery } from '../../api/types';
import { DeleteModal } from '../../components/DeleteModal';
import { ListView, type FetchDataConfig } from '../../components/ListView';
import { useToasts } from '../../components/Toasts';
import { ListPageHeader } from '../lists/ListPageHeader';
import { ChartCard } from './ChartCard';
import { CHART_CARD_SORTS, chartColumns, chartFilters } from './chartListConfig';
import { chartTitle, toChartListQuery } from './chartListQuery';
import { useChartFavorites } from './useChartFavorites';
import { useVizTypeNames } from './useVizTypeNames';
import { lazyNamed } from '../../components/lazyNamed';

const PropertiesModal = lazyNamed(() => import('../explore/chart/PropertiesModal'), 'PropertiesModal');

const NO_ROWS: ChartListItem[] = [];

const deleteErrorText = (e: unknown) => {
  const err = normalizeError(e);
  return err.status === 403 ? 'You do not have permission to edit this chart' : errorText(err);
};

export default function ChartList() {
  const navigate = useNavigate();
  const { addSuccessToast, addDangerToast } = useToasts();
  const permissions = useGetChartPermissionsQuery();
  const canWrite = permissions.data?.includes('can_write') ?? false;
  const names = useVizTypeNames();
  const vizName = useCallback((t: string) => names[t] ?? t, [names]);

  const [query, setQuery] = useState<ListQuery | null>(null);
  const fetchData = useCallback((config: FetchDataConfig) => setQuery(toChartListQuery(config)), []);
  const list = useGetChartsQuery(query ?? skipToken);
  const rows = list.data?.result ?? NO_ROWS;
  useEffect(() => {
    if (list.error && !isUnauthorized(list.error))
      addDangerToast(sprintf('An error occurred while fetching %ss: %s', 'chart', errorText(list.error)));
  }, [list.error, addDangerToast]);

  const ids = useMemo(() => rows.map((c) => c.id), [rows]);
  const { isStarred, toggle } = useChartFavorites(ids);
  const [bulkSelect, setBulkSelect] = useState(false);
  const [toDelete, setToDelete] = useState<ChartListItem[] | null>(null);
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const [deleteOne] = useDeleteChartMutation();
  const [deleteMany] = useDeleteChartsMutation();

  const confirmDelete = async () => {
    const items = toDelete ?? [];
    setToDelete(null);
    const [first] = items;
    if (!first) return;
    if (items.length === 1) {
      try {
        await deleteOne(first.id).unwrap();
        addSuccessToast(`Deleted: ${chartTitle(first)}`);
      } catch (e) {
        addDangerToast(sprintf('There was an issue deleting %s: %s', chartTitle(first), deleteErrorText(e)));
      }
      return;
    }
    try {
      const r = await deleteMany(items.map((c) => c.id)).unwrap();
      addSuccessToast(r.message);
      setBulkSelect(false);
    } catch (e) {
      addDangerToast(sprintf('There was an issue deleting: %s', deleteErrorText(e)));
    }
  };

  const columns = useMemo(
    () =>
      chartColumns({
        isStarred,
        onToggleFavorite: toggle,
        vizName,
        canEdit: canWrite,
        canDelete: canWrite,
        onEdit: setEditing,
        onDelete: (c) => setToDelete([c]),
      }),
    [isStarred, toggle, vizName, canWrite],
  );
  const filters = useMemo(() => chartFilters(vizName), [vizName]);
  const renderCard = useCallback(
    (c: ChartListItem) => (
      <ChartCard
        chart={c}
        vizName={vizName(c.viz_type)}
        isStarred={isStarred(c.id)}
        onToggleFavorite={toggle}
        canEdit={canWrite}
        canDelete={canWrite}
        onEdit={setEditing}
        onDelete={(x) => setToDelete([x])}
      />
    ),
    [isStarred, toggle, canWrite, vizName],
  );

  const create = () => void navigate('/explore/');
  return (
    <div data-test="chart-list">
      <ListPageHeader title="Charts">
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
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={create} data-test="create-chart">
            Chart
          </Button>
        )}
      </ListPageHeader>
      <ListView<ChartListItem>
        columns={columns}
        filters={filters}
        data={rows}
        count={list.data?.count ?? 0}
        loading={query === null || list.isFetching}
        fetchData={fetchData}
        rowKey={(c) => c.id}
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
        cardSortSelectOptions={CHART_CARD_SORTS}
        defaultViewMode="card"
        emptyState={{
          title: 'No charts yet',
          image: 'chart',
          description: null,
          ...(canWrite
            ? {
                buttonText: 'Chart',
                buttonIcon: <PlusOutlined />,
                buttonAction: create,
                buttonDataTest: 'empty-create-chart',
              }
            : {}),
        }}
      />
      <DeleteModal
        open={toDelete !== null}
        description={
          toDelete?.length === 1
            ? `Are you sure you want to delete ${chartTitle(toDelete[0]!)}?`
            : 'Are you sure you want to delete the selected charts?'
        }
        onConfirm={() => void confirmDelete()}
        onHide={() => setToDelete(null)}
      />
      {editing && (
        <Suspense fallback={null}>
          <PropertiesModal
            sliceId={editing.id}
            onHide={() => setEditing(null)}
            onSaved={() => {
              void list.refetch();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
