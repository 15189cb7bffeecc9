import { can, type PermissionPair, type RolePermissions } from '@meridian/core';

/**
 * Top navigation entries. Only pages that exist are listed; each later feature adds its entry here
 * (SQL → /sqllab/ …).
 */
export interface NavItem {
  key: string;
  label: string;
  path: string;
  /** Path prefixes under which the entry shows as current. */
  activeFor: string[];
  dataTest: string;
  /** The [permission, view] a user needs to see the entry; none: everyone signed in. */
  permission?: PermissionPair;
}

/** The fields every menu entry has; the test id is `<prefix>-<key>`, the permission the menu_access on `menu`. */
function entry(prefix: string, key: string, label: string, path: string, menu: string | undefined) {
  const permission: PermissionPair | undefined = menu === undefined ? undefined : ['menu_access', menu];
  return { key, label, path, dataTest: `${prefix}-${key}`, ...(permission ? { permission } : {}) };
}

/** Key, label, path, the prefixes it is current for, and the menu_access view gating it (none: everyone). */
type NavRow = [key: string, label: string, path: string, activeFor: string[], menu?: string];

const NAV_ROWS: NavRow[] = [
  ['dashboards', 'Dashboards', '/dashboard/list/', ['/dashboard/', '/superset/dashboard/']],
  ['charts', 'Charts', '/chart/list/', ['/chart/', '/explore/'], 'Charts'],
  ['datasets', 'Datasets', '/tablemodelview/list/', ['/tablemodelview/', '/dataset/'], 'Datasets'],
  ['sqllab', 'SQL Lab', '/sqllab/', ['/sqllab/', '/sqllab'], 'SQL Lab'],
  ['saved-queries', 'Saved queries', '/savedqueryview/list/', ['/savedqueryview/'], 'Saved Queries'],
  ['query-history', 'Query history', '/sqllab/history/', ['/sqllab/history/'], 'Query Search'],
];

export const NAV_ITEMS: NavItem[] = NAV_ROWS.map(([key, label, path, activeFor, menu]) => ({
  ...entry('navbar', key, label, path, menu),
  activeFor,
}));

/** Entries of the Settings menu, by group (Superset puts "Database Connections" under Data). */
export interface SettingsItem {
  key: string;
  group: string;
  label: string;
  path: string;
  dataTest: string;
  permission?: PermissionPair;
  /** A feature flag the entry needs (off: hidden). */
  flag?: 'ALERT_REPORTS' | 'TAGGING_SYSTEM';
}

/** Key, group, label, path and the menu_access view gating it. */
const SETTINGS_ROWS: [key: string, group: string, label: string, path: string, menu: string][] = [
  ['databases', 'Data', 'Database Connections', '/databaseview/list/', 'Databases'],
  ['users', 'Security', 'List Users', '/users/list/', 'List Users'],
  ['roles', 'Security', 'List Roles', '/roles/list/', 'List Roles'],
  ['groups', 'Security', 'List Groups', '/list_groups/', 'List Groups'],
  ['rls', 'Security', 'Row Level Security', '/rowlevelsecurity/list/', 'Row Level Security'],
  ['action-log', 'Security', 'Action Log', '/actionlog/list/', 'Action Log'],
];

export const SETTINGS_ITEMS: SettingsItem[] = [
  ...SETTINGS_ROWS.map(([key, group, label, path, menu]) => ({
    ...entry('menu', key, label, path, menu),
    group,
  })),
  // Shown only while the ALERT_REPORTS flag is on (the menu checks it), to users who may read schedules.
  {
    key: 'alerts-reports',
    group: 'Manage',
    label: 'Alerts & reports',
    path: '/alert/list/',
    dataTest: 'menu-alerts-reports',
    permission: ['can_read', 'ReportSchedule'],
    flag: 'ALERT_REPORTS',
  },
  // Superset's Manage > Tags, while the tagging system is on.
  {
    key: 'tags',
    group: 'Manage',
    label: 'Tags',
    path: '/tag/list/',
    dataTest: 'menu-tags',
    permission: ['can_read', 'Tag'],
    flag: 'TAGGING_SYSTEM',
  },
  // Superset keeps this menu for Alpha and Admin: those who may write templates.
  {
    key: 'css-templates',
    group: 'Manage',
    label: 'CSS Templates',
    path: '/csstemplatemodelview/list/',
    dataTest: 'menu-css-templates',
    permission: ['can_write', 'CssTemplate'],
  },
  {
    key: 'annotation-layers',
    group: 'Manage',
    label: 'Annotation Layers',
    path: '/annotationlayer/list/',
    dataTest: 'menu-annotation-layers',
    permission: ['can_read', 'Annotation'],
  },
  // Superset shows Themes to those who may write them (admins).
  {
    key: 'themes',
    group: 'Manage',
    label: 'Themes',
    path: '/theme/list/',
    dataTest: 'menu-themes',
    permission: ['can_write', 'Theme'],
  },
];

/** The entries a user may see; gated ones stay hidden until the user's roles are known. */
export function allowedItems<T extends { permission?: PermissionPair }>(
  items: T[],
  user: { roles: RolePermissions } | undefined,
): T[] {
  return items.filter(
    (i) => !i.permission || (user !== undefined && can(user, i.permission[0], i.permission[1])),
  );
}

/** Whether `pathname` is `prefix` or below it, by whole path segments ("/sqllab" is not under "/sql"). */
function isUnder(pathname: string, prefix: string): boolean {
  const base = prefix.replace(/\/+$/, '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The one entry current at `pathname`: the one with the longest matching prefix, so a nested page
 * (/sqllab/history/) marks its own entry, not its parent's (/sqllab/) as well.
 */
export function activeNavKey(pathname: string, items: NavItem[] = NAV_ITEMS): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const item of items) {
    for (const prefix of item.activeFor) {
      if (isUnder(pathname, prefix) && (!best || prefix.length > best.length))
        best = { key: item.key, length: prefix.length };
    }
  }
  return best?.key;
}
