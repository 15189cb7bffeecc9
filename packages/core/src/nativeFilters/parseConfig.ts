/**
 * Tolerant reading of what a dashboard stores about its filters: json_metadata's
 * native_filter_configuration, chart_configuration, global_chart_configuration and
 * filter_bar_orientation, and data masks kept in a filter state key or a permalink. Entries that
 * cannot be used are dropped; missing fields get Superset's defaults.
 */
import type {
  ChartConfiguration,
  DataMask,
  DataMaskStateWithId,
  FilterBarOrientation,
  FilterConfigItem,
  GlobalChartConfiguration,
  NativeFilter,
  NativeFilterDivider,
  NativeFilterScope,
  NativeFilterType,
} from './types.js';

export const NATIVE_FILTER_TYPES: readonly NativeFilterType[] = [
  'filter_select',
  'filter_range',
  'filter_time',
  'filter_timegrain',
  'filter_timecolumn',
];

const ROOT_ID = 'ROOT_ID';

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const ints = (v: unknown): number[] =>
  Array.isArray(v) ? v.map(Number).filter((x) => Number.isInteger(x)) : [];

/** A value that may be stored as JSON text (old metadata) or as the object itself. */
function jsonValue(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return undefined;
  }
}

/** {rootPath, excluded}; rootPath defaults to the whole dashboard. */
export function parseScope(v: unknown): NativeFilterScope {
  const raw = isRecord(v) ? v : {};
  const rootPath = strings(raw.rootPath);
  return { rootPath: Array.isArray(raw.rootPath) ? rootPath : [ROOT_ID], excluded: ints(raw.excluded) };
}

/** A data mask with records where records belong (anything else dropped). */
export function parseDataMask(v: unknown): DataMask {
  const raw = isRecord(v) ? v : {};
  return {
    extraFormData: isRecord(raw.extraFormData) ? raw.extraFormData : {},
    filterState: isRecord(raw.filterState) ? raw.filterState : {},
    ownState: isRecord(raw.ownState) ? raw.ownState : {},
  };
}

function parseFilter(raw: Rec, id: string): NativeFilter | null {
  const filterType = raw.filterType;
  if (!NATIVE_FILTER_TYPES.includes(filterType as NativeFilterType)) return null;
  return {
    ...raw,
    id,
    type: 'NATIVE_FILTER',
    filterType: filterType as NativeFilterType,
    name: text(raw.name),
    description: text(raw.description),
    targets: Array.isArray(raw.targets) ? raw.targets.filter(isRecord) : [{}],
    controlValues: isRecord(raw.controlValues) ? raw.controlValues : {},
    defaultDataMask: parseDataMask(raw.defaultDataMask),
    cascadeParentIds: strings(raw.cascadeParentIds),
    scope: parseScope(raw.scope),
    ...(Array.isArray(raw.chartsInScope) ? { chartsInScope: ints(raw.chartsInScope) } : {}),
    ...(Array.isArray(raw.tabsInScope) ? { tabsInScope: strings(raw.tabsInScope) } : {}),
    requiredFirst: raw.requiredFirst === true,
  };
}

function parseDivider(raw: Rec, id: string): NativeFilterDivider {
  return {
    id,
    type: 'DIVIDER',
    title: text(raw.title),
    description: text(raw.description),
    ...(isRecord(raw.scope) ? { scope: parseScope(raw.scope) } : {}),
    ...(Array.isArray(raw.chartsInScope) ? { chartsInScope: ints(raw.chartsInScope) } : {}),
    ...(Array.isArray(raw.tabsInScope) ? { tabsInScope: strings(raw.tabsInScope) } : {}),
  };
}

/**
 * The filters and dividers of `metadata.native_filter_configuration`, in order. Entries without
 * an id, of an unknown type or filter type, or repeating an id are dropped.
 */
export function parseFilterConfiguration(
  metadata: Record<string, unknown> | null | undefined,
): FilterConfigItem[] {
  const list = jsonValue(metadata?.native_filter_configuration);
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const out: FilterConfigItem[] = [];
  for (const raw of list) {
    if (!isRecord(raw) || typeof raw.id !== 'string' || !raw.id || seen.has(raw.id)) continue;
    const item =
      raw.type === 'DIVIDER'
        ? parseDivider(raw, raw.id)
        : raw.type === 'NATIVE_FILTER' || raw.type === undefined
          ? parseFilter(raw, raw.id)
          : null;
    if (!item) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

/** chart_configuration keyed by chart id; a chart without its own scope follows the global one. */
export function parseChartConfiguration(
  metadata: Record<string, unknown> | null | undefined,
): ChartConfiguration {
  const raw = jsonValue(metadata?.chart_configuration);
  if (!isRecord(raw)) return {};
  const out: ChartConfiguration = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isRecord(value)) continue;
    const id = Number(value.id ?? key);
    if (!Number.isInteger(id) || String(id) !== key.trim()) continue;
    const cross = isRecord(value.crossFilters) ? value.crossFilters : {};
    const scope = cross.scope === 'global' || !isRecord(cross.scope) ? 'global' : parseScope(cross.scope);
    out[key] = { id, crossFilters: { scope, chartsInScope: ints(cross.chartsInScope) } };
  }
  return out;
}

/** global_chart_configuration, or undefined when the dashboard has none (cross-filters reach every chart). */
export function parseGlobalChartConfiguration(
  metadata: Record<string, unknown> | null | undefined,
): GlobalChartConfiguration | undefined {
  const raw = jsonValue(metadata?.global_chart_configuration);
  if (!isRecord(raw)) return undefined;
  return { scope: parseScope(raw.scope), chartsInScope: ints(raw.chartsInScope) };
}

export function parseFilterBarOrientation(
  metadata: Record<string, unknown> | null | undefined,
): FilterBarOrientation {
  return metadata?.filter_bar_orientation === 'HORIZONTAL' ? 'HORIZONTAL' : 'VERTICAL';
}

/** Each native filter's defaultDataMask, keyed by filter id (the masks a dashboard opens with). */
export function defaultDataMasks(items: readonly FilterConfigItem[]): DataMaskStateWithId {
  const out: DataMaskStateWithId = {};
  for (const item of items)
    if (item.type === 'NATIVE_FILTER') out[item.id] = { ...parseDataMask(item.defaultDataMask), id: item.id };
  return out;
}

/**
 * A stored data mask state (filter state key, permalink): a record of masks keyed by filter id or
 * chart id. Anything that is not a record of records gives {}.
 */
export function parseDataMaskState(v: unknown): DataMaskStateWithId {
  const raw = jsonValue(v);
  if (!isRecord(raw)) return {};
  const out: DataMaskStateWithId = {};
  for (const [id, mask] of Object.entries(raw)) if (isRecord(mask)) out[id] = { ...parseDataMask(mask), id };
  return out;
}

/**
 * The masks a dashboard opens with: every native filter's default, replaced by a restored mask for
 * the same filter; restored cross-filters kept for charts in `chartIds`. Restored masks of filters
 * or charts the dashboard no longer has are dropped.
 */
export function initialDataMasks(
  items: readonly FilterConfigItem[],
  restored: DataMaskStateWithId | null | undefined,
  chartIds: readonly number[],
): DataMaskStateWithId {
  const out = defaultDataMasks(items);
  if (!restored) return out;
  const charts = new Set(chartIds.map(String));
  for (const [id, mask] of Object.entries(restored))
    if (out[id] || charts.has(id)) out[id] = { ...parseDataMask(mask), id };
  return out;
}
