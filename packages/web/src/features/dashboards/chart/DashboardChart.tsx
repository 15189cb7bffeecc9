/**
 * One chart on the dashboard: header (title linking to explore, applied-filter badge, menu) and the
 * chart itself. It asks for its data only once it comes near the viewport, again when the dashboard
 * refreshes it, and when the filters reaching it change (never while a required filter it is in
 * the scope of has no value yet). With cross-filtering on, a click on a data point emits its mask.
 */
import { SharedLabelColors, type ChartHooks, type DataMask as ChartDataMask } from '@meridian/charts';
import { isEmptyExtraFormData } from '@meridian/core';
import { WarningOutlined } from '@ant-design/icons';
import { Tooltip, theme } from 'antd';
import { createContext, use, useCallback, useEffect, useMemo, useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ChartContainer,
  useChartQuery,
  useChartRegistry,
  useElementSize,
} from '../../../components/ChartRenderer';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Loading } from '../../../components/Loading';
import { EditableTitle } from '../edit/EditableTitle';
import { dashboardStateActions } from '../state/dashboardState';
import { dataMaskActions } from '../state/dataMask';
import {
  selectAppliedFiltersForChart,
  selectChartWaitsForFilters,
  selectCrossFiltersEnabled,
  selectExtraFormDataForChart,
  selectOwnCrossFilter,
} from '../state/selectors';
import { useDrillMenu } from '../drill/useDrillMenu';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';
import { useUiConfig } from '../uiConfigContext';
import { drawFormData, queryFormData } from './chartFormData';
import { useDashboardCharts } from './chartsContext';
import { exploreUrlForDashboardChart, exploreUrlForSlice } from './exploreUrl';
import { FilterBadge } from './FilterBadge';
import { SliceMenu } from './SliceMenu';
import { useSeenOnce } from './useInView';

export const LabelColorsContext = createContext(new SharedLabelColors());

const HEADER_HEIGHT = 32;
/** One line, cut with an ellipsis (plain CSS: antd's measuring ellipsis costs a layout per chart). */
const titleStyle = {
  flex: 1,
  minWidth: 0,
  fontWeight: 600,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
} as const;

export interface DashboardChartProps {
  chartId: number;
  width: number;
  height: number;
  sliceNameOverride?: string;
  onRename?: (name: string) => void;
}

