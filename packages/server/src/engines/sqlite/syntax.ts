/**
 * SQLite's own parser as SQL Lab's syntax check (GLOB and other grammar node-sql-parser does not
 * cover): a private in-memory database prepares each statement, which fails on syntax before it
 * resolves names. Only syntax errors count; unknown tables or functions are not this check's business.
 */
import Database from 'better-sqlite3';
import type { NativeParseError } from '../engine.js';

let lite: Database.Database | null = null;
const SQLITE_SYNTAX = /syntax error|incomplete input|unrecognized token/i;

export function sqliteSyntaxError(statement: string): NativeParseError | null {
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
