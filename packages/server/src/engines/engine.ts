/**
 * The engine contract. An `EngineSpec` describes one database engine (names, URI schemes,
 * capability flags, dialect) and opens `Connector`s. The rest of the server asks for capabilities,
 * never for engine names.
 */
import type { SqlLanguage } from 'sql-formatter';
import type { SqlFamily } from '../sql-safety/functions.js';
import type { StatementInspection } from '../sql-safety/inspection.js';
import type { GenericDataType } from './generic-types.js';
import type { TimeGrain } from './time-grains.js';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type Row = Record<string, JsonValue>;

/** Values that can be bound to placeholders. Dates bind as timestamps (UTC). */
export type BoundValue = null | boolean | number | bigint | string | Date;

export type TemporalFormat = 'epoch_ms' | 'iso';

export interface ResultColumn {
  name: string;
  /** The engine's type name (e.g. 'BIGINT', 'TIMESTAMP WITHOUT TIME ZONE'), null when unknown. */
  type: string | null;
  genericType: GenericDataType | null;
}

export interface ExecuteOptions {
  /** At most this many rows are fetched; `truncated` says whether more existed. */
  rowLimit?: number;
  /** The query is stopped after this many milliseconds (CONNECTION_DATABASE_TIMEOUT). */
  timeoutMs?: number;
  /** Aborting stops the query (EngineError with `cancelled: true`). */
  signal?: AbortSignal;
  /** Default schema (search path / USE) for unqualified names, where the engine has schemas. */
  schema?: string | null;
  /** Catalog to run in, where the engine supports catalogs. */
  catalog?: string | null;
  /** How temporal values come back: epoch ms (default, as chart data) or ISO strings (SQL Lab). */
  temporalFormat?: TemporalFormat;
  /** Receives an id that `connector.cancel(id)` accepts, once the query is running. */
  onCancelId?: (cancelId: string) => void;
  /**
   * This statement may write although the connection refuses DML: SQL Lab's own CREATE TABLE/VIEW
   * AS of a CTAS/CVAS query on a database that allows CTAS/CVAS but not DML.
   */
  allowWrite?: boolean;
}

export interface StreamOptions extends ExecuteOptions {
  /** Rows per batch (default 1000). */
  batchSize?: number;
}

export interface QueryResult {
  columns: ResultColumn[];
  rows: Row[];
  /** True when the row limit cut the result short. */
  truncated: boolean;
  /** Rows changed by DML, when the driver reports it; null otherwise. */
  affectedRows: number | null;
}

export interface RowBatch {
  columns: ResultColumn[];
  rows: Row[];
}

export interface TableInfo {
  name: string;
  type: 'table' | 'view';
}

export interface ColumnMetadata {
  name: string;
  engineType: string;
  genericType: GenericDataType | null;
  nullable: boolean;
  default: string | null;
  comment: string | null;
}

export interface ForeignKeyMetadata {
  name: string | null;
  columns: string[];
  referredSchema: string | null;
  referredTable: string;
  referredColumns: string[];
}

export interface IndexMetadata {
  name: string;
  columns: string[];
  unique: boolean;
}

export interface TableMetadata {
  catalog: string | null;
  schema: string | null;
  name: string;
  type: 'table' | 'view';
  columns: ColumnMetadata[];
  primaryKey: { name: string | null; columns: string[] } | null;
  foreignKeys: ForeignKeyMetadata[];
  indexes: IndexMetadata[];
  comment: string | null;
}

/** Superset's cost estimate: one object per statement, values as display strings. */
export type CostEstimate = Record<string, string>;

export interface SelectStarOptions {
  limit?: number;
  /** List the columns instead of `*` (Superset's show_cols). */
  showColumns?: boolean;
  catalog?: string | null;
}