export function DashboardChart({ chartId, width, height, sliceNameOverride, onRename }: DashboardChartProps) {
  const { token } = theme.useToken();
  const dispatch = useDashboardDispatch();
  const ui = useUiConfig();
  const { charts, ensure, failed, datasources } = useDashboardCharts();
  const info = charts[chartId];
  const datasource = info?.datasource_id ? datasources[info.datasource_id] : undefined;
  const dashboardId = useDashboardSelector((s) => s.dashboardInfo.dashboard?.id ?? 0);
  const metadata = useDashboardSelector((s) => s.dashboardInfo.metadata);
  const editMode = useDashboardSelector((s) => s.dashboardState.editMode);
  const refresh = useDashboardSelector((s) => s.dashboardState.chartRefresh[chartId]);
  const isFullSize = useDashboardSelector((s) => s.dashboardState.fullSizeChartId === chartId);
  const shared = use(LabelColorsContext);
  const holder = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(holder);
  const query = useChartQuery();
  const [bodyRef, size] = useElementSize<HTMLDivElement>();
  const navigate = useNavigate();
  const extraFormData = useDashboardSelector((s) => selectExtraFormDataForChart(s, chartId));
  const appliedFilters = useDashboardSelector((s) => selectAppliedFiltersForChart(s, chartId));
  const waitsForFilters = useDashboardSelector((s) => selectChartWaitsForFilters(s, chartId));
  const crossFiltersEnabled = useDashboardSelector(selectCrossFiltersEnabled);
  const ownFilterState = useDashboardSelector((s) => selectOwnCrossFilter(s, chartId)?.filterState);

  useEffect(() => {
    if (!info) ensure(chartId);
  }, [info, chartId, ensure]);

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
  const { runQuery } = query;
  // First load when seen; later, every refresh request (the latest wins).
  const lastRun = useRef<{ formData: unknown; n: number } | null>(null);
  useEffect(() => {
    if (!seen || !formData || waitsForFilters) return;
    const n = refresh?.n ?? 0;
    const prev = lastRun.current;
    if (prev && prev.formData === formData && prev.n === n) return;
    lastRun.current = { formData, n };
    runQuery(formData, { force: prev !== null && prev.n !== n && (refresh?.force ?? false) });
  }, [seen, formData, refresh, runQuery, waitsForFilters]);

  // Cross-filters: the chart's clicks become its mask (a cleared selection removes it).
  const setDataMask = useCallback(
    (mask: ChartDataMask) =>
      dispatch(
        isEmptyExtraFormData(mask.extraFormData)
          ? dataMaskActions.dataMaskRemoved(String(chartId))
          : dataMaskActions.dataMaskUpdated({ id: String(chartId), mask }),
      ),
    [dispatch, chartId],
  );
  const hooks = useMemo<ChartHooks>(
    () => (crossFiltersEnabled ? { setDataMask, filterState: ownFilterState } : {}),
    [crossFiltersEnabled, setDataMask, ownFilterState],
  );
  // Drill menus (right-click): the chart's hooks plus onContextMenu, and the menu and modals.
  const drill = useDrillMenu(chartId, formData, sliceNameOverride || info?.slice_name || '', hooks);

  // The title opens explore with the filters reaching the chart (a plain link when there are none).
  const openExplore = (e: MouseEvent) => {
    if (!formData?.extra_form_data || e.button !== 0) return;
    e.preventDefault();
    const newTab = e.metaKey || e.ctrlKey || e.shiftKey;
    void exploreUrlForDashboardChart(chartId, formData).then((url) => {
      if (newTab) window.open(url, '_blank', 'noopener');
      else void navigate(url);
    });
  };

  const drawn = useMemo(
    () => (query.state.queriedFormData ? drawFormData(query.state.queriedFormData, metadata, shared) : null),
    [query.state.queriedFormData, metadata, shared],
  );

  const title = sliceNameOverride || info?.slice_name || '';
  // Until a chart first comes into view it is only its frame and title: the menu, the filter badge
  // and the chart's own components are many, and a long dashboard should not build them all at once.
  const live = seen || editMode;
  const toggleFullSize = () =>
    dispatch(dashboardStateActions.setFullSizeChartId(isFullSize ? null : chartId));
  const pad = token.paddingSM;
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
        padding: pad,
        background: token.colorBgContainer,
        borderRadius: isFullSize ? 0 : token.borderRadiusLG,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, height: HEADER_HEIGHT }}>
        <span style={titleStyle} title={title} data-test="slice-header">
          {editMode && onRename ? (
            <EditableTitle title={title} canEdit onSave={onRename} data-test="slice-title" />
          ) : (
            <Link
              to={exploreUrlForSlice(chartId)}
              onClick={openExplore}
              data-test="slice-title"
              style={{ color: 'inherit' }}
            >
              {title}
            </Link>
          )}
        </span>
        {live && <FilterBadge filters={appliedFilters} />}
        {ui.showRowLimitWarning && rowLimitReached(query.state.queriesResponse, formData) && (
          <Tooltip
            title={`The query returned the row limit (${String(formData?.row_limit)} rows): data may be missing.`}
          >
            <WarningOutlined data-test="row-limit-warning" style={{ color: token.colorWarning }} />
          </Tooltip>
        )}
        {live && !ui.hideChartControls && formData && (
          <SliceMenu
            chartId={chartId}
            sliceName={title}
            formData={formData}
            isFullSize={isFullSize}
            onToggleFullSize={toggleFullSize}
            onForceRefresh={() =>
              dispatch(
                dashboardStateActions.refreshCharts({ chartIds: [chartId], force: true, now: Date.now() }),
              )
            }
            holder={() => holder.current}
          />
        )}
      </div>
      <div ref={bodyRef} style={{ flex: 1, minHeight: 0, overflow: 'hidden' }} data-test="chart-body">
        {failed.has(chartId) ? (
          <ErrorPanel
            title="Sorry, there is no chart definition associated with the chart trying to be added."
            level="warning"
          />
        ) : !info ? (
          <Loading />
        ) : !live ? null : (
          <ChartContainer
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

/** A query that returned exactly its row limit probably left rows out (uiConfig bit 32 shows it). */
function rowLimitReached(results: { rowcount?: number }[] | null, formData: Record<string, unknown> | null) {
  const limit = Number(formData?.row_limit);
  return !!results && limit > 0 && results.some((r) => (r.rowcount ?? 0) >= limit);
}
