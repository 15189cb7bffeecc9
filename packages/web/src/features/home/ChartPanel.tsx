/**
 * The Charts panel of the home page: the newest 5 charts the user starred (Favorite), owns (Mine) or
 * of the Examples tab, as the chart list's cards; "+ Chart" and "View All »".
 */
import { useCallback } from 'react';
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
import { ChartCard } from '../charts/ChartCard';
import { chartTitle } from '../charts/chartListQuery';
import { useVizTypeNames } from '../charts/useVizTypeNames';
import { WelcomeTable } from './homeQueries';
import { HomeKeys } from './homeStorage';
import { ResourcePanel, type CardRenderer, type ResourcePanelConfig } from './ResourcePanel';

const PropertiesModal = lazyNamed(() => import('../explore/chart/PropertiesModal'), 'PropertiesModal');

/** Where "+ Chart" goes. */
export const NEW_CHART_PATH = '/chart/add';

function useCreateChart() {
  const navigate = useNavigate();
  return useCallback(() => void navigate(NEW_CHART_PATH), [navigate]);
}

function useChartCard(): CardRenderer<ChartListItem> {
  const names = useVizTypeNames();
  return (chart, ctx, onEdit) => (
    <ChartCard
      key={chart.id}
      chart={chart}
      vizName={names[chart.viz_type] ?? chart.viz_type}
      ctx={ctx}
      onEdit={onEdit}
    />
  );
}

const CHART_PANEL: ResourcePanelConfig<ChartListItem> = {
  testId: 'home-charts',
  table: WelcomeTable.Charts,
  tabKey: HomeKeys.ChartFilter,
  useList: useGetChartsQuery,
  noun: 'charts',
  context: {
    usePermissions: useGetChartPermissionsQuery,
    favorites: { useStatus: useGetChartFavoriteStatusQuery, useSet: useSetChartFavoriteMutation },
    bundle: 'chart',
  },
  remove: {
    useDeleteOne: useDeleteChartMutation,
    name: chartTitle,
    forbidden: 'You do not have permission to edit this chart',
  },
  createLabel: 'Chart',
  createTestId: 'home-create-chart',
  useCreate: useCreateChart,
  useCard: useChartCard,
  EditDialog: ({ id, onHide, onSaved }) => <PropertiesModal sliceId={id} onHide={onHide} onSaved={onSaved} />,
};

export function ChartPanel(props: { userId: number; showThumbnails: boolean }) {
  return <ResourcePanel config={CHART_PANEL} {...props} />;
}
