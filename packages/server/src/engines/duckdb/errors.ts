/** DuckDB errors (text only: "<Kind> Error: …") to Superset's error types. */
import {
  columnDoesNotExistError,
  dmlNotAllowedError,
  genericEngineError,
  isEngineError,
  schemaDoesNotExistError,
  syntaxError,
  tableDoesNotExistError,
  unknownDatabaseError,
  type EngineError,
} from '../errors.js';

export const DUCKDB_NAME = 'DuckDB';

export function mapDuckdbError(err: unknown, database: string | null = null): EngineError {
  if (isEngineError(err)) return err;
  const message = err instanceof Error ? err.message : String(err);
  const first = (message.split('\n')[0] ?? message).replace(/^Failed to extract statements: /, '');
  let m: RegExpExecArray | null;
  if ((m = /^Parser Error: syntax error at or near "(.*?)"/.exec(first)))
    return syntaxError(DUCKDB_NAME, m[1] ?? '', err);
  if (/^Parser Error: syntax error at end of input/.test(first)) return syntaxError(DUCKDB_NAME, null, err);
  if ((m = /^Catalog Error: Table with name (.+?) does not exist/.exec(first)))
    return tableDoesNotExistError(DUCKDB_NAME, m[1] ?? '', err);
  if ((m = /^Catalog Error: Schema with name (.+?) does not exist/.exec(first)))
    return schemaDoesNotExistError(DUCKDB_NAME, m[1] ?? '', err);
  if ((m = /^Binder Error: Referenced column "(.+?)" not found/.exec(first)))
    return columnDoesNotExistError(DUCKDB_NAME, m[1] ?? '', null, err);
  if ((m = /^Binder Error: .*does not have a column named "(.+?)"/.exec(first)))
    return columnDoesNotExistError(DUCKDB_NAME, m[1] ?? '', null, err);
  if (/^IO Error: Cannot open (database|file) .*(does not exist|No such file)/i.test(first))
    return unknownDatabaseError(DUCKDB_NAME, database ?? '', err);
  if (/read-only mode|read only mode/i.test(first)) return dmlNotAllowedError(DUCKDB_NAME, err);
  return genericEngineError(DUCKDB_NAME, err);
}
