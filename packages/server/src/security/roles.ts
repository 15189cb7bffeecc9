/**
 * The built-in roles and the (permission, view) pairs each holds, Superset-style. Admin passes every
 * check by name; it is also given every pair so role listings are truthful.
 */
export type Pair = readonly [string, string];

const rw = (view: string): Pair[] => [
  ['can_read', view],
  ['can_write', view],
];
const ro = (view: string): Pair[] => [['can_read', view]];

/** Menu and action pairs on Superset's generic "Superset" view. */
const EXPLORE: Pair[] = [
  ['can_explore', 'Superset'],
  ['can_explore_json', 'Superset'],
  ['can_csv', 'Superset'],
  ['can_share_dashboard', 'Superset'],
  ['can_share_chart', 'Superset'],
  ['can_dashboard', 'Superset'],
  ['can_slice', 'Superset'],
  ['can_read', 'Explore'],
  ['can_read', 'ExploreFormDataRestApi'],
  ['can_write', 'ExploreFormDataRestApi'],
  ['can_read', 'DashboardFilterStateRestApi'],
  ['can_write', 'DashboardFilterStateRestApi'],
  ['can_read', 'DashboardPermalinkRestApi'],
  ['can_write', 'DashboardPermalinkRestApi'],
  ['can_read', 'ExplorePermalinkRestApi'],
  ['can_write', 'ExplorePermalinkRestApi'],
  ['can_export', 'Dashboard'],
  ['can_export', 'Chart'],
  ['can_read', 'AvailableDomains'],
  ['can_get_column_values', 'Datasource'],
  ['can_samples', 'Datasource'],
  ['can_validate_expression', 'Datasource'],
  ['can_read', 'AdvancedDataType'],
  ['can_fetch_datasource_metadata', 'Superset'],
  // Global async queries: reading one's own job events.
  ['can_list', 'AsyncEventsRestApi'],
];

const SQLLAB: Pair[] = [
  ['can_sqllab', 'Superset'],
  ['menu_access', 'SQL Lab'],
  ['can_read', 'SQLLab'],
  ['can_execute_sql_query', 'SQLLab'],
  ['can_estimate_query_cost', 'SQLLab'],
  ['can_format_sql', 'SQLLab'],
  ['can_export_csv', 'SQLLab'],
  ['can_get_results', 'SQLLab'],
  ['can_read', 'Query'],
  ['can_activate', 'TabStateView'],
  ['can_post', 'TabStateView'],
  ['can_put', 'TabStateView'],
  ['can_delete', 'TabStateView'],
  ['can_get', 'TabStateView'],
  ['can_migrate_query', 'TabStateView'],
  ['can_delete_query', 'TabStateView'],
  ['can_read', 'SqlLabPermalinkRestApi'],
  ['can_write', 'SqlLabPermalinkRestApi'],
  ['can_read', 'Database'],
  ['menu_access', 'SQL Editor'],
  ['menu_access', 'Saved Queries'],
  ['menu_access', 'Query Search'],
  ['can_post', 'TableSchemaView'],
  ['can_expanded', 'TableSchemaView'],
  ['can_delete', 'TableSchemaView'],
  ...rw('SavedQuery'),
  ['can_export', 'SavedQuery'],
];

const GAMMA: Pair[] = [
  ...rw('Dashboard'),
  ...rw('Chart'),
  ...ro('Dataset'),
  ...ro('Database'),
  ...ro('Tag'),
  ...ro('CssTemplate'),
  ...ro('Theme'),
  ...ro('Annotation'),
  ...EXPLORE,
  ['menu_access', 'Dashboards'],
  ['menu_access', 'Charts'],
];

const ALPHA: Pair[] = [
  ...GAMMA,
  ...rw('Dataset'),
  ...rw('Tag'),
  ...rw('CssTemplate'),
  ...rw('ReportSchedule'),
  ...rw('Annotation'),
  ['can_export', 'Dataset'],
  ['can_upload', 'Database'],
  ['all_datasource_access', 'all_datasource_access'],
  ['all_database_access', 'all_database_access'],
  ['menu_access', 'Datasets'],
  ['menu_access', 'Data'],
];

const ADMIN: Pair[] = [
  ...ALPHA,
  ...SQLLAB,
  ...rw('Database'),
  ['can_export', 'Database'],
  ...rw('Theme'),
  ...rw('User'),
  ...rw('Role'),
  ...rw('Group'),
  ...rw('UserRegistrationsRestAPI'),
  ['can_invalidate', 'CacheRestApi'],
  ...ro('Permission'),
  ...ro('PermissionViewMenu'),
  ...ro('ViewMenu'),
  // Superset's RLSRestApi permission (class_permission_name) and its Security menu entry.
  ...rw('Row Level Security'),
  ['menu_access', 'Row Level Security'],
  ...ro('Log'),
  ['all_query_access', 'all_query_access'],
  // Embedded dashboards: the embedding configuration and guest tokens (admin-only in Superset).
  ['can_set_embedded', 'Dashboard'],
  ['can_grant_guest_token', 'SecurityRestApi'],
  ['menu_access', 'Security'],
  ['menu_access', 'List Users'],
  ['menu_access', 'List Roles'],
  ['menu_access', 'List Groups'],
  ['menu_access', 'Databases'],
];

export const BUILTIN_ROLES: Record<string, readonly Pair[]> = {
  Admin: ADMIN,
  Alpha: ALPHA,
  Gamma: GAMMA,
  sql_lab: SQLLAB,
  Public: [],
};

/** Every pair any built-in role knows, created at start so role editors can offer them. */
export const ALL_PAIRS: readonly Pair[] = [
  ...new Map(
    Object.values(BUILTIN_ROLES)
      .flat()
      .map((p) => [p.join('\u0000'), p]),
  ).values(),
];
