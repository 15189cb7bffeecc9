/**
 * Explore's controller: loads the explore context for the URL, keeps the page state and the chart
 * state, validates the controls, runs queries (on load for saved charts, on "Update chart", after a
 * chart-type change) and keeps the form data under a form_data_key in the URL, as Superset does.
 */
import type { ChartRegistry, ControlPanelState, FormData } from '@meridian/charts';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type Dispatch } from 'react';
import { useNavigate } from 'react-router';
import { getDataset, type ExploreDataset, type ExploreSlice } from '../../../api/explore';
import { useChartQuery, useChartRegistry, type ChartQuery } from '../../../components/ChartRenderer';
import {
  getValidationErrors,
  getVizControls,
  isChartStale,
  renderFormData as toRenderFormData,
  type VizControls,
} from './controlState';
import {
  datasetType,
  datasetUid,
  exploreReducer,
  initialExploreState,
  type ExploreAction,
  type ExploreState,
} from './exploreState';
import {
  hasAnyError,
  isValidFormData,
  useLoadExplore,
  usePersistFormData,
  type LoadStatus,
} from './exploreLoad';
import { getFormDataDiffs, type FormDataDiff } from './formDataDiff';
import { prepareFormData } from './prepareExplore';
import type { ExploreUrlState } from './urlState';
import { applyDatasetDefaults, switchVizType } from './vizTransition';

export { INTERNAL_NAVIGATION, type LoadStatus } from './exploreLoad';

export interface ExploreController {
  load: LoadStatus;
  state: ExploreState;
  registry: ChartRegistry;
  controls: VizControls | null;
  panelState: ControlPanelState;
  errors: Record<string, string[]>;
  hasErrors: boolean;
  chart: ChartQuery;
  renderFormData: FormData | null;
  isStale: boolean;
  diffs: Record<string, FormDataDiff>;
  setControl: (name: string, value: unknown) => void;
  setVizType: (vizType: string) => void;
  runQuery: (force?: boolean) => void;
  stopQuery: () => void;
  setDataset: (dataset: ExploreDataset) => void;
  reloadDataset: () => Promise<void>;
  setSliceName: (name: string) => void;
  sliceUpdated: (slice: ExploreSlice) => void;
}

type Latest = { current: { state: ExploreState; errors: Record<string, string[]> } };

/** Switching the dataset (re-preparing the form data for it) and reloading the current one. */
function useDatasetActions(registry: ChartRegistry, latest: Latest, dispatch: Dispatch<ExploreAction>) {
  const setDataset = useCallback(
    (dataset: ExploreDataset) => {
      const { state: s } = latest.current;
      const formData = prepareFormData(
        registry,
        { ...s.formData, datasource: datasetUid(dataset) },
        { dataset },
        false,
      );
      dispatch({ type: 'SET_DATASET', dataset, formData });
    },
    [registry, latest, dispatch],
  );

  const reloadDataset = useCallback(async () => {
    const id = latest.current.state.dataset?.id;
    if (!id) return;
    const dataset = await getDataset(id);
    dispatch({ type: 'SET_DATASET', dataset, formData: latest.current.state.formData });
  }, [latest, dispatch]);
  return { setDataset, reloadDataset };
}

/** What the chart shows, whether it lags the controls, and the changes since the last save. */
function useChartDerived(controls: VizControls | null, chart: ChartQuery, state: ExploreState) {
  const renderFormData = useMemo(
    () => toRenderFormData(controls, chart.state.queriedFormData, state.formData),
    [controls, chart.state.queriedFormData, state.formData],
  );
  const isStale = useMemo(
    () => isChartStale(controls, chart.state.latestQueryFormData, state.formData),
    [controls, chart.state.latestQueryFormData, state.formData],
  );
  const diffs = useMemo(
    () => (state.savedFormData ? getFormDataDiffs(state.savedFormData, state.formData) : {}),
    [state.savedFormData, state.formData],
  );
  return { renderFormData, isStale, diffs };
}

/** The chart type's controls, the panel state they read, and their validation errors. */
function useControlValidation(registry: ChartRegistry, state: ExploreState) {
  const controls = useMemo(
    () => getVizControls(registry, state.formData.viz_type),
    [registry, state.formData.viz_type],
  );
  const panelState = useMemo<ControlPanelState>(
    () => ({ form_data: state.formData, datasource: state.dataset }),
    [state.formData, state.dataset],
  );
  const errors = useMemo(
    () => (controls ? getValidationErrors(controls, panelState) : {}),
    [controls, panelState],
  );
  return { controls, panelState, errors };
}

export function useExplore(url: ExploreUrlState, loadKey: string): ExploreController {
  const registry = useChartRegistry();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(exploreReducer, initialExploreState);
  const [load, setLoad] = useState<LoadStatus>({ status: 'loading' });
  const chart = useChartQuery();
  const { runQuery: runChartQuery } = chart;

  const { controls, panelState, errors } = useControlValidation(registry, state);
  const hasErrors = hasAnyError(errors);

  // Latest values for callbacks that run later (after a save, after a request).
  const latest = useRef({ state, errors });
  useEffect(() => {
    latest.current = { state, errors };
  });

  const persistFormData = usePersistFormData(dispatch, navigate);

  const runQuery = useCallback(
    (force = false) => {
      const { state: s, errors: e } = latest.current;
      if (hasAnyError(e)) return;
      runChartQuery(s.formData, { force });
      void persistFormData(
        s.formData,
        s.formDataKey,
        s.slice?.slice_id ?? null,
        s.dataset?.id ?? null,
        datasetType(s.dataset),
      );
    },
    [runChartQuery, persistFormData],
  );

  useLoadExplore(url, loadKey, registry, dispatch, setLoad, runChartQuery, persistFormData);

  const setControl = useCallback(
    (name: string, value: unknown) => dispatch({ type: 'SET_CONTROL', name, value }),
    [],
  );

  const setVizType = useCallback(
    (vizType: string) => {
      const { state: s } = latest.current;
      if (vizType === s.formData.viz_type) return;
      const next = applyDatasetDefaults(
        getVizControls(registry, vizType),
        switchVizType(registry, s.formData, vizType),
        s.dataset,
        false,
      );
      dispatch({ type: 'SET_FORM_DATA', formData: next });
      const valid = isValidFormData(registry, vizType, next, s.dataset);
      // A chart that was drawn is drawn again in its new type, as Superset does.
      if (valid && chart.state.chartStatus !== null) {
        latest.current = { state: { ...s, formData: next }, errors: {} };
        runQuery();
      }
    },
    [registry, runQuery, chart.state.chartStatus],
  );

  const { setDataset, reloadDataset } = useDatasetActions(registry, latest, dispatch);
  const { renderFormData, isStale, diffs } = useChartDerived(controls, chart, state);

  return {
    load,
    state,
    registry,
    controls,
    panelState,
    errors,
    hasErrors,
    chart,
    renderFormData,
    isStale,
    diffs,
    setControl,
    setVizType,
    runQuery,
    stopQuery: chart.stopQuery,
    setDataset,
    reloadDataset,
    setSliceName: (name: string) => dispatch({ type: 'SET_SLICE_NAME', name }),
    sliceUpdated: (slice: ExploreSlice) => dispatch({ type: 'SLICE_UPDATED', slice }),
  };
}
