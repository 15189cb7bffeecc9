import type { DashboardListItem } from '../../../api/types';

export const UNTITLED_DASHBOARD = '[ untitled dashboard ]';

/** The page of a dashboard: by slug when it has one, like Superset's `url` field. */
export const dashboardPath = (d: Pick<DashboardListItem, 'id' | 'slug'>): string =>
  `/superset/dashboard/${d.slug ? encodeURIComponent(d.slug) : d.id}/`;

export const dashboardTitle = (d: { dashboard_title?: string | null }): string =>
  d.dashboard_title || UNTITLED_DASHBOARD;
