/**
 * Which functions user SQL may call, per SQL family. A function is denied when it reads or writes
 * server files, runs SQL given as text (which no relation check sees), reaches other servers, loads
 * code, reads or changes settings, or stalls the server. Table functions are refused wholesale for
 * users without database-level access (see `TABLE_FUNCTIONS_NEED_DATABASE_ACCESS` below); this list
 * covers scalar calls as well, which can hide a query too (PostgreSQL's `query_to_xml`).
 *
 * Names are compared lower-cased and without schema (`pg_catalog.pg_read_file` is `pg_read_file`).
 */

/** The SQL family of an engine: its grammar and its function library. */
export type SqlFamily = 'duckdb' | 'postgresql' | 'mysql' | 'sqlite';

const DUCKDB = [
  // files and remote readers (also usable as scalar calls or replacement scans)
  'read_csv',
  'read_csv_auto',
  'read_parquet',
  'parquet_scan',
  'parquet_metadata',
  'parquet_schema',
  'parquet_file_metadata',
  'parquet_kv_metadata',
  'read_json',
  'read_json_auto',
  'read_json_objects',
  'read_json_objects_auto',
  'read_ndjson',
  'read_ndjson_auto',
  'read_ndjson_objects',
  'read_text',
  'read_blob',
  'read_xlsx',
  'glob',
  'sniff_csv',
  'iceberg_scan',
  'iceberg_metadata',
  'delta_scan',
  'postgres_scan',
  'postgres_query',
  'postgres_execute',
  'sqlite_scan',
  'sqlite_query',
  'mysql_scan',
  'mysql_query',
  'mysql_execute',
  // SQL given as text
  'query',
  'query_table',
  // settings, secrets, environment, extensions
  'getenv',
  'getvariable',
  'current_setting',
  'set_config',
  'load_extension',
  'install_extension',
  'duckdb_secrets',
  'which_secret',
  'duckdb_settings',
  'duckdb_extensions',
  'duckdb_databases',
  'duckdb_temporary_files',
  'duckdb_memory',
  'duckdb_log',
  'duckdb_logs',
  'enable_logging',
  'checkpoint',
  'force_checkpoint',
  'test_all_types',
  'repeat_row',
];

const POSTGRESQL = [
  // files
  'pg_read_file',
  'pg_read_binary_file',
  'pg_ls_dir',
  'pg_stat_file',
  'pg_ls_logdir',
  'pg_ls_waldir',
  'pg_ls_tmpdir',
  'pg_ls_archive_statusdir',
  'lo_import',
  'lo_export',
  'lo_get',
  'lo_put',
  'lo_open',
  'lo_from_bytea',
  'lo_create',
  'lo_unlink',
  'loread',
  'lowrite',
  // SQL given as text, run where no relation check sees it
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'table_to_xml',
  'table_to_xmlschema',
  'table_to_xml_and_xmlschema',
  'schema_to_xml',
  'schema_to_xmlschema',
  'schema_to_xml_and_xmlschema',
  'database_to_xml',
  'database_to_xmlschema',
  'database_to_xml_and_xmlschema',
  'cursor_to_xml',
  'cursor_to_xmlschema',
  'ts_stat',
  'ts_rewrite',
  // other servers
  'dblink',
  'dblink_exec',
  'dblink_connect',
  'dblink_connect_u',
  'dblink_send_query',
  'dblink_get_result',
  'dblink_open',
  'dblink_fetch',
  // settings and administration
  'current_setting',
  'set_config',
  'pg_terminate_backend',
  'pg_cancel_backend',
  'pg_reload_conf',
  'pg_rotate_logfile',
  'pg_promote',
  'pg_create_restore_point',
  'pg_switch_wal',
  'pg_backup_start',
  'pg_backup_stop',
  'pg_start_backup',
  'pg_stop_backup',
  'pg_logical_emit_message',
  'pg_notify',
  'pg_import_system_collations',
  'pg_stat_reset',
  // stalls and locks
  'pg_sleep',
  'pg_sleep_for',
  'pg_sleep_until',
  'pg_advisory_lock',
  'pg_advisory_lock_shared',
  'pg_advisory_xact_lock',
  'pg_advisory_xact_lock_shared',
  'pg_try_advisory_lock',
  'pg_try_advisory_xact_lock',
  'txid_current',
  'nextval',
  'setval',
];

