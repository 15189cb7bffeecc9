/**
 * Changing the chart type: the form data keeps the choices the new type understands (metrics,
 * dimensions, filters, time settings), maps the ones that change shape (several metrics ↔ one
 * metric, table dimensions ↔ pivot rows), drops controls the new type does not have, and gets the
 * new type's defaults. Also the dataset-dependent defaults of a new chart.
 */
import type { ChartRegistry, FormData } from '@meridian/charts';
import { NO_TIME_RANGE } from '@meridian/core';
import type { ExploreDataset } from '../../../api/explore';
import { getVizControls, hydrateFormData, type VizControls } from './controlState';

/** Form-data keys that are not controls but belong to every chart. */
export const BASE_KEYS = [
  'datasource',
  'viz_type',
  'slice_id',
  'url_params',
  'time_range',
  'granularity_sqla',
  'extra_form_data',
  'dashboards',
] as const;

const nonEmptyArray = (v: unknown): v is unknown[] => Array.isArray(v) && v.length > 0;
const isSet = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

export function switchVizType(registry: ChartRegistry, current: FormData, vizType: string): FormData {
  const next = getVizControls(registry, vizType);
  if (!next) return { ...current, viz_type: vizType };
  const has = (name: string) => next.byName.has(name);
  const out: FormData = { datasource: current.datasource, viz_type: vizType };
  for (const key of BASE_KEYS)
    if (key !== 'viz_type' && current[key] !== undefined)
      (out as Record<string, unknown>)[key] = current[key];
  for (const name of next.byName.keys()) if (current[name] !== undefined) out[name] = current[name];

  // One metric ↔ several.
  if (has('metric') && !isSet(out.metric) && nonEmptyArray(current.metrics)) out.metric = current.metrics[0];
  if (has('metrics') && !isSet(out.metrics) && isSet(current.metric)) out.metrics = [current.metric];
  // Table / pie dimensions ↔ pivot rows.
  if (has('groupbyRows') && !isSet(out.groupbyRows) && nonEmptyArray(current.groupby))
    out.groupbyRows = current.groupby;
  if (has('groupby') && !isSet(out.groupby) && nonEmptyArray(current.groupbyRows))
    out.groupby = current.groupbyRows;
  // A single-metric chart's sort metric.
  if (
    has('timeseries_limit_metric') &&
    !isSet(out.timeseries_limit_metric) &&
    isSet(current.series_limit_metric)
  )
    out.timeseries_limit_metric = current.series_limit_metric;
  return hydrateFormData(next, out);
}

/** The dataset's time column: its main datetime column, else its first temporal column. */
export function mainTemporalColumn(
  dataset: Pick<ExploreDataset, 'main_dttm_col' | 'columns'> | null,
): string | null {
  if (!dataset) return null;
  if (dataset.main_dttm_col && dataset.columns.some((c) => c.column_name === dataset.main_dttm_col))
    return dataset.main_dttm_col;
  return dataset.columns.find((c) => c.is_dttm)?.column_name ?? null;
}

/**
 * Defaults that come from the dataset: the x-axis (or the Time section's time column) of time-based
 * charts is the time column, and a
 * new chart gets a "No filter" time-range filter on it (as Superset adds one).
 */
export function applyDatasetDefaults(
  controls: VizControls | null,
  formData: FormData,
  dataset: ExploreDataset | null,
  isNewChart: boolean,
): FormData {
  const time = mainTemporalColumn(dataset);
  if (!time) return formData;
  const out = { ...formData };
  if (controls?.byName.has('x_axis') && out.x_axis === undefined) out.x_axis = time;
  // The Time section's time column (Superset's granularity_sqla default: the main datetime column);
  // its time range is the chart's time filter, so no time filter is added to the filters.
  const timeSection = controls?.byName.has('granularity_sqla') ?? false;
  if (timeSection && !out.granularity_sqla) out.granularity_sqla = time;
  if (
    isNewChart &&
    !timeSection &&
    controls?.byName.has('adhoc_filters') &&
    !nonEmptyArray(out.adhoc_filters)
  ) {
    out.adhoc_filters = [
      {
        clause: 'WHERE',
        subject: time,
        operator: 'TEMPORAL_RANGE',
        comparator: NO_TIME_RANGE,
        expressionType: 'SIMPLE',
      },
    ];
  }
  return out;
}
