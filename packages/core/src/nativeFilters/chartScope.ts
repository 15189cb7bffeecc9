/**
 * Which applied masks reach a chart, and what they add to its query. A native filter reaches the
 * charts of its scope in the layout (stored chartsInScope lists are not trusted). A cross-filter (the
 * mask keyed by the id of the chart that emitted it) reaches the charts of that chart's own scope
 * (chart_configuration[chartId]) or of the dashboard's global_chart_configuration, never the
 * emitting chart itself, and only while cross_filters_enabled. Masks that add nothing do not count.
 */
import { chartIdsInLayout, chartsInScope, type DashboardLayout } from '../layout/index.js';
import { isEmptyExtraFormData, mergeExtraFormData } from './merge.js';
import type {
  ChartConfiguration,
  DataMask,
  DataMaskStateWithId,
  ExtraFormData,
  FilterConfigItem,
  GlobalChartConfiguration,
  NativeFilter,
  NativeFilterScope,
} from './types.js';

export interface ChartFiltersArgs {
  chartId: number;
  layout: DashboardLayout;
  filters: Record<string, FilterConfigItem>;
  dataMasks: DataMaskStateWithId;
  chartConfiguration: ChartConfiguration;
  globalChartConfiguration?: GlobalChartConfiguration;
  crossFiltersEnabled: boolean;
  /** Native filter ids in bar order (default: the order of `filters`). */
  filterOrder?: readonly string[];
  /** Chart names, for the label of a cross-filter (default "Chart {id}"). */
  chartNames?: Readonly<Record<number, string>>;
}

/** One applied filter as the chart header's badge lists it. */
export interface AppliedFilter {
  /** The mask id: a native filter id, or the emitting chart's id for a cross-filter. */
  id: string;
  kind: 'native' | 'cross';
  /** The filter's name, or the emitting chart's name. */
  name: string;
  /** The applied value as text (the mask's label, else its values). */
  value: string;
  /** The emitting chart (cross-filters). */
  chartId?: number;
}

const ALL_CHARTS: NativeFilterScope = { rootPath: ['ROOT_ID'], excluded: [] };

/**
 * The charts a native filter applies to: its scope computed on the layout, as Superset recomputes it
 * on load (a stored chartsInScope goes stale when charts move or a dashboard is imported with new
 * chart ids); the stored list only for an item without a scope.
 */
export function nativeFilterChartIds(filter: FilterConfigItem, layout: DashboardLayout): number[] {
  if (!filter.scope && Array.isArray(filter.chartsInScope)) return filter.chartsInScope;
  return chartsInScope(layout, filter.scope ?? ALL_CHARTS);
}

/**
 * The charts a cross-filter emitted by `sourceId` applies to: the chart's own scope when
 * chart_configuration gives one, else the global configuration (else every chart); never itself.
 * Scopes are computed on the layout (stored chartsInScope lists may be stale, as for native filters).
 */
export function crossFilterChartIds(
  sourceId: number,
  layout: DashboardLayout,
  chartConfiguration: ChartConfiguration,
  globalChartConfiguration?: GlobalChartConfiguration,
): number[] {
  const own = chartConfiguration[String(sourceId)]?.crossFilters;
  let ids: number[];
  if (own && own.scope !== 'global') {
    ids = chartsInScope(layout, own.scope);
  } else if (globalChartConfiguration) {
    ids = chartsInScope(layout, globalChartConfiguration.scope);
    // The global scope's exclusions hold for every emitting chart.
    const excluded = new Set(globalChartConfiguration.scope.excluded);
    ids = ids.filter((id) => !excluded.has(id));
  } else {
    ids = chartIdsInLayout(layout);
  }
  return ids.filter((id) => id !== sourceId);
}

const isCrossFilterId = (id: string) => /^\d+$/.test(id);

interface Reaching {
  id: string;
  mask: DataMask;
  filter?: NativeFilter;
  sourceId?: number;
}

