/**
 * The chart column: header, the chart in its state (with a "not up to date" note when controls
 * changed since the last query), and the Results / Samples pane below.
 */
import { buildChartDatasource } from '@meridian/charts';
import { Alert, theme } from 'antd';
import { useCallback, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import { ChartContainer, buildChartQueryContext, useElementSize } from '../../../components/ChartRenderer';
import { EmptyState } from '../../../components/EmptyState';
import { SaveModal } from '../save/SaveModal';
import { useExploreController } from '../state/ExploreContext';
import { ChartActionsMenu } from './ChartActionsMenu';
import { DataTablesPane } from './DataTablesPane';
import { ExploreChartHeader } from './ExploreChartHeader';
import { PropertiesModal } from './PropertiesModal';
import { ViewQueryModal } from './ViewQueryModal';

export const NOT_UP_TO_DATE =
  'Your chart is not up to date. You updated the values in the control panel, but the chart was not updated automatically. Run the query by clicking on the "Update chart" button';

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

/** The "not up to date" note and the chart itself, sized to the area left for it. */
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
      {staleNote && (
        <Alert
          data-test="chart-stale"
          type="info"
          showIcon
          title={NOT_UP_TO_DATE}
          style={{ marginBottom: 8 }}
        />
      )}
      <div ref={areaRef} style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        <div ref={chartEl} data-test="chart-area">
          <ChartContainer
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

  const staleNote = c.isStale && chart.state.chartStatus !== 'loading' && chart.state.chartStatus !== null;
  const chartHeight = Math.max(size.height - (staleNote ? 56 : 0), 0);
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
        datasetId={state.dataset?.id ?? null}
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
