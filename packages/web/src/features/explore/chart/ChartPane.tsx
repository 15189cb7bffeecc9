/**
 * The chart column: header, the pills (row count, cached, timer), the chart in its state (with a
 * "not up to date" banner when controls changed since the last query), and the Results / Samples
 * pane below.
 */
import { buildChartDatasource } from '@meridian/charts';
import { theme } from 'antd';
import { useCallback, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import { buildChartQueryContext, useElementSize } from '../../../components/ChartRenderer';
import type { ChartState } from '../../../components/ChartRenderer/chartState';
import { EmptyState } from '../../../components/EmptyState';
import { ChartOrMatrixify } from '../../matrixify';
import { SaveModal } from '../save/SaveModal';
import { useExploreController } from '../state/ExploreContext';
import { ChartActionsMenu } from './ChartActionsMenu';
import { chartReportTarget } from '../../reports/header/target';
import { DataTablesPane } from './DataTablesPane';
import { ExploreChartHeader } from './ExploreChartHeader';
import { ChartPills } from './pills/ChartPills';
import { PropertiesModal } from './PropertiesModal';
import { StaleChartAlert } from './StaleChartAlert';
import { ViewQueryModal } from './ViewQueryModal';

const ownerName = (o: unknown) =>
  typeof o === 'object' && o !== null && 'first_name' in o
    ? `${String((o as { first_name: string }).first_name)} ${String((o as { last_name?: string }).last_name ?? '')}`.trim()
    : null;

/** Shown until the chart's first query: what is missing, or how to run it. */
function ChartPlaceholder({ hasErrors }: { hasErrors: boolean }) {
  return hasErrors ? (
    <EmptyState
      data-test="chart-placeholder"
      size="large"
      image="chart"
      title="Add required control values to preview chart"
      description='Select values in highlighted field(s) in the control panel. Then run the query by clicking on the "Create chart" button.'
    />
  ) : (
    <EmptyState
      data-test="chart-placeholder"
      size="large"
      image="chart"
      title="Your chart is ready to go!"
      description='Click on "Create chart" button in the control panel on the left to preview a visualization'
    />
  );
}

/** The row limit of the form data, when it has one. */
const rowLimitOf = (formData: Record<string, unknown> | null): number | null => {
  const n = Number(formData?.row_limit);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** Superset's showAlertBanner: the chart lags the controls, did not fail, and something was drawn. */
const showStaleBanner = (isStale: boolean, s: ChartState) =>
  isStale &&
  !s.chartAlert &&
  s.chartStatus !== 'loading' &&
  s.chartStatus !== 'failed' &&
  (s.queriesResponse?.length ?? 0) > 0;

/** The pills, the "not up to date" banner and the chart itself, sized to the area left for it. */
function ChartArea({
  staleNote,
  areaRef,
  chartEl,
  width,
  height,
  datasource,
}: {
  staleNote: boolean;
  areaRef: Ref<HTMLDivElement>;
  chartEl: RefObject<HTMLDivElement | null>;
  width: number;
  height: number;
  datasource: ReturnType<typeof buildChartDatasource>;
}) {
  const { token } = theme.useToken();
  const c = useExploreController();
  const { state, chart } = c;
  return (
    <div style={{ flex: 1, minHeight: 0, padding: token.padding, display: 'flex', flexDirection: 'column' }}>
      {staleNote && <StaleChartAlert hasErrors={c.hasErrors} onQuery={() => c.runQuery()} />}
      <ChartPills
        chart={chart.state}
        rowLimit={rowLimitOf(chart.state.queriedFormData ?? chart.state.latestQueryFormData)}
        vizType={chart.state.latestQueryFormData?.viz_type}
        onRefresh={() => c.runQuery(true)}
      />
      <div ref={areaRef} style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        <div ref={chartEl} data-test="chart-area">
          <ChartOrMatrixify
            grid={c.renderFormData}
            source="explore"
            state={chart.state}
            formData={c.renderFormData}
            width={width}
            height={height}
            datasource={datasource}
            owners={(state.slice?.owners ?? []).map(ownerName).filter((n): n is string => Boolean(n))}
            onRenderSuccess={chart.onRenderSuccess}
            onRenderFailure={chart.onRenderFailure}
            placeholder={<ChartPlaceholder hasErrors={c.hasErrors} />}
          />
        </div>
      </div>
    </div>
  );
}

export function ChartPane() {
  const { token } = theme.useToken();
  const c = useExploreController();
  const { state, chart } = c;
  const [areaRef, size] = useElementSize<HTMLDivElement>();
  const chartEl = useRef<HTMLDivElement | null>(null);
  const [modal, setModal] = useState<'save' | 'query' | 'properties' | null>(null);
  const queryContext = useCallback(
    () => buildChartQueryContext(c.registry, state.formData),
    [c.registry, state.formData],
  );
  const [viewContext, setViewContext] = useState<ReturnType<typeof queryContext> | null>(null);
  const name = state.sliceName || state.slice?.slice_name || '';
  // Verbose names and metric formats for the chart's legend, axes and headers.
  const datasource = useMemo(() => buildChartDatasource(state.dataset), [state.dataset]);

  const staleNote = showStaleBanner(c.isStale, chart.state);
  const chartHeight = Math.max(size.height, 0);
  return (
    <div
      data-test="chart-pane"
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minWidth: 0,
        background: token.colorBgContainer,
      }}
    >
      <ExploreChartHeader
        onSave={() => setModal('save')}
        actions={
          <ChartActionsMenu
            sliceName={name}
            canDownload={state.canDownload}
            canEditProperties={Boolean(state.slice) && state.canOverwrite}
            formData={state.formData}
            queryContext={queryContext}
            chartElement={() => chartEl.current}
            background={token.colorBgContainer}
            onViewQuery={() => {
              try {
                setViewContext(queryContext());
              } catch {
                setViewContext(null);
              }
              setModal('query');
            }}
            onEditProperties={() => setModal('properties')}
            reportTarget={chartReportTarget(state.slice, name)}
          />
        }
      />
      <ChartArea
        staleNote={staleNote}
        areaRef={areaRef}
        chartEl={chartEl}
        width={size.width}
        height={chartHeight}
        datasource={datasource}
      />
      <DataTablesPane
        registry={c.registry}
        formData={chart.state.latestQueryFormData}
        datasetId={state.dataset?.type === 'query' ? null : (state.dataset?.id ?? null)}
        name={name}
      />
      {modal === 'save' && (
        <SaveModal controller={c} queryContext={queryContext} onHide={() => setModal(null)} />
      )}
      {modal === 'query' && <ViewQueryModal queryContext={viewContext} onHide={() => setModal(null)} />}
      {modal === 'properties' && state.slice && (
        <PropertiesModal
          sliceId={state.slice.slice_id}
          onHide={() => setModal(null)}
          onSaved={(p) => c.sliceUpdated({ ...state.slice!, ...p, owners: p.owners })}
        />
      )}
    </div>
  );
}
