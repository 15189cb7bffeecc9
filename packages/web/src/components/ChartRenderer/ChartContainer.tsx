/**
 * A chart in its state: spinner while loading (over the previous drawing, if any), typed error
 * panel when failed, the stopped alert, "No results" for empty results, else the ChartRenderer.
 */
import type { ChartDatasource, ChartHooks, FormData } from '@meridian/charts';
import { Spin, theme } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { ErrorPanel } from '../ErrorPanel';
import { ChartErrorPanel } from './ChartErrorPanel';
import { ChartRenderer } from './ChartRenderer';
import type { ChartState } from './chartState';
import { withAnnotationData } from './annotationQueries';

export const NO_RESULTS_TITLE = 'No results were returned for this query';
export const NO_RESULTS_DESCRIPTION =
  'Make sure that the controls are configured properly and the datasource contains data for the selected time range';
/** Below this size the no-results state is the small one, title only (as Superset's); the hint
 * (description) shows in explore only. */
export const NO_RESULTS_FULL_SIZE = { width: 300, height: 220 };

/** True when every query answered no rows: the chart shows "No results" instead of drawing. */
export const isEmptyResults = (results: ChartState['queriesResponse']): boolean =>
  results !== null && results.length > 0 && results.every((r) => (r.data?.length ?? 0) === 0);

interface NoResultsProps {
  width: number;
  height: number;
  results: ChartState['queriesResponse'];
  hint: boolean;
  onShown?: (() => void) | undefined;
}

/** The no-results state; it counts as the chart's drawing, so the status still reaches rendered. */
function NoResults({ width, height, results, hint, onShown }: NoResultsProps) {
  // Each new (empty) answer is shown afresh, so the effect runs per answer, not once per mount.
  useEffect(() => {
    onShown?.();
  }, [onShown, results]);
  const full = width > NO_RESULTS_FULL_SIZE.width && height > NO_RESULTS_FULL_SIZE.height;
  return (
    <EmptyState
      data-test="chart-no-results"
      image="chart"
      size={full ? 'large' : 'small'}
      title={NO_RESULTS_TITLE}
      description={full && hint ? NO_RESULTS_DESCRIPTION : null}
    />
  );
}

export interface ChartContainerProps {
  state: ChartState;
  /** The form data to draw with (the latest query's, plus render-only changes). */
  formData: FormData | null;
  width: number;
  height: number;
  /** The dataset's verbose names and metric formats, passed to the chart's transformProps. */
  datasource?: ChartDatasource;
  hooks?: ChartHooks;
  /** Names of the chart's owners, offered as contacts in error panels. */
  owners?: string[];
  onRenderSuccess?: () => void;
  onRenderFailure?: (error: Error) => void;
  /** Shown before the first query. */
  placeholder?: ReactNode;
  /** Where the chart is: explore adds a hint to the no-results state, elsewhere (as Superset) not. */
  source?: 'explore' | 'dashboard';
}

/** What the container shows under the loading mask, by the chart's state. */
function ChartBody({
  state,
  formData,
  owners,
  placeholder = null,
  source = 'dashboard',
  ...drawing
}: ChartContainerProps) {
  const results = state.queriesResponse;
  const empty = isEmptyResults(results);
  // Chart-sourced annotation layers answer apart; the chart draws them with its own answer.
  const drawn = useMemo(
    () => withAnnotationData(results, state.annotationData),
    [results, state.annotationData],
  );

  if (state.chartStatus === 'failed' && !state.renderFailed) {
    return (
      <ChartErrorPanel
        message={state.chartAlert ?? ''}
        errors={state.errors}
        stackTrace={state.chartStackTrace}
        owners={owners}
      />
    );
  }
  if (state.chartStatus === 'stopped') {
    return <ErrorPanel data-test="chart-stopped" title={state.chartAlert} level="warning" />;
  }
  if (results && formData && empty) {
    return (
      <NoResults
        width={drawing.width}
        height={drawing.height}
        results={results}
        hint={source === 'explore'}
        onShown={drawing.onRenderSuccess}
      />
    );
  }
  if (results && formData && drawing.width > 0 && drawing.height > 0) {
    return (
      <>
        {state.renderFailed && (
          <ChartErrorPanel
            message={state.chartAlert ?? ''}
            stackTrace={state.chartStackTrace}
            owners={owners}
          />
        )}
        <div style={{ display: state.renderFailed ? 'none' : 'block' }}>
          <ChartRenderer
            // After a drawing failure, a new form data (a render-only change) draws afresh.
            key={state.renderFailed ? JSON.stringify(formData) : 'chart'}
            formData={formData}
            queriesResponse={drawn ?? results}
            {...drawing}
          />
        </div>
      </>
    );
  }
  return placeholder;
}

export function ChartContainer(props: ChartContainerProps) {
  const { state, width, height } = props;
  const { token } = theme.useToken();
  const loading = state.chartStatus === 'loading';
  const results = state.queriesResponse;

  return (
    <div
      data-test="chart-container"
      data-status={state.chartStatus ?? 'none'}
      style={{ position: 'relative', width, minHeight: height }}
    >
      <ChartBody {...props} />
      {loading && (
        <div
          data-test="chart-loading"
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            background: results ? token.colorBgMask.replace(/[\d.]+\)$/, '0.15)') : 'transparent',
            minHeight: 120,
          }}
        >
          <Spin size="large" />
        </div>
      )}
    </div>
  );
}
