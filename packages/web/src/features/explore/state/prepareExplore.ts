/**
 * The explore response → the page's first state: the form data (URL overrides, chart type from
 * the URL, the dataset's uid, every control default, the dataset defaults of a new chart) and the
 * saved chart's form data prepared the same way, so "Altered" shows only what the user changed.
 */
import type { ChartRegistry, FormData } from '@meridian/charts';
import type { ExploreContext } from '../../../api/explore';
import { getVizControls, hydrateFormData } from './controlState';
import { datasetUid, type ExploreAction } from './exploreState';
import type { ExploreUrlState } from './urlState';
import { applyDatasetDefaults } from './vizTransition';

export const DEFAULT_VIZ_TYPE = 'table';

export function prepareFormData(
  registry: ChartRegistry,
  raw: Record<string, unknown>,
  context: Pick<ExploreContext, 'dataset'>,
  isNewChart: boolean,
): FormData {
  const dataset = context.dataset;
  const vizType = typeof raw.viz_type === 'string' && raw.viz_type ? raw.viz_type : DEFAULT_VIZ_TYPE;
  const datasource =
    typeof raw.datasource === 'string' && raw.datasource
      ? raw.datasource
      : dataset
        ? datasetUid(dataset)
        : '';
  const base: FormData = { ...raw, viz_type: vizType, datasource };
  const controls = getVizControls(registry, vizType);
  if (!controls) return base;
  return applyDatasetDefaults(controls, hydrateFormData(controls, base), dataset, isNewChart);
}

export function prepareExplore(
  registry: ChartRegistry,
  context: ExploreContext,
  url: ExploreUrlState,
): Extract<ExploreAction, { type: 'LOADED' }> {
  const slice = context.slice ?? null;
  // The server answers "[Missing Dataset]" (no id) when the chart's dataset is gone.
  const dataset = context.dataset && typeof context.dataset.id === 'number' ? context.dataset : null;
  context = { ...context, dataset };
  const isNewChart = !slice && !url.params.form_data_key && !url.params.permalink_key;
  const raw: Record<string, unknown> = { ...(context.form_data ?? {}), ...(url.formDataOverrides ?? {}) };
  if (url.vizType) raw.viz_type = url.vizType;
  if (slice && raw.slice_id === undefined) raw.slice_id = slice.slice_id;
  const formData = prepareFormData(registry, raw, context, isNewChart);
  const savedFormData = slice?.form_data ? prepareFormData(registry, slice.form_data, context, false) : null;
  return {
    type: 'LOADED',
    dataset,
    slice,
    formData,
    savedFormData,
    formDataKey: url.params.form_data_key ?? null,
    permissions: {
      canAdd: context.can_add ?? false,
      canDownload: context.can_download ?? false,
      canOverwrite: context.can_overwrite ?? false,
    },
  };
}