export interface Connector {
  readonly spec: EngineSpec;
  execute(sql: string, params?: readonly BoundValue[], options?: ExecuteOptions): Promise<QueryResult>;
  /** Batches of rows for large exports; the columns are the same object on every batch. */
  stream(sql: string, params?: readonly BoundValue[], options?: StreamOptions): AsyncIterable<RowBatch>;
  /** Stop the query that reported `cancelId` through `onCancelId`; false when it was not running. */
  cancel(cancelId: string): Promise<boolean>;
  getCatalogs(): Promise<string[]>;
  /** The catalog the connection opens in, or null without catalogs. */
  getDefaultCatalog(): string | null;
  getSchemas(catalog?: string | null): Promise<string[]>;
  getTables(schema: string | null, catalog?: string | null): Promise<TableInfo[]>;
  getTableMetadata(schema: string | null, table: string, catalog?: string | null): Promise<TableMetadata>;
  selectStar(schema: string | null, table: string, options?: SelectStarOptions): Promise<string>;
  estimateCost(sql: string, params?: readonly BoundValue[], options?: ExecuteOptions): Promise<CostEstimate>;
  /**
   * What `sql` reads as this engine reads it, without running it (contract: sql-safety/inspection.ts);
   * rejects with InspectionError when the engine cannot read it.
   */
  inspect(
    sql: string,
    params?: readonly BoundValue[],
    options?: { schema?: string | null; catalog?: string | null },
  ): Promise<StatementInspection>;
  /** Resolves when a trivial query runs; rejects with the mapped EngineError. */
  testConnection(): Promise<void>;
  /** Bulk rows into an existing table where the engine has a faster path than INSERTs (uploads). */
  appendRows?(
    table: string,
    schema: string | null,
    rows: AsyncIterable<readonly BoundValue[]>,
  ): Promise<number>;
  close(): Promise<void>;
}

export interface EngineCapabilities {
  supportsCatalogs: boolean;
  /** Queries can switch catalog without a new database entry (Superset's supports_dynamic_catalog). */
  supportsDynamicCatalog: boolean;
  supportsSchemas: boolean;
  /** A running query can be stopped. */
  supportsCancel: boolean;
  /** The engine itself enforces `timeoutMs` mid-statement (otherwise only between rows). */
  supportsTimeout: boolean;
  supportsCostEstimate: boolean;
  supportsRegex: boolean;
  supportsIlike: boolean;
  supportsTimeGrains: boolean;
  supportsLimitOffset: boolean;
  supportsStreaming: boolean;
  supportsViews: boolean;
  supportsForeignKeys: boolean;
  supportsIndexes: boolean;
  supportsSubqueries: boolean;
  supportsWindowFunctions: boolean;
  supportsFileUpload: boolean;
  /** The database is a local file (or memory): opened only when configuration allows it. */
  isFileBased: boolean;
  disableSshTunneling: boolean;
  allowsAliasInOrderBy: boolean;
  allowsJoins: boolean;
}

export type PlaceholderStyle = 'dollar' | 'question';

/** Engine differences as data plus small hooks. */
export interface Dialect {
  readonly identifierQuote: string;
  readonly placeholderStyle: PlaceholderStyle;
  readonly maxIdentifierLength: number;
  readonly timeGrains: readonly TimeGrain[];
  quoteIdentifier(name: string): string;
  /** `schema.table` (and catalog where given and supported), each part quoted. */
  qualifyTable(table: string, schema?: string | null, catalog?: string | null): string;
  /** A string literal, safely escaped. */
  quoteString(value: string): string;
  /** Placeholder for the n-th (1-based) bound value: `$n` or `?`. */
  placeholder(index: number): string;
  /** SQL truncating `column` (already quoted SQL) to `grain`; null grain returns the column. */
  timeGrainExpression(grain: string | null | undefined, column: string): string;
  limitClause(limit: number, offset?: number): string;
  genericType(engineType: string | null | undefined): GenericDataType | null;
  castToText(expr: string): string;
  /** Timestamp from epoch seconds or milliseconds held in `expr`. */
  epochToTimestamp(expr: string, unit: 'seconds' | 'milliseconds'): string;
  /** A timestamp literal for filters, from 'YYYY-MM-DD HH:MM:SS[.ffffff]' text (UTC). */
  temporalLiteral(text: string, engineType?: string | null): string;
  /** `expr` matches the regular expression `pattern` (both SQL); null when unsupported. */
  regexMatch(expr: string, pattern: string): string | null;
  /** Case-insensitive LIKE. */
  ilike(expr: string, pattern: string): string;
}

