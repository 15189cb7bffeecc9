/**
 * The one write a connection without DML takes (`ExecuteOptions.allowWrite`, decision 0009): the
 * server's own `CREATE TABLE … AS` / `CREATE VIEW … AS`. Each connector has its engine confirm
 * that the text is exactly one statement of that kind before anything runs, so a statement
 * smuggled behind it (a string the server's lexer read differently from the engine) never runs
 * with the read-only guard lifted.
 */
import { dmlNotAllowedError } from './errors.js';

const CREATE_AS = /^\s*CREATE\s+(TABLE|VIEW)\s/i;

/** Throws DML_NOT_ALLOWED unless `sql` starts as the server's CREATE TABLE/VIEW statement. */
export function assertCreateAs(sql: string, engineName: string): void {
  if (!CREATE_AS.test(sql)) throw dmlNotAllowedError(engineName);
}

/** Throws DML_NOT_ALLOWED unless the engine read exactly one statement, a CREATE … AS. */
export function assertSingleCreate(
  statements: number,
  isCreate: boolean,
  sql: string,
  engineName: string,
): void {
  if (statements !== 1 || !isCreate) throw dmlNotAllowedError(engineName);
  assertCreateAs(sql, engineName);
}
