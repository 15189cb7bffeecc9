/**
 * Explore's controller: loads the explore context for the URL, keeps the page state and the chart
 * state, validates the controls, runs queries (on load for saved charts, on "Update chart", after a
 * chart-type change) and keeps the form data under a form_data_key in the URL, as Superset does.
 */
import type { ChartRegistry, ControlPanelState, FormData } from '@meridian/charts';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import type { ClientError } from '../../../api/errors';
import { normalizeError } from '../../../api/errors';
import {
  getDataset,
  getExploreContext,
  postFormData,
  putFormData,
  type ExploreDataset,
  type ExploreSlice,
} from '../../../api/explore';
import { useChartQuery, useChartRegistry, type ChartQuery } from '../../../components/ChartRenderer';
import {
  getValidationErrors,
  getVizControls,
  isChartStale,
  renderFormData as toRenderFormData,
  type VizControls,
} from './controlState';
import { exploreReducer, initialExploreState, type ExploreState } from './exploreState';
import { getFormDataDiffs, type FormDataDiff } from './formDataDiff';
import { prepareExplore, prepareFormData } from './prepareExplore';
import { exploreSearch, type ExploreUrlState } from './urlState';
import { applyDatasetDefaults, switchVizType } from './vizTransition';

/** Marks navigations explore makes itself (URL sync), which must not reload the page. */
export const INTERNAL_NAVIGATION = { exploreInternal: true } as const;

export type LoadStatus =
  { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: ClientError };

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

function hasAnyError(errors: Record<string, string[]>) {
  return Object.values(errors).some((m) => m.length > 0);
}

export function useExplore(url: ExploreUrlState, loadKey: string): ExploreController {
  const registry = useChartRegistry();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(exploreReducer, initialExploreState);
  const [load, setLoad] = useState<LoadStatus>({ status: 'loading' });
  const chart = useChartQuery();
  const { runQuery: runChartQuery } = chart;

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
  const hasErrors = hasAnyError(errors);

  // Latest values for callbacks that run later (after a save, after a request).
  const latest = useRef({ state, errors });
  useEffect(() => {
    latest.current = { state, errors };
  });

  /** Stores the form data under a key and puts the key in the URL (replacing the entry). */
  const persistFormData = useCallback(
    async (formData: FormData, key: string | null, sliceId: number | null, datasetId: number | null) => {
      if (!datasetId) return;
      const body = {
        datasource_id: datasetId,
        datasource_type: 'table',
        ...(sliceId ? { chart_id: sliceId } : {}),
        form_data: JSON.stringify(formData),
      };
      try {
        const newKey = key ? await putFormData(key, body) : await postFormData(body);
        dispatch({ type: 'SET_FORM_DATA_KEY', key: newKey });
        const search = exploreSearch({
          formDataKey: newKey,
          sliceId,
          datasourceId: datasetId,
          datasourceType: 'table',
        });
        void navigate({ pathname: '/explore/', search }, { replace: true, state: INTERNAL_NAVIGATION });
      } catch {
        // The key only makes the URL shareable; explore works without it.
      }
    },
    [navigate],
  );

  const runQuery = useCallback(
    (force = false) => {
      const { state: s, errors: e } = latest.current;
      if (hasAnyError(e)) return;
      runChartQuery(s.formData, { force });
      void persistFormData(s.formData, s.formDataKey, s.slice?.slice_id ?? null, s.dataset?.id ?? null);
    },
    [runChartQuery, persistFormData],
  );

  // Load (or reload) the explore context when the URL changes from outside.
  useEffect(() => {
    // The page remounts for each outside navigation, so the status starts as loading.
    let cancelled = false;
    getExploreContext(url.params).then(
      (context) => {
        if (cancelled) return;
        const action = prepareExplore(registry, context, url);
        dispatch(action);
        setLoad({ status: 'ready' });
        const saved =
          Boolean(action.slice) || Boolean(url.params.form_data_key) || Boolean(url.params.permalink_key);
        const vizControls = getVizControls(registry, action.formData.viz_type);
        const valid =
          vizControls &&
          !hasAnyError(
            getValidationErrors(vizControls, { form_data: action.formData, datasource: action.dataset }),
          );
        if (saved && valid) runChartQuery(action.formData);
        if (action.dataset)
          void persistFormData(
            action.formData,
            action.formDataKey,
            action.slice?.slice_id ?? null,
            action.dataset.id,
          );
      },
      (e: unknown) => {
        // An ApiError carries the server's typed errors (the access panel needs them).
        if (!cancelled)
          setLoad({ status: 'error', error: e instanceof ApiError ? e.clientError : normalizeError(e) });
      },
    );
    return () => {
      cancelled = true;
    };
    // The URL state is read through loadKey, which changes only on outside navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey, registry]);

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
      const vizControls = getVizControls(registry, vizType);
      const valid =
        vizControls &&
        !hasAnyError(getValidationErrors(vizControls, { form_data: next, datasource: s.dataset }));
      // A chart that was drawn is drawn again in its new type, as Superset does.
      if (valid && chart.state.chartStatus !== null) {
        latest.current = { state: { ...s, formData: next }, errors: {} };
        runQuery();
      }
    },
    [registry, runQuery, chart.state.chartStatus],
  );

  const setDataset = useCallback(
    (dataset: ExploreDataset) => {
      const { state: s } = latest.current;
      const formData = prepareFormData(
        registry,
        { ...s.formData, datasource: `${dataset.id}__table` },
        { dataset },
        false,
      );
      dispatch({ type: 'SET_DATASET', dataset, formData });
    },
    [registry],
  );

  const reloadDataset = useCallback(async () => {
    const id = latest.current.state.dataset?.id;
    if (!id) return;
    const dataset = await getDataset(id);
    dispatch({ type: 'SET_DATASET', dataset, formData: latest.current.state.formData });
  }, []);

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
