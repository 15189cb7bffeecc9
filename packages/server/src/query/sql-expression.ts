/**
 * User SQL fragments (adhoc metrics and columns, custom SQL filters, where/having, calculated columns)
 * are parsed before they reach an engine: each must be ONE expression (or one boolean clause) with no
 * subquery, no statement separator and no function from the denylist (file readers, extension loading,
 * server administration). Otherwise the request fails with 400 and the engine is never called.
 */
import NodeSqlParser from 'node-sql-parser';
import { LRUCache } from 'lru-cache';

const parser = new NodeSqlParser.Parser();

/** node-sql-parser grammar per engine family; DuckDB and SQLite read well with PostgreSQL's. */
export type ParserDialect = 'PostgresQL' | 'MySQL' | 'Sqlite';

/** Functions that read or write server files, load code, reach other servers or stop the server. */
export const DENIED_FUNCTIONS = new Set([
  // DuckDB file and remote readers, extensions, settings
  'read_csv',
  'read_csv_auto',
  'read_parquet',
  'parquet_scan',
  'parquet_metadata',
  'parquet_schema',
  'read_json',
  'read_json_auto',
  'read_json_objects',
  'read_ndjson',
  'read_ndjson_auto',
  'read_ndjson_objects',
  'read_text',
  'read_blob',
  'read_xlsx',
  'glob',
  'sniff_csv',
  'iceberg_scan',
  'delta_scan',
  'postgres_scan',
  'postgres_query',
  'sqlite_scan',
  'mysql_scan',
  'mysql_query',
  'query',
  'query_table',
  'getenv',
  'load_extension',
  'install_extension',
  'duckdb_secrets',
  'duckdb_settings',
  'current_setting',
  'set_config',
  // PostgreSQL file access, remote access, administration, sleeping
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'pg_ls_logdir',
  'pg_ls_waldir',
  'lo_import',
  'lo_export',
  'lo_get',
  'lo_put',
  'lo_from_bytea',
  'dblink',
  'dblink_exec',
  'dblink_connect',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_sleep',
  'pg_sleep_for',
  'pg_sleep_until',
  'pg_advisory_lock',
  'txid_current',
  // MySQL / MariaDB
  'load_file',
  'sleep',
  'benchmark',
  'get_lock',
  'sys_exec',
  'sys_eval',
  // SQLite
  'readfile',
  'writefile',
  'edit',
  'fts3_tokenizer',
  'zipfile',
  'sqlar_uncompress',
]);

export class SqlExpressionError extends Error {
  constructor(
    /** The request field the fragment came from, e.g. `queries[0].metrics[1].sqlExpression`. */
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'SqlExpressionError';
  }
}

export type FragmentKind = 'expression' | 'clause';

const verdicts = new LRUCache<string, string | true>({ max: 2000 });

function functionName(node: Record<string, unknown>): string | null {
  const name = node.name;
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const parts = (name as { name?: { value?: string | number }[] }).name;
    if (Array.isArray(parts)) return parts.map((p) => String(p.value ?? '')).join('.');
  }
  return null;
}

/** Walks the fragment's AST; returns a reason to refuse, or null. */
function findViolation(node: unknown): string | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const v = findViolation(item);
      if (v) return v;
    }
    return null;
  }
  if (!node || typeof node !== 'object') return null;
  const obj = node as Record<string, unknown>;
  if (obj.type === 'select' || 'tableList' in obj || 'ast' in obj) return 'subqueries are not allowed';
  if (obj.type === 'function' || obj.type === 'aggr_func') {
    const name = functionName(obj)?.toLowerCase() ?? '';
    const bare = name.split('.').pop() ?? name;
    if (DENIED_FUNCTIONS.has(bare)) return `the function ${bare} is not allowed`;
  }
  for (const value of Object.values(obj)) {
    const v = findViolation(value);
    if (v) return v;
  }
  return null;
}

/** The fragment without its string literals and quoted identifiers, to look for comments. */
const unquoted = (sql: string) => sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|`(?:[^`]|``)*`/g, ' ');

function judge(fragment: string, kind: FragmentKind, dialect: ParserDialect): string | true {
  if (fragment.trim() === '') return 'must not be empty';
  // A comment would swallow the SQL Meridian writes after the fragment.
  if (/--|\/\*|#/.test(unquoted(fragment))) return 'comments are not allowed';
  const wrapped =
    kind === 'expression' ? `SELECT ${fragment} AS x FROM t` : `SELECT 1 FROM t WHERE ${fragment}`;
  let ast: unknown;
  try {
    ast = parser.astify(wrapped, { database: dialect });
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0]! : String(err);
    return `is not a valid SQL ${kind} (${message.slice(0, 160)})`;
  }
  if (Array.isArray(ast)) {
    if (ast.length !== 1) return 'must be a single expression: statement separators are not allowed';
    ast = ast[0];
  }
  const top = ast as Record<string, unknown>;
  if (top.type !== 'select') return `must be a single ${kind}`;
  if (kind === 'expression') {
    const columns = top.columns as unknown[];
    if (!Array.isArray(columns) || columns.length !== 1) return 'must be a single expression';
  }
  // Only the fragment is walked: the SELECT … FROM t around it is ours. A semicolon inside a string
  // literal is harmless; anywhere else the parser yields several statements, refused above.
  return findViolation(kind === 'expression' ? top.columns : top.where) ?? true;
}

/** Throws SqlExpressionError naming `field` unless `fragment` is one safe expression/clause. */
export function assertSafeSql(
  fragment: string,
  kind: FragmentKind,
  dialect: ParserDialect,
  field: string,
): void {
  const key = `${dialect}\u0000${kind}\u0000${fragment}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = judge(fragment, kind, dialect);
    verdicts.set(key, verdict);
  }
  if (verdict !== true) throw new SqlExpressionError(field, verdict);
}
