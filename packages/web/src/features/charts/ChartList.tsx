/**
 * /chart/list/: search, filter, sort, star, edit properties of, delete, import and export charts; card
 * or table view.
 */
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteChartMutation,
  useDeleteChartsMutation,
  useGetChartFavoriteStatusQuery,
  useGetChartPermissionsQuery,
  useGetChartsQuery,
  useSetChartFavoriteMutation,
  type ChartListItem,
} from '../../api/charts';
import { lazyNamed } from '../../components/lazyNamed';
import {
  ResourceList,
  cardSorts,
  type ResourceListConfig,
  type ResourceListContext,
} from '../../components/ResourceList';
import { useListTagging } from '../tags/useListTagging';
import { ChartCard } from './ChartCard';
import { chartColumns, chartFilters } from './chartListConfig';
import { chartTitle, toChartListQuery } from './chartListQuery';
import { useVizTypeNames } from './useVizTypeNames';

const PropertiesModal = lazyNamed(() => import('../explore/chart/PropertiesModal'), 'PropertiesModal');

type Ctx = ResourceListContext<ChartListItem>;

const SORTS = cardSorts('slice_name');
const CHARTS: ResourceListConfig<ChartListItem> = {
  page: { testId: 'chart-list', title: 'Charts', noun: 'chart' },
  hooks: { useList: useGetChartsQuery, usePermissions: useGetChartPermissionsQuery },
  toQuery: toChartListQuery,
  favorites: { useStatus: useGetChartFavoriteStatusQuery, useSet: useSetChartFavoriteMutation },
  bundle: 'chart',
  remove: {
    useDeleteOne: useDeleteChartMutation,
    useDeleteMany: useDeleteChartsMutation,
    name: chartTitle,
    forbidden: 'You do not have permission to edit this chart',
    selected: 'charts',
  },
  empty: { title: 'No charts yet', image: 'chart', description: null },
};

export default function ChartList() {
  const navigate = useNavigate();
  const names = useVizTypeNames();
  const vizName = useCallback((t: string) => names[t] ?? t, [names]);
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const tagging = useListTagging<ChartListItem>('chart', 'chart_tag_id');
  const { withColumn, withFilter } = tagging;
  const columns = useCallback(
    (ctx: Ctx) => withColumn(chartColumns(ctx, vizName, setEditing), 'owners'),
    [vizName, withColumn],
  );
  const filters = useMemo(() => withFilter(chartFilters(vizName)), [vizName, withFilter]);
  const card = useMemo(
    () => ({
      render: (c: ChartListItem, ctx: Ctx) => (
        <ChartCard chart={c} vizName={vizName(c.viz_type)} ctx={ctx} onEdit={setEditing} />
      ),
      sorts: SORTS,
      view: 'card' as const,
    }),
    [vizName],
  );
  const create = {
    label: 'Chart',
    testId: 'create-chart',
    emptyTestId: 'empty-create-chart',
    onClick: () => void navigate('/chart/add'),
  };
  return (
    <ResourceList<ChartListItem>
      {...CHARTS}
      columns={columns}
      filters={filters}
      create={create}
      card={card}
      bulkExtra={tagging.bulkExtra}
    >
      {(ctx) => (
        <>
          {editing && (
            <Suspense fallback={null}>
              <PropertiesModal sliceId={editing.id} onHide={() => setEditing(null)} onSaved={ctx.refetch} />
            </Suspense>
          )}
          {tagging.dialog(ctx.refetch)}
        </>
      )}
    </ResourceList>
  );
}
