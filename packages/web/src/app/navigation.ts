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

export const NAV_ITEMS: NavItem[] = [
  {
    key: 'dashboards',
    label: 'Dashboards',
    path: '/dashboard/list/',
    activeFor: ['/dashboard/', '/superset/dashboard/'],
    dataTest: 'navbar-dashboards',
  },
  {
    key: 'charts',
    label: 'Charts',
    path: '/chart/list/',
    activeFor: ['/chart/', '/explore/'],
    dataTest: 'navbar-charts',
    permission: ['menu_access', 'Charts'],
  },
  {
    key: 'datasets',
    label: 'Datasets',
    path: '/tablemodelview/list/',
    activeFor: ['/tablemodelview/', '/dataset/'],
    dataTest: 'navbar-datasets',
    permission: ['menu_access', 'Datasets'],
  },
  {
    key: 'sqllab',
    label: 'SQL Lab',
    path: '/sqllab/',
    activeFor: ['/sqllab/', '/sqllab'],
    dataTest: 'navbar-sqllab',
    permission: ['menu_access', 'SQL Lab'],
  },
  {
    key: 'savedqueries',
    label: 'Saved queries',
    path: '/savedqueryview/list/',
    activeFor: ['/savedqueryview/'],
    dataTest: 'navbar-saved-queries',
    permission: ['menu_access', 'Saved Queries'],
  },
  {
    key: 'queryhistory',
    label: 'Query history',
    path: '/sqllab/history/',
    activeFor: [],
    dataTest: 'navbar-query-history',
    permission: ['menu_access', 'Query Search'],
  },
];

/** Entries of the Settings menu, by group (Superset puts "Database Connections" under Data). */
export interface SettingsItem {
  key: string;
  group: string;
  label: string;
  path: string;
  dataTest: string;
  permission?: PermissionPair;
}

export const SETTINGS_ITEMS: SettingsItem[] = [
  {
    key: 'databases',
    group: 'Data',
    label: 'Database Connections',
    path: '/databaseview/list/',
    dataTest: 'menu-databases',
    permission: ['menu_access', 'Databases'],
  },
  {
    key: 'users',
    group: 'Security',
    label: 'List Users',
    path: '/users/list/',
    dataTest: 'menu-users',
    permission: ['menu_access', 'List Users'],
  },
  {
    key: 'roles',
    group: 'Security',
    label: 'List Roles',
    path: '/roles/list/',
    dataTest: 'menu-roles',
    permission: ['menu_access', 'List Roles'],
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

export function activeNavKey(pathname: string, items: NavItem[] = NAV_ITEMS): string | undefined {
  return items.find((i) => i.activeFor.some((p) => pathname.startsWith(p)))?.key;
}
