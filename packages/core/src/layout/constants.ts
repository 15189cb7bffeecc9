/** Fixed ids, grid constants and user-facing messages of the dashboard layout. */
export const ROOT_ID = 'ROOT_ID';
export const GRID_ID = 'GRID_ID';
export const HEADER_ID = 'HEADER_ID';
/** Key Superset writes into position_json next to the components. */
export const DASHBOARD_VERSION_KEY = 'DASHBOARD_VERSION_KEY';
export const DASHBOARD_VERSION = 'v2';
/** DropResult.source.id of a component dragged in from the "new components" panel. */
export const NEW_COMPONENTS_SOURCE_ID = 'NEW_COMPONENTS_SOURCE_ID';

export const DASHBOARD_ROOT_DEPTH = 0;
export const GRID_BASE_UNIT = 8;
export const GRID_GUTTER_SIZE = 2 * GRID_BASE_UNIT;
export const GRID_COLUMN_COUNT = 12;
export const GRID_MIN_COLUMN_COUNT = 1;
export const GRID_MIN_ROW_UNITS = 5;
export const GRID_MAX_ROW_UNITS = 100;
export const GRID_MIN_ROW_HEIGHT = GRID_GUTTER_SIZE;
export const GRID_DEFAULT_CHART_WIDTH = 4;
/** Default height (grid units) of a new CHART or MARKDOWN. */
export const GRID_DEFAULT_CHART_HEIGHT = 50;

export const SMALL_HEADER = 'SMALL_HEADER';
export const MEDIUM_HEADER = 'MEDIUM_HEADER';
export const LARGE_HEADER = 'LARGE_HEADER';
export const HEADER_SIZES = [SMALL_HEADER, MEDIUM_HEADER, LARGE_HEADER] as const;

export const BACKGROUND_WHITE = 'BACKGROUND_WHITE';
export const BACKGROUND_TRANSPARENT = 'BACKGROUND_TRANSPARENT';
export const BACKGROUNDS = [BACKGROUND_WHITE, BACKGROUND_TRANSPARENT] as const;

/** Superset's UNDO_LIMIT; the layout history keeps UNDO_LIMIT + 2 states (past, present, future). */
export const UNDO_LIMIT = 50;
export const UNDO_HISTORY_LIMIT = UNDO_LIMIT + 2;

/** Pointer distance (px) to an edge that makes a drop a sibling drop. */
export const DROP_EDGE_DISTANCE = 20;

/** Size limit (characters) of the serialised position_json. */
export const DASHBOARD_POSITION_DATA_LIMIT = 65535;

export const NOT_ENOUGH_SPACE_MESSAGE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';
export const TOP_LEVEL_TABS_MESSAGE = 'Can not move top level tab into nested tabs';
export const DIFFERENT_FILTER_SCOPE_MESSAGE = 'This chart has been moved to a different filter scope.';
export const UNDO_LIMIT_MESSAGE =
  'You have used all %(historyLength)s undo slots and will not be able to fully undo subsequent actions. You may save your current state to reset the history.';

export const DEFAULT_DASHBOARD_TITLE = '[ untitled dashboard ]';
