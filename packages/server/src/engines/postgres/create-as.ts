/**
 * PostgreSQL's own reading of the server's CREATE … AS (engines/write-guard.ts): libpg-query (the
 * server's parser) must find exactly one statement, a CREATE TABLE AS or a CREATE VIEW.
 */
import pgq from 'libpg-query';
import { assertSingleCreate } from '../write-guard.js';
import { dmlNotAllowedError } from '../errors.js';
import { POSTGRES_NAME } from './errors.js';

type Node = Record<string, unknown>;
let loaded: Promise<void> | null = null;

const isCreateAs = (stmt: Node): boolean =>
  (stmt.CreateTableAsStmt as { objtype?: string } | undefined)?.objtype === 'OBJECT_TABLE' ||
  stmt.ViewStmt !== undefined;

export async function assertPgCreateAs(sql: string): Promise<void> {
  loaded ??= pgq.loadModule();
  await loaded;
  let stmts: { stmt: Node }[];
  try {
    stmts = (pgq.parseSync(sql) as { stmts?: { stmt: Node }[] }).stmts ?? [];
  } catch (err) {
    throw dmlNotAllowedError(POSTGRES_NAME, err);
  }
  const first = stmts[0]?.stmt;
  assertSingleCreate(stmts.length, first !== undefined && isCreateAs(first), sql, POSTGRES_NAME);
}
