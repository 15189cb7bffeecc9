/**
 * Explore's loading and URL keeping: the explore context fetched for the URL (running the query of a
 * saved chart), and the form data stored under a form_data_key put in the URL, as Superset does.
 */
import type { ChartRegistry, FormData } from '@meridian/charts';
import { useCallback, useEffect, type Dispatch } from 'react';
import type { NavigateFunction } from 'react-router';
import { ApiError } from '../../../api/client';
import type { ClientError } from '../../../api/errors';
import { normalizeError } from '../../../api/errors';
import { getExploreContext, postFormData, putFormData, type ExploreDataset } from '../../../api/explore';
import { getValidationErrors, getVizControls } from './controlState';
import { datasetType, type ExploreAction } from './exploreState';
import { prepareExplore } from './prepareExplore';
import { exploreSearch, type ExploreUrlState } from './urlState';

/** Marks navigations explore makes itself (URL sync), which must not reload the page. */
export const INTERNAL_NAVIGATION = { exploreInternal: true } as const;

export type LoadStatus =
  { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: ClientError };

export function hasAnyError(errors: Record<string, string[]>) {
  return Object.values(errors).some((m) => m.length > 0);
}

/** Whether the form data passes the validation of its chart type's controls. */
export function isValidFormData(
  registry: ChartRegistry,
  vizType: string,
  formData: FormData,
  dataset: ExploreDataset | null,
): boolean {
  const vizControls = getVizControls(registry, vizType);
  if (!vizControls) return false;
  return !hasAnyError(getValidationErrors(vizControls, { form_data: formData, datasource: dataset }));
}

export type PersistFormData = (
  formData: FormData,
  key: string | null,
  sliceId: number | null,
  datasetId: number | null,
  datasourceType?: 'table' | 'query',
) => Promise<void>;

/** Stores the form data under a key and puts the key in the URL (replacing the entry). */
export function usePersistFormData(dispatch: Dispatch<ExploreAction>, navigate: NavigateFunction) {
  return useCallback<PersistFormData>(
    async (formData, key, sliceId, datasetId, datasourceType = 'table') => {
      if (!datasetId) return;
      const body = {
        datasource_id: datasetId,
        datasource_type: datasourceType,
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
          datasourceType,
        });
        void navigate({ pathname: '/explore/', search }, { replace: true, state: INTERNAL_NAVIGATION });
      } catch {
        // The key only makes the URL shareable; explore works without it.
      }
    },
    [dispatch, navigate],
  );
}

/** Loads (or reloads) the explore context when the URL changes from outside. */
export function useLoadExplore(
  url: ExploreUrlState,
  loadKey: string,
  registry: ChartRegistry,
  dispatch: Dispatch<ExploreAction>,
  setLoad: (load: LoadStatus) => void,
  runChartQuery: (formData: FormData) => void,
  persistFormData: PersistFormData,
) {
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
        const valid = isValidFormData(registry, action.formData.viz_type, action.formData, action.dataset);
        if (saved && valid) runChartQuery(action.formData);
        if (action.dataset)
          void persistFormData(
            action.formData,
            action.formDataKey,
            action.slice?.slice_id ?? null,
            action.dataset.id,
            datasetType(action.dataset),
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
}
