/** SQL Lab's client state (spec §3: query editor, query, table schema view). */
import type { ResultColumn, SqlLabConf } from '../../../api/sqllab';
import type { RowFeed } from '../results/rowFeed';

export type QueryState =
  | 'started'
  | 'stopped'
  | 'failed'
  | 'pending'
  | 'running'
  | 'scheduled'
  | 'success'
  | 'fetching'
  | 'timed_out';

export interface CursorPosition {
  row: number;
  column: number;
}

/** One editor tab. `id` is the client's id; `remoteId` the server's tab state id once persisted. */
export interface QueryEditor {
  id: string;
  immutableId: string;
  name: string;
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  selectedText: string | null;
  autorun: boolean;
  queryLimit: number;
  maxRow?: number;
  templateParams: string;
  latestQueryId: string | null;
  remoteId: number | null;
  hideLeftBar: boolean;
  tabViewId?: string | null;
  /** False while only the server's id and label are known (its state is fetched on first view). */
  loaded: boolean;
  inLocalStorage: boolean;
  cursorPosition?: CursorPosition;
  northPercent: number;
  southPercent: number;
  updatedAt: number;
  version: number;
  savedQueryId?: number | null;
}

export interface QueryResults {
  data: Record<string, unknown>[];
  columns: ResultColumn[];
  /** While rows still arrive: `data` is the feed's growing array. */
  feed?: RowFeed;
  /** More rows are stored than DISPLAY_MAX_ROW let the server send. */
  displayLimitReached?: boolean;
  selected_columns?: ResultColumn[];
  expanded_columns?: ResultColumn[];
}

export interface QueryError {
  message: string;
  error_type: string;
  level: 'info' | 'warning' | 'error';
  extra?: Record<string, unknown>;
}

export interface Query {
  id: string;
  dbId: number;
  catalog: string | null;
  schema: string | null;
  sql: string;
  sqlEditorId: string;
  tab: string;
  runAsync: boolean;
  ctas: boolean;
  ctas_method?: 'TABLE' | 'VIEW';
  tempTable?: string;
  tempSchema?: string | null;
  templateParams?: string;
  queryLimit: number;
  limitingFactor?: string | null;
  state: QueryState;
  progress: number;
  startDttm: number;
  endDttm?: number | null;
  cached?: boolean;
  resultsKey?: string | null;
  isDataPreview: boolean;
  rows?: number | null;
  results?: QueryResults | null;
  executedSql?: string | null;
  errorMessage?: string | null;
  errors?: QueryError[];
  link?: string | null;
  trackingUrl?: string | null;
  userId?: number;
  queryId?: number;
  changed_on?: string | number;
  columns?: ResultColumn[];
}

export interface TableKey {
  name?: string | null;
  column_names: string[];
  type: string;
  referred_table?: string;
  referred_schema?: string | null;
  referred_columns?: string[];
  unique?: boolean;
}

export interface TableColumn {
  name: string;
  type: string;
  longType?: string;
  keys?: TableKey[];
  comment?: string | null;
}

/** A table panel in the left bar. */
export interface Table {
  id: string;
  remoteId?: number | null;
  dbId: number;
  queryEditorId: string;
  catalog: string | null;
  schema: string | null;
  name: string;
  expanded: boolean;
  dataPreviewQueryId?: string | null;
  columns?: TableColumn[];
  selectStar?: string;
  primaryKey?: TableKey | null;
  foreignKeys?: TableKey[];
  indexes?: TableKey[];
}

export interface SqlLabState {
  /** Limits from the server's configuration (bootstrap `common.conf`). */
  conf?: SqlLabConf;
  /** The database a new tab starts on when the current tab has none (bootstrap `databases`). */
  defaultDbId?: number | null;
  queryEditors: QueryEditor[];
  /** Tab ids, most recently active last; the active tab is the last entry. */
  tabHistory: string[];
  queries: Record<string, Query>;
  tables: Table[];
  /** Tab id → when it was removed (for tabs the server must forget too). */
  destroyedQueryEditors: Record<string, number>;
  /** Spec: default south pane tab is Results; else a table's preview query id. */
  activeSouthPaneTab: Record<string, string>;
}
