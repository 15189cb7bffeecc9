/**
 * The chart state of spec §3/§4 (chartStatus, chartAlert, chartStackTrace, queriesResponse,
 * triggerQuery, latestQueryFormData) and its lifecycle: update started → loading, succeeded →
 * success, rendered → rendered, failed (query or rendering) → failed, stopped → stopped.
 */
import type { ChartDataResult, FormData } from '@meridian/charts';
import type { ClientError } from '../../api/errors';
import {
  annotationReducer,
  initialAnnotationState,
  type AnnotationAction,
  type AnnotationState,
} from './annotationQueries';

export type ChartStatus = 'loading' | 'success' | 'rendered' | 'failed' | 'stopped';

export const CHART_STOPPED_ALERT = 'Updating chart was stopped';
export const RENDER_ERROR = 'An error occurred while rendering the visualization: %s';

/** With the chart-sourced annotation layers' queries (started, success, failed). */
export interface ChartState extends AnnotationState {
  /** Null until the first query starts. */
  chartStatus: ChartStatus | null;
  chartAlert: string | null;
  chartStackTrace: string | null;
  /** The typed errors of a failed query (`{errors:[…]}`), for the error panels. */
  errors: ClientError['errors'] | null;
  /** The rendering failed (not the query): the last results are still good. */
  renderFailed: boolean;
  queriesResponse: ChartDataResult[] | null;
  /** Set to ask for a new query; cleared when it starts. */
  triggerQuery: boolean;
  /** The form data of the latest query (started, maybe not answered yet). */
  latestQueryFormData: FormData | null;
  /** The form data `queriesResponse` answers: what the chart draws with. */
  queriedFormData: FormData | null;
  chartUpdateStartTime: number | null;
  chartUpdateEndTime: number | null;
}

export const initialChartState: ChartState = {
  ...initialAnnotationState,
  chartStatus: null,
  chartAlert: null,
  chartStackTrace: null,
  errors: null,
  renderFailed: false,
  queriesResponse: null,
  triggerQuery: false,
  latestQueryFormData: null,
  queriedFormData: null,
  chartUpdateStartTime: null,
  chartUpdateEndTime: null,
};

export type ChartAction =
  | { type: 'CHART_UPDATE_STARTED'; formData: FormData; now: number }
  | { type: 'CHART_UPDATE_SUCCEEDED'; queriesResponse: ChartDataResult[]; now: number }
  | { type: 'CHART_UPDATE_STOPPED'; now: number }
  | { type: 'CHART_UPDATE_FAILED'; error: ClientError; now: number }
  | { type: 'CHART_RENDERING_SUCCEEDED' }
  | { type: 'CHART_RENDERING_FAILED'; message: string; stack?: string | null }
  | { type: 'TRIGGER_QUERY'; value: boolean }
  | { type: 'UPDATE_QUERY_FORM_DATA'; formData: FormData }
  | AnnotationAction;

export function chartReducer(state: ChartState, action: ChartAction): ChartState {
  switch (action.type) {
    case 'CHART_UPDATE_STARTED':
      return {
        ...state,
        chartStatus: 'loading',
        chartAlert: null,
        chartStackTrace: null,
        errors: null,
        renderFailed: false,
        triggerQuery: false,
        latestQueryFormData: action.formData,
        chartUpdateStartTime: action.now,
        chartUpdateEndTime: null,
      };
    case 'CHART_UPDATE_SUCCEEDED':
      // A stopped query may still answer: its results are dropped.
      if (state.chartStatus !== 'loading') return state;
      return {
        ...state,
        chartStatus: 'success',
        queriesResponse: action.queriesResponse,
        queriedFormData: state.latestQueryFormData,
        chartUpdateEndTime: action.now,
      };
    case 'CHART_UPDATE_STOPPED':
      if (state.chartStatus !== 'loading') return state;
      return {
        ...state,
        chartStatus: 'stopped',
        chartAlert: CHART_STOPPED_ALERT,
        chartUpdateEndTime: action.now,
      };
    case 'CHART_UPDATE_FAILED':
      if (state.chartStatus === 'stopped') return state;
      return {
        ...state,
        chartStatus: 'failed',
        chartAlert: action.error.error,
        chartStackTrace: action.error.stacktrace ?? null,
        errors: action.error.errors ?? null,
        queriesResponse: null,
        queriedFormData: null,
        chartUpdateEndTime: action.now,
      };
    case 'CHART_RENDERING_SUCCEEDED':
      if (state.chartStatus === 'success') return { ...state, chartStatus: 'rendered' };
      // A render-only change (e.g. a colour) drew the chart again after a rendering failure.
      if (state.chartStatus === 'failed' && state.renderFailed)
        return {
          ...state,
          chartStatus: 'rendered',
          renderFailed: false,
          chartAlert: null,
          chartStackTrace: null,
        };
      return state;
    case 'CHART_RENDERING_FAILED':
      // The previous drawing, still shown while a new query runs, does not decide the status.
      if (state.chartStatus === 'loading') return state;
      return {
        ...state,
        chartStatus: 'failed',
        renderFailed: true,
        chartAlert: RENDER_ERROR.replace('%s', action.message),
        chartStackTrace: action.stack ?? null,
      };
    case 'TRIGGER_QUERY':
      return { ...state, triggerQuery: action.value };
    case 'UPDATE_QUERY_FORM_DATA':
      return { ...state, latestQueryFormData: action.formData, queriedFormData: action.formData };
    case 'ANNOTATION_QUERY_STARTED':
    case 'ANNOTATION_QUERY_SUCCESS':
    case 'ANNOTATION_QUERY_FAILED':
      return annotationReducer(state, action);
    default:
      return state;
  }
}

export const isChartLoading = (state: Pick<ChartState, 'chartStatus'>) => state.chartStatus === 'loading';
