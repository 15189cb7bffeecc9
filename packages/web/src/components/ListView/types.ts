import type { ReactNode } from 'react';

export type SortBy = { id: string; desc: boolean };
export type ViewMode = 'card' | 'table';

export interface ListViewColumn<T> {
  /** Column id: the API column it shows, the sort key, and what filter ids refer to. */
  id: string;
  header?: ReactNode;
  render?: (row: T) => ReactNode;
  sortable?: boolean;
  /** A column that is never shown, present so that a filter or sort can refer to it. */
  hidden?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

export type FilterScalar = string | number | boolean;

export interface SelectOption {
  label: string;
  value: FilterScalar;
}

/** Value of one filter as kept in the URL: text for search, the chosen option for selects. */
export type FilterValue = string | SelectOption;

interface FilterBase {
  /** Must be the id of one of the columns ("Invalid filter config, {id} is not present in columns"). */
  id: string;
  label: string;
  /** The API operator, e.g. ct, eq, rel_m_m, dashboard_is_favorite. */
  operator: string;
  placeholder?: string;
}

export interface SearchFilterConfig extends FilterBase {
  input: 'search';
}

export interface SelectFilterConfig extends FilterBase {
  input: 'select';
  selects: SelectOption[];
}

export interface RelatedSelectFilterConfig extends FilterBase {
  input: 'related-select';
  fetchSelects: (
    search: string,
    page: number,
    pageSize: number,
  ) => Promise<{ data: SelectOption[]; totalCount: number }>;
}

export type ListViewFilter = SearchFilterConfig | SelectFilterConfig | RelatedSelectFilterConfig;

/** A filter as sent to fetchData: the option's raw value, never its label. */
export interface AppliedFilter {
  id: string;
  operator: string;
  value: FilterScalar;
}

export interface FetchDataConfig {
  pageIndex: number;
  pageSize: number;
  sortBy: SortBy[];
  filters: AppliedFilter[];
}

export interface BulkAction<T> {
  key: string;
  name: ReactNode;
  type?: 'primary' | 'secondary' | 'danger';
  onSelect: (rows: T[]) => void;
}

export interface CardSortOption {
  label: string;
  id: string;
  desc: boolean;
}
