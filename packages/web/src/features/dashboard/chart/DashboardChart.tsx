/**
 * One chart on the dashboard: header (title linking to explore, menu) and the chart itself. It asks
 * for its data only once it comes near the viewport, and again when the dashboard refreshes it.
 */
import { SharedLabelColors } from '@meridian/charts';
import { WarningOutlined } from '@ant-design/icons';
import { Tooltip, Typography, theme } from 'antd';
import { createContext, use, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
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
import { useDashboardDispatch, useDashboardSelector } from '../state/store';
import { useUiConfig } from '../uiConfigContext';
import { drawFormData, queryFormData } from './chartFormData';
import { useDashboardCharts } from './chartsContext';
import { SliceMenu } from './SliceMenu';
import { useSeenOnce } from './useInView';

export const LabelColorsContext = createContext(new SharedLabelColors());

const HEADER_HEIGHT = 32;

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
  const { charts, ensure, failed } = useDashboardCharts();
  const info = charts[chartId];
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
    () => (info ? queryFormData(info.form_data, chartId, dashboardId) : null),
    [info, chartId, dashboardId],
  );
  const { runQuery } = query;
  // First load when seen; later, every refresh request (the latest wins).
  const lastRun = useRef<{ formData: unknown; n: number } | null>(null);
  useEffect(() => {
    if (!seen || !formData) return;
    const n = refresh?.n ?? 0;
    const prev = lastRun.current;
    if (prev && prev.formData === formData && prev.n === n) return;
    lastRun.current = { formData, n };
    runQuery(formData, { force: prev !== null && prev.n !== n && (refresh?.force ?? false) });
  }, [seen, formData, refresh, runQuery]);

  const drawn = useMemo(
    () => (query.state.queriedFormData ? drawFormData(query.state.queriedFormData, metadata, shared) : null),
    [query.state.queriedFormData, metadata, shared],
  );

  const title = sliceNameOverride || info?.slice_name || '';
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
        <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }} data-test="slice-header">
          {editMode && onRename ? (
            <EditableTitle title={title} canEdit onSave={onRename} data-test="slice-title" />
          ) : (
            <Link to={`/explore/?slice_id=${chartId}`} data-test="slice-title" style={{ color: 'inherit' }}>
              {title}
            </Link>
          )}
        </Typography.Text>
        {ui.showRowLimitWarning && rowLimitReached(query.state.queriesResponse, formData) && (
          <Tooltip
            title={`The query returned the row limit (${String(formData?.row_limit)} rows): data may be missing.`}
          >
            <WarningOutlined data-test="row-limit-warning" style={{ color: token.colorWarning }} />
          </Tooltip>
        )}
        {!ui.hideChartControls && formData && (
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
        ) : (
          <ChartContainer
            state={query.state}
            formData={drawn}
            width={size.width}
            height={size.height}
            onRenderSuccess={query.onRenderSuccess}
            onRenderFailure={query.onRenderFailure}
            placeholder={<Loading />}
          />
        )}
      </div>
    </div>
  );
}

/** A query that returned exactly its row limit probably left rows out (uiConfig bit 32 shows it). */
function rowLimitReached(results: { rowcount?: number }[] | null, formData: Record<string, unknown> | null) {
  const limit = Number(formData?.row_limit);
  return !!results && limit > 0 && results.some((r) => (r.rowcount ?? 0) >= limit);
}
