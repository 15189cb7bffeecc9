/**
 * The cards of the Recents panel: what was viewed (the log's entries), edited or created (charts,
 * dashboards, saved queries), each as a title, a link, a kind for its icon and the time of the last
 * action ("Viewed …" or "Modified …").
 */
import type { ChartListItem } from '../../api/charts';
import type { SavedQueryListItem } from '../../api/savedQueries';
import type { DashboardListItem } from '../../api/types';
import { chartPath } from '../charts/chartListQuery';
import { dashboardPath } from '../dashboards/list/dashboardLinks';
import { savedQueryPath } from '../sqllab/lists/savedQueryListConfig';
import type { RecentActivity } from './recentActivity';

export type ActivityKind = 'chart' | 'dashboard' | 'query';

export interface ActivityItem {
  key: string;
  kind: ActivityKind;
  title: string;
  url: string;
  verb: 'Viewed' | 'Modified';
  /** When, as an ISO time (null: unknown); `fallback` is the server's wording. */
  iso: string | null;
  fallback: string;
}

export const UNTITLED = '[Untitled]';
export const UNKNOWN_TIME = 'Unknown';

export function viewedItem(a: RecentActivity): ActivityItem {
  const url = a.item_url;
  return {
    key: `viewed-${url}`,
    kind: a.item_type === 'dashboard' || url.includes('dashboard') ? 'dashboard' : 'chart',
    title: a.item_title || UNTITLED,
    url,
    verb: 'Viewed',
    iso: Number.isFinite(a.time) ? new Date(a.time).toISOString() : null,
    fallback: a.time_delta_humanized || UNKNOWN_TIME,
  };
}

export const chartItem = (c: ChartListItem): ActivityItem => ({
  key: `chart-${c.id}`,
  kind: 'chart',
  title: c.slice_name || UNTITLED,
  url: chartPath(c),
  verb: 'Modified',
  iso: c.changed_on_utc ?? null,
  fallback: c.changed_on_delta_humanized || UNKNOWN_TIME,
});

export const dashboardItem = (d: DashboardListItem): ActivityItem => ({
  key: `dashboard-${d.id}`,
  kind: 'dashboard',
  title: d.dashboard_title || UNTITLED,
  url: d.url || dashboardPath(d),
  verb: 'Modified',
  iso: d.changed_on_utc ?? null,
  fallback: d.changed_on_delta_humanized || UNKNOWN_TIME,
});

export const savedQueryItem = (q: SavedQueryListItem): ActivityItem => ({
  key: `query-${q.id}`,
  kind: 'query',
  title: q.label || UNTITLED,
  url: savedQueryPath(q),
  verb: 'Modified',
  iso: null,
  fallback: q.changed_on_delta_humanized || UNKNOWN_TIME,
});

const first = <T>(rows: T[] | undefined, n: number) => (rows ?? []).slice(0, n);

/** Edited: the first 3 dashboards, then the first 3 charts the user changed last. */
export const editedItems = (dashboards?: DashboardListItem[], charts?: ChartListItem[], n = 3) => [
  ...first(dashboards, n).map(dashboardItem),
  ...first(charts, n).map(chartItem),
];

/** Created: the first 3 of the user's charts, dashboards and saved queries. */
export const createdItems = (
  charts?: ChartListItem[],
  dashboards?: DashboardListItem[],
  queries?: SavedQueryListItem[],
  n = 3,
) => [
  ...first(charts, n).map(chartItem),
  ...first(dashboards, n).map(dashboardItem),
  ...first(queries, n).map(savedQueryItem),
];
