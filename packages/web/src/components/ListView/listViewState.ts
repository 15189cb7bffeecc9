/**
 * The list page state kept in the query string, as Superset keeps it: `filters` (rison object of
 * filter id → value), `pageIndex`, `sortColumn`, `sortOrder`, `viewMode`. Pure functions, so the URL
 * format is tested without rendering.
 */
import { encode, tryDecode } from '../../api/rison';
import type { AppliedFilter, FetchDataConfig, FilterValue, ListViewFilter, SortBy, ViewMode } from './types';

export const LIST_PAGE_SIZE = 25;
export const URL_KEYS = ['filters', 'pageIndex', 'sortColumn', 'sortOrder', 'viewMode'] as const;

export class ListViewError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ListViewError';
  }
}

/** Spec §5: every configured filter id must match a column. */
export function validateFilterConfig(
  columns: readonly { id: string }[],
  filters: readonly { id: string }[],
): void {
  const ids = new Set(columns.map((c) => c.id));
  for (const f of filters) {
    if (!ids.has(f.id)) throw new ListViewError(`Invalid filter config, ${f.id} is not present in columns`);
  }
}

export interface ListViewState {
  filters: Record<string, FilterValue>;
  pageIndex: number;
  sortBy: SortBy[];
  viewMode: ViewMode;
}

export interface StateConfig {
  filters: ListViewFilter[];
  /** Ids a user may sort by (sortable columns and card sort options). */
  sortableIds: string[];
  initialSort: SortBy[];
  defaultViewMode: ViewMode;
  cardsAvailable: boolean;
}

const isEmptyValue = (v: FilterValue | undefined) =>
  v === undefined || (typeof v === 'string' && v.trim() === '');

/** Accepts what a URL may hold for one filter; undefined when it does not fit the filter's type. */
function readFilterValue(filter: ListViewFilter, raw: unknown): FilterValue | undefined {
  if (filter.input === 'search') {
    return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
  }
  let value: unknown = raw;
  let label: unknown;
  if (typeof raw === 'object' && raw !== null && 'value' in raw) {
    value = raw.value;
    label = (raw as { label?: unknown }).label;
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  if (filter.input === 'select') {
    const option = filter.selects.find((o) => o.value === value);
    return option ? { label: option.label, value: option.value } : undefined;
  }
  return { label: typeof label === 'string' ? label : String(value), value };
}

export function readListViewState(search: string | URLSearchParams, cfg: StateConfig): ListViewState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const filters: Record<string, FilterValue> = {};
  const rawFilters = tryDecode(params.get('filters'));
  if (rawFilters && typeof rawFilters === 'object' && !Array.isArray(rawFilters)) {
    for (const f of cfg.filters) {
      const value = readFilterValue(f, (rawFilters as Record<string, unknown>)[f.id]);
      if (!isEmptyValue(value)) filters[f.id] = value!;
    }
  }
  const page = Number(params.get('pageIndex'));
  const pageIndex = Number.isInteger(page) && page > 0 ? page : 0;
  const sortColumn = params.get('sortColumn');
  const sortOrder = params.get('sortOrder');
  const sortBy =
    sortColumn && cfg.sortableIds.includes(sortColumn)
      ? [{ id: sortColumn, desc: sortOrder !== 'asc' }]
      : cfg.initialSort;
  const mode = params.get('viewMode');
  const viewMode: ViewMode =
    cfg.cardsAvailable && (mode === 'card' || mode === 'table')
      ? mode
      : cfg.cardsAvailable
        ? cfg.defaultViewMode
        : 'table';
  return { filters, pageIndex, sortBy, viewMode };
}

// Percent-encodes a query value but keeps rison punctuation readable, as Superset's URLs are.
const encodeQueryValue = (s: string) =>
  encodeURIComponent(s).replace(/%(2C|3A|40|24|2F)/g, (m) => decodeURIComponent(m));

/** The query string for a state; keys that are not the list's own are kept as they were. */
export function writeListViewState(state: ListViewState, cfg: StateConfig, previous = ''): string {
  const own: [string, string][] = [];
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, v]) => !isEmptyValue(v)));
  if (Object.keys(filters).length > 0) own.push(['filters', encode(filters)]);
  if (state.pageIndex > 0) own.push(['pageIndex', String(state.pageIndex)]);
  const sort = state.sortBy[0];
  const initial = cfg.initialSort[0];
  if (sort && (sort.id !== initial?.id || sort.desc !== initial.desc)) {
    own.push(['sortColumn', sort.id], ['sortOrder', sort.desc ? 'desc' : 'asc']);
  }
  if (cfg.cardsAvailable && state.viewMode !== cfg.defaultViewMode) own.push(['viewMode', state.viewMode]);
  const others = [...new URLSearchParams(previous)].filter(
    ([k]) => !(URL_KEYS as readonly string[]).includes(k),
  );
  const parts = [...own, ...others].map(([k, v]) => `${encodeURIComponent(k)}=${encodeQueryValue(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function appliedFilters(state: ListViewState, filters: ListViewFilter[]): AppliedFilter[] {
  const out: AppliedFilter[] = [];
  for (const f of filters) {
    const v = state.filters[f.id];
    if (isEmptyValue(v)) continue;
    out.push({ id: f.id, operator: f.operator, value: typeof v === 'string' ? v.trim() : v!.value });
  }
  return out;
}

export function fetchConfig(
  state: ListViewState,
  filters: ListViewFilter[],
  pageSize = LIST_PAGE_SIZE,
): FetchDataConfig {
  return {
    pageIndex: state.pageIndex,
    pageSize,
    sortBy: state.sortBy,
    filters: appliedFilters(state, filters),
  };
}
