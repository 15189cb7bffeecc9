/**
 * Syntax checks by the engine's own parser, for the embedded engines whose grammar node-sql-parser
 * does not cover (DuckDB's `FROM t SELECT …`, `SELECT * EXCLUDE`, struct literals; SQLite's GLOB…):
 * a private in-memory database parses each statement without running it or reading any data.
 * Only syntax errors count; unknown tables or functions are not this check's business.
 */
import Database from 'better-sqlite3';
import { serializeSql } from '../engines/duckdb/inspect.js';

export interface NativeParseError {
  message: string;
  /** Offset of the error in the statement (its end for "end of input"). */
  offset: number;
}

/** DuckDB's parser through json_serialize_sql, which reports the error's character position. */
export async function duckdbParseError(statement: string): Promise<NativeParseError | null> {
  const answer = await serializeSql(statement);
  if (!answer.error || answer.error_type !== 'parser') return null;
  const position = Number(answer.position);
  return {
    message: answer.error_message ?? 'syntax error',
    offset: Number.isFinite(position) ? Math.min(position, statement.length) : statement.length,
  };
}

let lite: Database.Database | null = null;
const SQLITE_SYNTAX = /syntax error|incomplete input|unrecognized token/i;

/** SQLite's parser: preparing on an empty database fails on syntax before it resolves names. */
export function sqliteParseError(statement: string): NativeParseError | null {
  lite ??= new Database(':memory:');
  try {
    lite.prepare(statement);
    return null;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (!SQLITE_SYNTAX.test(message)) return null;
    if (/incomplete input/i.test(message))
      return { message: 'syntax error at end of input', offset: statement.length };
    // SQLite names the token but not its place: the first occurrence of it is the best guess.
    const near = /near "([^"]*)"/.exec(message)?.[1];
    const at = near ? statement.indexOf(near) : -1;
    return {
      message: near !== undefined ? `syntax error at or near "${near}"` : message,
      offset: at >= 0 ? at : 0,
    };
  }
}
