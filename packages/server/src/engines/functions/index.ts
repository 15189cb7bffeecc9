/**
 * The function names an engine knows, for SQL Lab's autocompletion (Superset's
 * `GET /database/{pk}/function_names/`): DuckDB and SQLite list them in catalog functions,
 * PostgreSQL in `pg_proc`; MySQL has no such catalog, so its built-ins are a known list joined with
 * the schema's stored functions. Sorted, without duplicates.
 */
import type { Connector } from '../engine.js';
import type { SqlFamily } from '../../sql-safety/functions.js';
import { textOf } from '../values.js';
import { MYSQL_BUILTIN_FUNCTIONS } from './mysql-builtins.js';

/** One statement per family, answering one column of names. */
const CATALOG_SQL: Record<SqlFamily, string> = {
  duckdb: 'SELECT DISTINCT function_name AS name FROM duckdb_functions()',
  // Functions, aggregates and window functions on the search path; not procedures.
  postgresql: `SELECT DISTINCT proname AS name FROM pg_catalog.pg_proc
    WHERE prokind IN ('f', 'a', 'w') AND pg_catalog.pg_function_is_visible(oid)`,
  mysql: `SELECT DISTINCT ROUTINE_NAME AS name FROM information_schema.ROUTINES
    WHERE ROUTINE_TYPE = 'FUNCTION' AND ROUTINE_SCHEMA = DATABASE()`,
  sqlite: 'SELECT DISTINCT name FROM pragma_function_list',
};

const EXTRA: Record<SqlFamily, readonly string[]> = {
  duckdb: [],
  postgresql: [],
  mysql: MYSQL_BUILTIN_FUNCTIONS,
  sqlite: [],
};

/** The engine's function names, sorted and unique. */
export async function functionNames(connector: Connector): Promise<string[]> {
  const family = connector.spec.sqlFamily;
  const result = await connector.execute(CATALOG_SQL[family]);
  const names = new Set<string>(EXTRA[family]);
  for (const row of result.rows) {
    const name = textOf(row.name ?? Object.values(row)[0] ?? null);
    if (name) names.add(name);
  }
  return [...names].sort();
}
