/**
 * The list calls of the home page (/superset/welcome/), as Superset's welcome page sends them: every
 * panel asks `GET /api/v1/<resource>/?q=` for the newest 5 objects (changed_on_delta_humanized
 * descending) of one tab's filter — Favorite, Mine, the "Examples" tab (created by nobody), Edited
 * (changed by the user) and Created (the user's own, as Mine) — and "Viewed" asks
 * `GET /api/v1/log/recent_activity/`.
 */
import type { ListFilter } from '@meridian/core';
import type { ListQuery } from '../../api/types';
import { encodeUri } from '../../api/rison';

/** A tab of a home panel; the values are the ones Superset keeps in localStorage. */
export const TableTab = {
  Favorite: 'Favorite',
  Mine: 'Mine',
  Other: 'Other',
  Viewed: 'Viewed',
  Created: 'Created',
  Edited: 'Edited',
} as const;
export type TableTab = (typeof TableTab)[keyof typeof TableTab];

/** The panels with lists of their own. */
export const WelcomeTable = {
  Charts: 'CHARTS',
  Dashboards: 'DASHBOARDS',
  Recents: 'RECENTS',
  SavedQueries: 'SAVED_QUERIES',
} as const;
export type WelcomeTable = (typeof WelcomeTable)[keyof typeof WelcomeTable];

/** Recent and edited lists: page size 5, of which Recents shows the first 3 of each kind (spec §9). */
export const PAGE_SIZE = 5;
export const RECENTS_PER_KIND = 3;
/** Viewed-item history keeps 6 (spec §9). */
export const VIEWED_PAGE_SIZE = 6;

/** The last tab's title and filters: Superset's default WELCOME_PAGE_LAST_TAB ("examples"). */
export const OTHER_TAB_TITLE = 'Examples';
export const OTHER_TAB_FILTERS: ListFilter[] = [{ col: 'created_by', opr: 'rel_o_m', value: 0 }];

/**
 * Newest first, one page of 5, with these filters (none: no `filters` key). Keys in the order
 * Superset's rison encoder writes them (sorted), so the URLs match.
 */
export function homeListQuery(filters?: ListFilter[]): ListQuery {
  return {
    ...(filters ? { filters } : {}),
    order_column: 'changed_on_delta_humanized',
    order_direction: 'desc',
    page: 0,
    page_size: PAGE_SIZE,
  };
}

/** Mine for dashboards and charts: the user is one of the owners. */
export const ownedFilters = (userId: number): ListFilter[] => [
  { col: 'owners', opr: 'rel_m_m', value: `${userId}` },
];

/** Saved queries have no owners: Mine is what the user created. */
export const createdFilters = (userId: number): ListFilter[] => [
  { col: 'created_by', opr: 'rel_o_m', value: `${userId}` },
];

/** Recents' Edited tab: what the user changed last. */
export const editedFilters = (userId: number): ListFilter[] => [
  { col: 'changed_by', opr: 'rel_o_m', value: `${userId}` },
];

const FAVORITE_OPERATOR: Partial<Record<WelcomeTable, string>> = {
  [WelcomeTable.Dashboards]: 'dashboard_is_favorite',
  [WelcomeTable.Charts]: 'chart_is_favorite',
};

/** The filters of one tab of one panel (Superset's getFilterValues). */
export function tabFilters(
  tab: TableTab,
  table: WelcomeTable,
  userId: number,
  otherTabFilters: ListFilter[] = OTHER_TAB_FILTERS,
): ListFilter[] {
  if (tab === TableTab.Created || (table === WelcomeTable.SavedQueries && tab === TableTab.Mine))
    return createdFilters(userId);
  if (tab === TableTab.Favorite) {
    const opr = FAVORITE_OPERATOR[table];
    return opr ? [{ col: 'id', opr, value: true }] : [];
  }
  if (tab === TableTab.Mine) return ownedFilters(userId);
  if (tab === TableTab.Other) return otherTabFilters;
  return [];
}

/** The `q` of the Viewed tab's call: the last 6 distinct objects the user looked at. */
export const recentActivityQuery = () => encodeUri({ distinct: true, page: 0, page_size: VIEWED_PAGE_SIZE });

/** Where a panel's "View All »" goes: the list, filtered to favourites on the Favorite tab. */
export function viewAllPath(table: WelcomeTable, tab: TableTab): string {
  if (table === WelcomeTable.SavedQueries) return '/savedqueryview/list/';
  const list = table === WelcomeTable.Charts ? '/chart/list/' : '/dashboard/list/';
  return tab === TableTab.Favorite
    ? `${list}?filters=${encodeUri({ id: { label: 'Yes', value: true } })}`
    : list;
}
