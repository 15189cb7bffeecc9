/**
 * The Charts panel of the home page: the newest 5 charts the user starred (Favorite), owns (Mine) or
 * of the Examples tab, as the chart list's cards; "+ Chart" and "View All »".
 */
import { Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteChartMutation,
  useGetChartFavoriteStatusQuery,
  useGetChartPermissionsQuery,
  useGetChartsQuery,
  useSetChartFavoriteMutation,
  type ChartListItem,
} from '../../api/charts';
import { lazyNamed } from '../../components/lazyNamed';
import { ResourceDelete } from '../../components/ResourceList/ResourceDelete';
import { ChartCard } from '../charts/ChartCard';
import { chartTitle } from '../charts/chartListQuery';
import { useVizTypeNames } from '../charts/useVizTypeNames';
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
import { usePanelContext } from './usePanelContext';
import { usePanelRows } from './usePanelRows';
import { usePanelTab } from './usePanelTab';

const PropertiesModal = lazyNamed(() => import('../explore/chart/PropertiesModal'), 'PropertiesModal');

const TABS = [
  { name: TableTab.Favorite, label: 'Favorite' },
  { name: TableTab.Mine, label: 'Mine' },
  { name: TableTab.Other, label: OTHER_TAB_TITLE },
];
const ALLOWED = TABS.map((t) => t.name);
const REMOVE = {
  useDeleteOne: useDeleteChartMutation,
  name: chartTitle,
  forbidden: 'You do not have permission to edit this chart',
};
const OPTIONS = {
  usePermissions: useGetChartPermissionsQuery,
  favorites: { useStatus: useGetChartFavoriteStatusQuery, useSet: useSetChartFavoriteMutation },
  bundle: 'chart' as const,
};

/** Where "+ Chart" goes. */
export const NEW_CHART_PATH = '/chart/add';

export function ChartPanel({ userId, showThumbnails }: { userId: number; showThumbnails: boolean }) {
  const navigate = useNavigate();
  const [tab, setTab] = usePanelTab(HomeKeys.ChartFilter, ALLOWED, TableTab.Other);
  const query = homeListQuery(tabFilters(tab, WelcomeTable.Charts, userId));
  const { rows, loading, refetch } = usePanelRows<ChartListItem>(useGetChartsQuery, query, 'charts');
  const { ctx, toDelete, closeDelete } = usePanelContext(OPTIONS, rows, refetch);
  const names = useVizTypeNames();
  const vizName = useCallback((t: string) => names[t] ?? t, [names]);
  const [editing, setEditing] = useState<ChartListItem | null>(null);
  const create = ctx.canWrite ? () => void navigate(NEW_CHART_PATH) : undefined;
  const viewAll = viewAllPath(WelcomeTable.Charts, tab);
  return (
    <div data-test="home-charts">
      <PanelTabs
        tabs={TABS}
        active={tab}
        onChange={setTab}
        buttons={
          <PanelButtons
            createLabel="Chart"
            onCreate={create}
            createTestId="home-create-chart"
            viewAll={viewAll}
          />
        }
      />
      {loading ? (
        <LoadingCards cover={showThumbnails} />
      ) : rows.length ? (
        <CardGrid showThumbnails={showThumbnails}>
          {rows.map((c) => (
            <ChartCard key={c.id} chart={c} vizName={vizName(c.viz_type)} ctx={ctx} onEdit={setEditing} />
          ))}
        </CardGrid>
      ) : (
        <HomeEmptyState
          table={WelcomeTable.Charts}
          tab={tab}
          onCreate={() => void navigate(NEW_CHART_PATH)}
          onSeeAll={() => void navigate(viewAll)}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <PropertiesModal sliceId={editing.id} onHide={() => setEditing(null)} onSaved={ctx.refetch} />
        </Suspense>
      )}
      <ResourceDelete config={REMOVE} items={toDelete} onClose={closeDelete} onBulkDeleted={closeDelete} />
    </div>
  );
}
