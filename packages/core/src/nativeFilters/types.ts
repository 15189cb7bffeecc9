/**
 * Native filters, cross-filters and data masks as Superset stores them in a dashboard's json_metadata
 * (native_filter_configuration, chart_configuration, global_chart_configuration) and sends in
 * permalinks and filter states (spec §3 "Native filter"). Shapes follow Superset's so imported
 * bundles and API clients round-trip.
 */
import type { QueryFilter } from '../query/index.js';

export const NATIVE_FILTER_PREFIX = 'NATIVE_FILTER-';
export const NATIVE_FILTER_DIVIDER_PREFIX = 'NATIVE_FILTER_DIVIDER-';

export type NativeFilterType =
  'filter_select' | 'filter_range' | 'filter_time' | 'filter_timegrain' | 'filter_timecolumn';

/** Where a filter applies: everything under rootPath (layout ids) except the excluded chart ids. */
export interface NativeFilterScope {
  rootPath: string[];
  excluded: number[];
}

export interface NativeFilterTarget {
  datasetId?: number;
  /** Bundles name the dataset by uuid; import resolves it to datasetId. */
  datasetUuid?: string;
  column?: { name: string; displayName?: string };
}

/** What a filter adds to a chart's query (Superset's ExtraFormData, the subset Meridian applies). */
export interface ExtraFormData {
  filters?: QueryFilter[];
  adhoc_filters?: unknown[];
  time_range?: string;
  granularity_sqla?: string;
  time_grain_sqla?: string;
  time_column?: string;
  relative_start?: string;
  relative_end?: string;
  [key: string]: unknown;
}

export interface FilterState {
  value?: unknown;
  label?: string | null;
  selectedValues?: unknown;
  validateStatus?: 'error' | 'warning' | 'validating';
  validateMessage?: string | false;
  excludeFilterValues?: boolean;
  [key: string]: unknown;
}

export interface DataMask {
  extraFormData?: ExtraFormData;
  filterState?: FilterState;
  ownState?: Record<string, unknown>;
}

/** A data mask in the dashboard's state: keyed by native filter id, or by chart id for cross-filters. */
export interface DataMaskWithId extends DataMask {
  id: string;
}

export type DataMaskStateWithId = Record<string, DataMaskWithId>;

export interface NativeFilter {
  id: string;
  type: 'NATIVE_FILTER';
  filterType: NativeFilterType;
  name: string;
  description: string;
  targets: NativeFilterTarget[];
  controlValues: Record<string, unknown>;
  defaultDataMask: DataMask;
  cascadeParentIds: string[];
  scope: NativeFilterScope;
  /** Computed from scope and layout when the configuration is saved. */
  chartsInScope?: number[];
  tabsInScope?: string[];
  adhoc_filters?: unknown[];
  time_range?: string;
  granularity_sqla?: string;
  requiredFirst?: boolean;
  sortMetric?: string | null;
  [key: string]: unknown;
}

export interface NativeFilterDivider {
  id: string;
  type: 'DIVIDER';
  title: string;
  description: string;
  scope?: NativeFilterScope;
  chartsInScope?: number[];
  tabsInScope?: string[];
}

export type FilterConfigItem = NativeFilter | NativeFilterDivider;

/** Per-chart cross-filter scope (chart_configuration[chartId]); `global` follows the dashboard's. */
export interface ChartCrossFilterConfig {
  id: number;
  crossFilters: {
    scope: NativeFilterScope | 'global';
    chartsInScope: number[];
  };
}

export type ChartConfiguration = Record<string, ChartCrossFilterConfig>;

export interface GlobalChartConfiguration {
  scope: NativeFilterScope;
  chartsInScope: number[];
}

export type FilterBarOrientation = 'VERTICAL' | 'HORIZONTAL';

export const isNativeFilter = (item: FilterConfigItem): item is NativeFilter => item.type === 'NATIVE_FILTER';
export const isDivider = (item: FilterConfigItem): item is NativeFilterDivider => item.type === 'DIVIDER';