const MYSQL = [
  'load_file',
  'sleep',
  'benchmark',
  'get_lock',
  'release_lock',
  'release_all_locks',
  'is_free_lock',
  'is_used_lock',
  'master_pos_wait',
  'source_pos_wait',
  'master_gtid_wait',
  'sys_exec',
  'sys_eval',
  'column_get',
  'extractvalue',
  'updatexml',
];

const SQLITE = [
  'readfile',
  'writefile',
  'edit',
  'fts3_tokenizer',
  'zipfile',
  'sqlar_uncompress',
  'sqlar_compress',
  'load_extension',
  'lsdir',
  'fsdir',
];

const DENIED: Record<SqlFamily, ReadonlySet<string>> = {
  duckdb: new Set(DUCKDB),
  postgresql: new Set(POSTGRESQL),
  mysql: new Set(MYSQL),
  sqlite: new Set(SQLITE),
};

/** Prefixes of administrative function families, denied whatever the name's tail. */
const DENIED_PREFIXES: Record<SqlFamily, readonly string[]> = {
  duckdb: ['read_', 'pragma_', 'duckdb_'],
  // pg_* holds the server's files, WAL, replication, backends and settings; pg_typeof and a few
  // harmless catalogue helpers are allowed below.
  postgresql: ['pg_', 'lo_', 'dblink', 'query_to_', 'table_to_', 'schema_to_', 'database_to_', 'cursor_to_'],
  mysql: ['master_', 'source_'],
  sqlite: ['sqlite_', 'fts'],
};

/** Harmless functions that a denied prefix would catch. */
const ALLOWED: Record<SqlFamily, ReadonlySet<string>> = {
  duckdb: new Set([]),
  postgresql: new Set(['pg_typeof', 'pg_column_size', 'pg_size_pretty']),
  mysql: new Set([]),
  sqlite: new Set(['sqlite_version']),
};

/** The bare, lower-cased name of a possibly qualified function name. */
export const bareFunctionName = (name: string): string => {
  const parts = name.toLowerCase().split('.');
  return (parts[parts.length - 1] ?? '').replace(/^"|"$/g, '');
};

/** Every family's denied names: a name dangerous on one engine is no analytic function on another,
 * and an engine may add another's functions in a later version or an extension. */
const DENIED_ANYWHERE: ReadonlySet<string> = new Set(Object.values(DENIED).flatMap((names) => [...names]));

/** True when users without database-level access may not call `name` on this family's engines. */
export function isDeniedFunction(family: SqlFamily, name: string): boolean {
  const bare = bareFunctionName(name);
  if (ALLOWED[family].has(bare)) return false;
  if (DENIED_ANYWHERE.has(bare)) return true;
  return DENIED_PREFIXES[family].some((prefix) => bare.startsWith(prefix));
}

/**
 * Table functions (a function in FROM) read whatever their arguments name, past any grant, so only
 * users with access to the whole database may use them.
 */
export const TABLE_FUNCTIONS_NEED_DATABASE_ACCESS = true;

/**
 * DuckDB table functions that read files. External access is off, yet DuckDB still reaches the
 * database's own file and its WAL, so they are refused for every user, database access or not.
 */
const DUCKDB_FILE_READERS = new Set([
  'glob',
  'read_blob',
  'read_text',
  'sniff_csv',
  'parquet_scan',
  'parquet_metadata',
  'parquet_schema',
  'parquet_file_metadata',
  'parquet_kv_metadata',
  'iceberg_scan',
  'iceberg_metadata',
  'delta_scan',
  'sqlite_scan',
]);

/** Each family's table functions that read server files: names, and prefixes of names. */
const FILE_READERS: Record<SqlFamily, { names: ReadonlySet<string>; prefixes: readonly string[] }> = {
  duckdb: { names: DUCKDB_FILE_READERS, prefixes: ['read_'] },
  postgresql: { names: new Set(), prefixes: [] },
  mysql: { names: new Set(), prefixes: [] },
  sqlite: { names: new Set(), prefixes: [] },
};

/** True when the family has table functions that read server files (worth inspecting for). */
export function hasFileReaders(family: SqlFamily): boolean {
  const readers = FILE_READERS[family];
  return readers.names.size > 0 || readers.prefixes.length > 0;
}

/** True when `name` is a table function of `family` that reads server files. */
export function isFileReader(family: SqlFamily, name: string): boolean {
  const bare = bareFunctionName(name);
  const readers = FILE_READERS[family];
  return readers.names.has(bare) || readers.prefixes.some((prefix) => bare.startsWith(prefix));
}
