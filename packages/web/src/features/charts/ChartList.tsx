/** /chart/list/: search, filter, sort, star, edit properties of and delete charts; card or table view. */
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
  type DeleteConfig,
  type FavoriteHooks,
  type ResourceListContext,
} from '../../components/ResourceList';
import { ChartCard } from './ChartCard';
import { chartColumns, chartFilters } from './chartListConfig';
import { chartTitle, toChartListQuery } from './chartListQuery';
import { useVizTypeNames } from './useVizTypeNames';

const PropertiesModal = lazyNamed(() => import('../explore/chart/PropertiesModal'), 'PropertiesModal');

type Ctx = ResourceListContext<ChartListItem>;

const FAVORITES: FavoriteHooks = {
  useStatus: useGetChartFavoriteStatusQuery,
  useSet: useSetChartFavoriteMutation,
};
const DELETE: DeleteConfig<ChartListItem> = {
  useDeleteOne: useDeleteChartMutation,
  useDeleteMany: useDeleteChartsMutation,
  name: chartTitle,
  forbidden: 'You do not have permission to edit this chart',
  selected: 'charts',
};
const EMPTY = { title: 'No charts yet', image: 'chart', description: null } as const;
const SORTS = cardSorts('slice_name');

export default function ChartList() {
  const navigate = useNavigate();
  const names = useVizTypeNames();
  const vizName = useCallback((t: string) => names[t] ?? t, [names]);
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const columns = useCallback((ctx: Ctx) => chartColumns(ctx, vizName, setEditing), [vizName]);
  const filters = useMemo(() => chartFilters(vizName), [vizName]);
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
    onClick: () => void navigate('/explore/'),
  };
  return (
    <ResourceList<ChartListItem>
      testId="chart-list"
      title="Charts"
      noun="chart"
      useList={useGetChartsQuery}
      usePermissions={useGetChartPermissionsQuery}
      toQuery={toChartListQuery}
      columns={columns}
      filters={filters}
      favorites={FAVORITES}
      remove={DELETE}
      create={create}
      empty={EMPTY}
      card={card}
    >
      {(ctx) =>
        editing && (
          <Suspense fallback={null}>
            <PropertiesModal sliceId={editing.id} onHide={() => setEditing(null)} onSaved={ctx.refetch} />
          </Suspense>
        )
      }
    </ResourceList>
  );
}