/** The applied masks reaching the chart: native filters (bar order) then cross-filters. */
function reachingMasks(args: ChartFiltersArgs): Reaching[] {
  const { chartId, layout, filters, dataMasks } = args;
  const out: Reaching[] = [];
  for (const id of args.filterOrder ?? Object.keys(filters)) {
    const filter = filters[id];
    const mask = dataMasks[id];
    if (!filter || filter.type !== 'NATIVE_FILTER' || !mask || isEmptyExtraFormData(mask.extraFormData))
      continue;
    if (nativeFilterChartIds(filter, layout).includes(chartId)) out.push({ id, mask, filter });
  }
  if (!args.crossFiltersEnabled) return out;
  for (const [id, mask] of Object.entries(dataMasks)) {
    if (!isCrossFilterId(id) || filters[id] || isEmptyExtraFormData(mask.extraFormData)) continue;
    const sourceId = Number(id);
    if (sourceId === chartId) continue;
    const scope = crossFilterChartIds(
      sourceId,
      layout,
      args.chartConfiguration,
      args.globalChartConfiguration,
    );
    if (scope.includes(chartId)) out.push({ id, mask, sourceId });
  }
  return out;
}

/** What the applied native filters and cross-filters in the chart's scope add to its query. */
export function extraFormDataForChart(args: ChartFiltersArgs): ExtraFormData {
  return reachingMasks(args).reduce<ExtraFormData>(
    (acc, r) => mergeExtraFormData(acc, r.mask.extraFormData),
    {},
  );
}

const valueText = (v: unknown): string =>
  v === null || v === undefined
    ? '<NULL>'
    : typeof v === 'string'
      ? v
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v)
        : Array.isArray(v)
          ? v.map(valueText).join(', ')
          : JSON.stringify(v);

/** A mask's value as text: its label, else its filterState value, else what its extraFormData sets. */
export function dataMaskValueText(mask: DataMask): string {
  const state = mask.filterState ?? {};
  if (typeof state.label === 'string' && state.label) return state.label;
  if (state.value !== undefined && state.value !== null) return valueText(state.value);
  const extra = mask.extraFormData ?? {};
  const parts: string[] = [];
  for (const f of extra.filters ?? []) {
    const val = (f as { val?: unknown }).val;
    const col = typeof f.col === 'string' ? f.col : valueText(f.col);
    parts.push(val === undefined ? `${col} ${f.op}` : valueText(val));
  }
  for (const key of ['time_range', 'time_grain_sqla', 'granularity_sqla', 'time_column'] as const)
    if (typeof extra[key] === 'string') parts.push(extra[key]);
  return parts.join(', ');
}

/** The applied filters reaching the chart, for its header's badge (native filters first). */
export function appliedFiltersForChart(args: ChartFiltersArgs): AppliedFilter[] {
  return reachingMasks(args).map((r) =>
    r.filter
      ? { id: r.id, kind: 'native', name: r.filter.name, value: dataMaskValueText(r.mask) }
      : {
          id: r.id,
          kind: 'cross',
          name: args.chartNames?.[r.sourceId!] ?? `Chart ${r.sourceId!}`,
          value: dataMaskValueText(r.mask),
          chartId: r.sourceId!,
        },
  );
}

/**
 * Whether a requiredFirst filter has its first mask (a value set, possibly empty, or something to
 * add to queries): until then the charts in its scope wait.
 */
export function isRequiredFilterReady(mask: DataMask | undefined): boolean {
  if (!mask) return false;
  return mask.filterState?.value !== undefined || !isEmptyExtraFormData(mask.extraFormData);
}

/** The requiredFirst filters in the chart's scope whose first mask is not there yet. */
export function pendingRequiredFilters(
  chartId: number,
  layout: DashboardLayout,
  filters: Record<string, FilterConfigItem>,
  dataMasks: DataMaskStateWithId,
): string[] {
  return Object.values(filters)
    .filter(
      (f): f is NativeFilter =>
        f.type === 'NATIVE_FILTER' &&
        f.requiredFirst === true &&
        !isRequiredFilterReady(dataMasks[f.id]) &&
        nativeFilterChartIds(f, layout).includes(chartId),
    )
    .map((f) => f.id);
}
