/** SQL Lab's user-facing texts (spec §8, Superset's wording). */
export const QUERY_STOPPED = 'Query was stopped.';
export const STOP_FAILED = 'Failed to stop query.';
export const QUERY_SAVED = 'Your query was saved';
export const QUERY_NOT_SAVED = 'Your query could not be saved';
export const QUERY_NOT_PROPERLY_SAVED = 'Your query was not properly saved';
export const QUERY_UPDATED = 'Your query was updated';
export const QUERY_NOT_UPDATED = 'Your query could not be updated';
export const QUERY_NOT_LOADED = "The query couldn't be loaded";
export const TAB_STATE_FETCH_FAILED = 'An error occurred while fetching tab state';
export const REMOVE_QUERY_FAILED =
  'An error occurred while removing query. Please contact your administrator.';
export const REMOVE_TAB_FAILED = 'An error occurred while removing tab. Please contact your administrator.';
export const TABLE_FETCH_FAILED = 'An error occurred while fetching table metadata';
export const TABLE_EXPAND_FAILED =
  'An error occurred while expanding the table schema. Please contact your administrator.';
export const TABLE_COLLAPSE_FAILED =
  'An error occurred while collapsing the table schema. Please contact your administrator.';
export const TABLE_REMOVE_FAILED =
  'An error occurred while removing the table schema. Please contact your administrator.';
export const BACKEND_STORE_FAILED =
  'An error occurred while storing your query in the backend. To avoid losing your changes, please save your query using the "Save Query" button.';
export const MIGRATION_FAILED =
  'Unable to migrate query editor state to backend. Superset will retry later. Please contact your administrator if this problem persists.';
export const TABLE_MIGRATION_FAILED =
  'Unable to migrate table schema state to backend. Superset will retry later. Please contact your administrator if this problem persists.';
export const SQL_LOAD_FAILED = 'An error occurred while loading the SQL';
export const RESULTS_FAILED = 'Failed at retrieving results';
export const UNKNOWN_QUERY_ERROR = 'Unknown error';
export const GENERIC_ERROR = 'Sorry, an error occurred';
export const NO_PERSISTENCE_NOTE =
  '-- Note: Unless you save your query, these tabs will NOT persist if you clear your cookies or change browsers.\n\n';
