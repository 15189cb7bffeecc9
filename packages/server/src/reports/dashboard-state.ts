/**
 * A dashboard report's state: Superset's `extra.dashboard` (anchor, activeTabs, dataMask, urlParams),
 * saved by the report modal from the dashboard as its author saw it. The report renders the dashboard
 * in that state (through a permalink, see screenshots/dashboard-page.ts) and links to it. An anchor
 * holding a JSON list of tab ids is one screenshot per tab, each with only that tab and the URL
 * parameters (Superset's _get_tabs_urls).
 */
import { dashboardPermalinkStateSchema, type DashboardPermalinkState } from '@meridian/core';
import type { AppContext } from '../context.js';
import { isMeaningfulState } from '../screenshots/dashboard-page.js';
import type { AuthUser } from '../security/auth.js';
import { parseJsonObject } from '../services/chart/form-data.js';
import { createDashboardPermalink } from '../services/dashboard-state/permalink.js';
import type { ReportRow } from './run-log.js';

/** The report's dashboard state, when it has a usable one (fields of the wrong shape are left out). */
export function dashboardStateOf(report: Pick<ReportRow, 'extra_json'>): DashboardPermalinkState | undefined {
  const raw = parseJsonObject(report.extra_json)?.dashboard;
  if (!raw || typeof raw !== 'object') return undefined;
  const state: DashboardPermalinkState = {};
  const shape = dashboardPermalinkStateSchema.shape;
  for (const key of ['anchor', 'activeTabs', 'dataMask', 'urlParams'] as const) {
    const parsed = shape[key].safeParse((raw as Record<string, unknown>)[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(state, { [key]: parsed.data });
  }
  return isMeaningfulState(state) ? state : undefined;
}

/** The tab ids of an anchor written as a JSON list; null for a single tab id. */
function anchorList(anchor: string | null | undefined): string[] | null {
  if (!anchor?.startsWith('[')) return null;
  try {
    const parsed: unknown = JSON.parse(anchor);
    return Array.isArray(parsed) ? parsed.map(String) : null;
  } catch {
    return null;
  }
}

/** What each screenshot of the report shows: one state per listed tab, else the state itself. */
export function screenshotStates(
  state: DashboardPermalinkState | undefined,
): (DashboardPermalinkState | undefined)[] {
  const tabs = anchorList(state?.anchor);
  if (!tabs?.length) return [state];
  return tabs.map((anchor) => ({
    anchor,
    dataMask: null,
    activeTabs: null,
    urlParams: state?.urlParams ?? [],
  }));
}

/** The path of the link in the notification: the permalink of the state, as the executor made it. */
export async function dashboardLinkPath(
  ctx: AppContext,
  report: ReportRow,
  executor: AuthUser,
): Promise<string | null> {
  const state = dashboardStateOf(report);
  if (report.dashboard_id === null || !state) return null;
  const key = await createDashboardPermalink(ctx, executor, String(report.dashboard_id), () => state);
  return `/superset/dashboard/p/${encodeURIComponent(key)}/`;
}
