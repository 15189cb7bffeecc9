/** better-sqlite3 errors (code + SQLite's message) to Superset's error types. */
import {
  columnDoesNotExistError,
  dmlNotAllowedError,
  EngineError,
  ErrorType,
  genericEngineError,
  isEngineError,
  schemaDoesNotExistError,
  syntaxError,
  tableDoesNotExistError,
  unknownDatabaseError,
} from '../errors.js';
import { textOf } from '../values.js';

export const SQLITE_NAME = 'SQLite';

export function mapSqliteError(err: unknown, database: string | null = null): EngineError {
  if (isEngineError(err)) return err;
  const code = textOf((err as { code?: unknown } | null)?.code);
  const message = err instanceof Error ? err.message : String(err);
  let m: RegExpExecArray | null;
  if ((m = /near "(.*?)": syntax error/.exec(message))) return syntaxError(SQLITE_NAME, m[1] ?? '', err);
  if (/incomplete input|syntax error/.test(message)) return syntaxError(SQLITE_NAME, null, err);
  if ((m = /no such table: (.+)$/.exec(message))) return tableDoesNotExistError(SQLITE_NAME, m[1] ?? '', err);
  if ((m = /no such column: (.+)$/.exec(message)))
    return columnDoesNotExistError(SQLITE_NAME, m[1] ?? '', null, err);
  if ((m = /unknown database (.+)$/.exec(message)))
    return schemaDoesNotExistError(SQLITE_NAME, m[1] ?? '', err);
  if (code.startsWith('SQLITE_READONLY') || /readonly database|query_only/.test(message)) {
    return dmlNotAllowedError(SQLITE_NAME, err);
  }
  if (code.startsWith('SQLITE_CANTOPEN') || /Cannot open database|unable to open database/i.test(message))
    return unknownDatabaseError(SQLITE_NAME, database ?? '', err);
  return genericEngineError(SQLITE_NAME, err);
}

/** ATTACH/DETACH reach other files and VACUUM INTO writes one: never allowed. */
export function refusedStatementError(keyword: string): EngineError {
  return new EngineError(
    ErrorType.QUERY_SECURITY_ACCESS_ERROR,
    `${keyword} statements are not allowed on this database.`,
    SQLITE_NAME,
  );
}
