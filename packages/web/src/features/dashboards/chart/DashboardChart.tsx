/**
 * One chart on the dashboard: header (title linking to explore, applied-filter badge, menu) and the
 * chart itself. It asks for its data once it comes into the viewport (or, below the fold, when the
 * browser is idle after the charts in view have drawn: idleCharts.ts), again when the dashboard
 * refreshes it, and when the filters reaching it change (never while a required filter it is in
 * the scope of has no value yet). With cross-filtering on, a click on a data point emits its mask.
 */
import {
  isMatrixifyActive,
  SharedLabelColors,
  type ChartHooks,
  type DataMask as ChartDataMask,
  type FormData,
} from '@meridian/charts';
import { isEmptyExtraFormData } from '@meridian/core';
import { theme } from 'antd';
import { createContext, use, useCallback, useEffect, useMemo, useRef } from 'react';
import { useChartQuery, useChartRegistry, useElementSize } from '../../../components/ChartRenderer';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { ChartOrMatrixify } from '../../matrixify/ChartOrMatrixify';
import { Loading } from '../../../components/Loading';
import { dataMaskActions } from '../state/dataMask';
import {
  selectChartWaitsForFilters,
  selectCrossFiltersEnabled,
  selectExtraFormDataForChart,
  selectOwnCrossFilter,
} from '../state/selectors';
import { useDrillMenu } from '../drill/useDrillMenu';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';
import { ChartHeader } from './ChartHeader';
import { drawFormData, queryFormData } from './chartFormData';
import { useDashboardCharts, type ChartInfo } from './chartsContext';
import { useLoadTurn } from './idleCharts';
import { queryForce } from './forceParam';
import { useChartTimingLog } from '../../../logger/useChartTimingLog';

export const LabelColorsContext = createContext(new SharedLabelColors());

export interface DashboardChartProps {
  chartId: number;
  width: number;
  height: number;
  sliceNameOverride?: string;
  onRename?: (name: string) => void;
}

/** The chart's query, its load and render timings logged under the dashboard. */
function useTimedChartQuery(chartId: number) {
  const query = useChartQuery();
  useChartTimingLog(
    chartId,
    useDashboardSelector((s) => s.dashboardInfo.dashboard?.id),
    query.state,
  );
  return query;
}

export function DashboardChart({ chartId, width, height, sliceNameOverride, onRename }: DashboardChartProps) {
  const { token } = theme.useToken();
  const { charts, ensure, failed, datasources } = useDashboardCharts();
  const info = charts[chartId];
  const datasource = info?.datasource_id ? datasources[info.datasource_id] : undefined;
  const metadata = useDashboardSelector((s) => s.dashboardInfo.metadata);
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const isFullSize = useDashboardSelector((s) => s.dashboardState.fullSizeChartId === chartId);
  const shared = use(LabelColorsContext);
  const holder = useRef<HTMLDivElement>(null);
  const query = useTimedChartQuery(chartId);
  const seen = useLoadTurn(holder, query.state.chartStatus);
  const [bodyRef, size] = useElementSize<HTMLDivElement>();

  useEffect(() => {
    if (!info) ensure(chartId);
  }, [info, chartId, ensure]);

  const formData = useChartRun(chartId, info, seen, query.runQuery);
  const hooks = useCrossFilterHooks(chartId);
  // Drill menus (right-click): the chart's hooks plus onContextMenu, and the menu and modals.
  const drill = useDrillMenu(chartId, formData, sliceNameOverride || info?.slice_name || '', hooks);

  const drawn = useMemo(
    () => (query.state.queriedFormData ? drawFormData(query.state.queriedFormData, metadata, shared) : null),
    [query.state.queriedFormData, metadata, shared],
  );

  const title = sliceNameOverride || info?.slice_name || '';
  // Until a chart first comes into view it is only its frame and title: the menu, the filter badge
  // and the chart's own components are many, and a long dashboard should not build them all at once.
  const live = seen || editMode;
  const style = isFullSize
    ? ({ position: 'fixed', inset: 0, zIndex: 1000 } as const)
    : ({ width, height, position: 'relative' } as const);

  return (
    <div
      ref={holder}
      data-test="dashboard-chart"
      data-chart-id={chartId}
      data-full-size={isFullSize || undefined}
      style={{
        ...style,
        display: 'flex',
        flexDirection: 'column',
        padding: token.paddingSM,
        background: token.colorBgContainer,
        borderRadius: isFullSize ? 0 : token.borderRadiusLG,
      }}
    >
      <ChartHeader
        chartId={chartId}
        title={title}
        formData={formData}
        results={query.state.queriesResponse}
        live={live}
        isFullSize={isFullSize}
        onRename={onRename}
        holder={holder}
      />
      <div ref={bodyRef} style={{ flex: 1, minHeight: 0, overflow: 'hidden' }} data-test="chart-body">
        {failed.has(chartId) ? (
          <ErrorPanel
            title="Sorry, there is no chart definition associated with the chart trying to be added."
            level="warning"
          />
        ) : !info ? (
          <Loading />
        ) : !live ? null : (
          <ChartOrMatrixify
            grid={formData}
            state={query.state}
            formData={drawn}
            datasource={datasource}
            width={size.width}
            height={size.height}
            onRenderSuccess={query.onRenderSuccess}
            onRenderFailure={query.onRenderFailure}
            hooks={drill.hooks}
            placeholder={<Loading />}
          />
        )}
      </div>
      {live && drill.menu}
    </div>
  );
}