/** What a URI or form gives: Superset's BasicParametersMixin fields. */
export interface ConnectionParameters {
  host?: string;
  port?: number;
  username?: string;
  password?: string;
  database?: string;
  query?: Record<string, string>;
  encryption?: boolean;
}

export interface ConnectOptions {
  /** SQLAlchemy-style URI; or give `parameters`. */
  uri?: string;
  parameters?: ConnectionParameters;
  /** Overrides the URI's password (Superset stores it apart from a masked URI). */
  password?: string | null;
  /** Data manipulation (INSERT, CREATE…) allowed. Default false: the engine refuses it. */
  allowDml?: boolean;
  /** File engines: open the file read-only. Default: `!allowDml`. */
  readOnly?: boolean;
  /** File engines: allow a database file path (not only `:memory:`). Default false. */
  allowFileDatabases?: boolean;
  /** Upper bound of pooled connections (network engines; DuckDB connections). */
  poolSize?: number;
  connectTimeoutMs?: number;
  /** Superset's `server_cert`: PEM of the CA the server's TLS certificate is checked against. */
  serverCert?: string | null;
}

export interface JsonSchemaObject {
  type: 'object';
  properties: Record<string, Record<string, unknown>>;
  required?: string[];
  [key: string]: unknown;
}

/** node-sql-parser's grammar names (its `database` option). */
export type ParserDialect = 'PostgresQL' | 'MySQL';

/** The SQL editor's dialects: the names of @codemirror/lang-sql's exports. */
export type EditorDialect =
  'PostgreSQL' | 'MySQL' | 'MariaSQL' | 'SQLite' | 'MSSQL' | 'PLSQL' | 'StandardSQL';

/** A syntax error found by the engine's own parser (offset within the statement). */
export interface NativeParseError {
  message: string;
  /** Offset of the error in the statement (its end for "end of input"). */
  offset: number;
}

/** How the engine's SQL text is read and shown: each reader's name for the engine's language. */
export interface SqlLanguages {
  /** The fragment grammar, the lexer's string and comment rules and the function lists. */
  readonly sqlFamily: SqlFamily;
  /** node-sql-parser's grammar for whole statements. */
  readonly parserDialect: ParserDialect;
  /** sql-formatter's language (`format_sql`). */
  readonly formatterLanguage: SqlLanguage;
  /** The web SQL editor's highlighting and keywords (`engine_information.editor_dialect`). */
  readonly editorDialect: EditorDialect;
}

export interface EngineSpec extends SqlLanguages {
  /** SQLAlchemy backend name, Superset's `engine` / `backend` ('postgresql'). */
  readonly engine: string;
  /** Display name ('PostgreSQL'). */
  readonly engineName: string;
  /** URI schemes accepted, without driver suffix ('postgresql', 'postgres'). */
  readonly schemes: readonly string[];
  readonly defaultDriver: string;
  readonly drivers: readonly string[];
  readonly sqlalchemyUriPlaceholder: string;
  /** JSON schema of the connection form parameters, or null when the engine takes a URI only. */
  readonly parametersSchema: JsonSchemaObject | null;
  readonly capabilities: EngineCapabilities;
  readonly dialect: Dialect;
  /**
   * Syntax check by the engine's own parser, for grammar node-sql-parser does not cover; absent:
   * node-sql-parser's `parserDialect` judges (SQL Lab's validate_sql).
   */
  readonly syntaxError?: (statement: string) => Promise<NativeParseError | null> | NativeParseError | null;
  connect(options: ConnectOptions): Promise<Connector>;
}
