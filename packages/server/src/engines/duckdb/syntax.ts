/**
 * DuckDB's own parser as SQL Lab's syntax check, for grammar node-sql-parser does not cover
 * (`FROM t SELECT …`, `SELECT * EXCLUDE`, struct literals): json_serialize_sql parses without
 * running anything and reports the error's character position. Only syntax errors count.
 */
import type { NativeParseError } from '../engine.js';
import { serializeSql } from './inspect.js';

export async function duckdbSyntaxError(statement: string): Promise<NativeParseError | null> {
  const answer = await serializeSql(statement);
  if (!answer.error || answer.error_type !== 'parser') return null;
  const position = Number(answer.position);
  return {
    message: answer.error_message ?? 'syntax error',
    offset: Number.isFinite(position) ? Math.min(position, statement.length) : statement.length,
  };
}