/**
 * The chart's query form data, and its runs: the drawing code preloads once seen; the data loads
 * when first seen and again on every refresh request (the latest wins), never while waiting for a
 * required filter.
 */
function useChartRun(
  chartId: number,
  info: ChartInfo | undefined,
  seen: boolean,
  runQuery: ReturnType<typeof useChartQuery>['runQuery'],
): FormData | null {
  const dashboardId = useDashboardSelector((s) => s.dashboardInfo.dashboard?.id ?? 0);
  const refresh = useDashboardSelector((s) => s.dashboardState.chartRefresh[chartId]);
  const extraFormData = useDashboardSelector((s) => selectExtraFormDataForChart(s, chartId));
  const waitsForFilters = useDashboardSelector((s) => selectChartWaitsForFilters(s, chartId));

  // The chart's drawing code downloads while its data is on the way, not after.
  const registry = useChartRegistry();
  const vizType = info?.viz_type;
  useEffect(() => {
    if (seen && vizType)
      registry
        .get(vizType)
        ?.loadChart()
        .catch(() => undefined);
  }, [seen, vizType, registry]);

  const formData = useMemo(
    () => (info ? queryFormData(info.form_data, chartId, dashboardId, extraFormData) : null),
    [info, chartId, dashboardId, extraFormData],
  );
  // First load when seen; later, every refresh request (the latest wins).
  const lastRun = useRef<{ formData: unknown; n: number } | null>(null);
  useEffect(() => {
    // A Matrixify chart has no query of its own: its cells query (MatrixifyGrid).
    if (!seen || !formData || waitsForFilters || isMatrixifyActive(formData)) return;
    const n = refresh?.n ?? 0;
    const prev = lastRun.current;
    if (prev && prev.formData === formData && prev.n === n) return;
    lastRun.current = { formData, n };
    runQuery(formData, { force: queryForce(prev !== null && prev.n !== n && (refresh?.force ?? false)) });
  }, [seen, formData, refresh, runQuery, waitsForFilters]);
  return formData;
}

/** Cross-filters: the chart's clicks become its mask (a cleared selection removes it). */
function useCrossFilterHooks(chartId: number): ChartHooks {
  const dispatch = useDashboardDispatch();
  const crossFiltersEnabled = useDashboardSelector(selectCrossFiltersEnabled);
  const ownFilterState = useDashboardSelector((s) => selectOwnCrossFilter(s, chartId)?.filterState);
  const setDataMask = useCallback(
    (mask: ChartDataMask) =>
      dispatch(
        isEmptyExtraFormData(mask.extraFormData)
          ? dataMaskActions.dataMaskRemoved(String(chartId))
          : dataMaskActions.dataMaskUpdated({ id: String(chartId), mask }),
      ),
    [dispatch, chartId],
  );
  return useMemo<ChartHooks>(
    () => (crossFiltersEnabled ? { setDataMask, filterState: ownFilterState } : {}),
    [crossFiltersEnabled, setDataMask, ownFilterState],
  );
}
