/**
 * Running a DuckDB script: every statement in turn, the last one streamed with the bound values.
 * Without DML every statement is prepared and its type checked before any runs, so nothing of a
 * refused script executes. The server's own CREATE … AS (`createOnly`) must be exactly one
 * statement as DuckDB splits it, of type CREATE.
 */
import {
  StatementType,
  timestampValue,
  type DuckDBConnection,
  type DuckDBPreparedStatement,
  type DuckDBResult,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { BoundValue } from '../engine.js';
import { dmlNotAllowedError, EngineError, ErrorType } from '../errors.js';
import { assertSingleCreate } from '../write-guard.js';
import { DUCKDB_NAME } from './errors.js';

/** Statement types a connector without DML may run. */
const READ_STATEMENTS = new Set<number>([
  StatementType.SELECT,
  StatementType.EXPLAIN,
  StatementType.PRAGMA,
  StatementType.CALL,
]);

const EXPLAIN_PREFIX = /^\s*EXPLAIN\s+(\(\s*ANALY[SZ]E\s*\)|ANALY[SZ]E)\s*/i;

/** A read statement; EXPLAIN ANALYZE runs its statement, so it is allowed only around one SELECT. */
async function checkReadOnly(
  conn: DuckDBConnection,
  statement: DuckDBPreparedStatement,
  sql: string,
  count: number,
): Promise<void> {
  if (!READ_STATEMENTS.has(statement.statementType)) throw dmlNotAllowedError(DUCKDB_NAME);
  if (statement.statementType !== StatementType.EXPLAIN || !/\bANALY[SZ]E\b/i.test(sql)) return;
  if (count !== 1 || !EXPLAIN_PREFIX.test(sql)) throw dmlNotAllowedError(DUCKDB_NAME);
  const inner = await conn.prepare(sql.replace(EXPLAIN_PREFIX, ''));
  try {
    if (inner.statementType !== StatementType.SELECT) throw dmlNotAllowedError(DUCKDB_NAME);
  } finally {
    inner.destroySync();
  }
}

function toDuckValue(value: BoundValue): DuckDBValue {
  if (value instanceof Date) return timestampValue(BigInt(value.getTime()) * 1000n);
  return value;
}

export async function runStatements(
  conn: DuckDBConnection,
  sql: string,
  params: readonly BoundValue[],
  options: { readOnly: boolean; createOnly?: boolean },
): Promise<DuckDBResult> {
  const extracted = await conn.extractStatements(sql);
  if (extracted.count === 0) {
    throw new EngineError(ErrorType.GENERIC_DB_ENGINE_ERROR, 'No SQL statement to run.', DUCKDB_NAME);
  }
  const prepared: DuckDBPreparedStatement[] = [];
  try {
    if (options.createOnly) {
      // Counted before anything is prepared: nothing of a refused script runs.
      if (extracted.count !== 1) throw dmlNotAllowedError(DUCKDB_NAME);
      const statement = await extracted.prepare(0);
      prepared.push(statement);
      assertSingleCreate(1, statement.statementType === StatementType.CREATE, sql, DUCKDB_NAME);
      if (params.length > 0) statement.bind(params.map(toDuckValue));
      return await statement.stream();
    }
    for (let i = 0; i < extracted.count; i += 1) {
      // With DML a later statement may depend on an earlier one (CREATE then INSERT), so each is
      // prepared once its predecessors ran.
      const statement = await extracted.prepare(i);
      prepared.push(statement);
      if (options.readOnly) await checkReadOnly(conn, statement, sql, extracted.count);
      if (!options.readOnly && i < extracted.count - 1) await statement.run();
    }
    if (options.readOnly) for (const statement of prepared.slice(0, -1)) await statement.run();
    const last = prepared[prepared.length - 1] as DuckDBPreparedStatement;
    if (params.length > 0) last.bind(params.map(toDuckValue));
    return await last.stream();
  } finally {
    for (const statement of prepared.slice(0, -1)) statement.destroySync();
  }
}
