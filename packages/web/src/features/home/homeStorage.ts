/**
 * What the home page remembers in localStorage, under Superset's keys: which panels are open
 * (`homepage_collapse_state`), each panel's tab (`homepage_activity_filter`, `homepage_chart_filter`,
 * `homepage_dashboard_filter`), and per user whether cards show thumbnails. Values are JSON; blocked
 * or garbled storage reads as nothing.
 */
import { TableTab } from './homeQueries';

export const HomeKeys = {
  CollapseState: 'homepage_collapse_state',
  ActivityFilter: 'homepage_activity_filter',
  ChartFilter: 'homepage_chart_filter',
  DashboardFilter: 'homepage_dashboard_filter',
} as const;
export type HomeKey = (typeof HomeKeys)[keyof typeof HomeKeys];

/** Panels open on a first visit. */
export const DEFAULT_OPEN_PANELS = ['dashboards', 'charts'];

type Store = Pick<Storage, 'getItem' | 'setItem'> | undefined;

function read(key: string, storage: Store): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown, storage: Store): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // not remembered; the choice still applies to this page
  }
}

const TABS = new Set<string>(Object.values(TableTab));

/** The remembered tab under `key`, if it is one of `allowed`. */
export function readTab(
  key: HomeKey,
  allowed: readonly TableTab[],
  storage: Store = globalThis.localStorage,
): TableTab | undefined {
  const v = read(key, storage);
  return typeof v === 'string' && TABS.has(v) && allowed.includes(v as TableTab)
    ? (v as TableTab)
    : undefined;
}

export const rememberTab = (key: HomeKey, tab: TableTab, storage: Store = globalThis.localStorage) =>
  write(key, tab, storage);

/** The open panels: the remembered ones, or the first visit's. */
export function readOpenPanels(storage: Store = globalThis.localStorage): string[] {
  const v = read(HomeKeys.CollapseState, storage);
  const open = Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  return open.length ? open : DEFAULT_OPEN_PANELS;
}

export const rememberOpenPanels = (open: string[], storage: Store = globalThis.localStorage) =>
  write(HomeKeys.CollapseState, open, storage);

const thumbnailsKey = (userId: number) => `homepage_thumbnails_${userId}`;

/** Whether this user's cards show thumbnails (on until switched off). */
export function readThumbnails(userId: number, storage: Store = globalThis.localStorage): boolean {
  const v = read(thumbnailsKey(userId), storage);
  return typeof v === 'boolean' ? v : true;
}

export const rememberThumbnails = (userId: number, on: boolean, storage: Store = globalThis.localStorage) =>
  write(thumbnailsKey(userId), on, storage);
