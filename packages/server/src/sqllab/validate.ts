/**
 * SQL validation (`validate_sql`): each statement is parsed and the first error of each is reported
 * with its line and column in the whole script, in Superset's
 * `{line_number, start_column, end_column, message}` annotations. Engines with a parser of their own
 * (`EngineSpec.syntaxError`) parse their statements; the others are parsed by node-sql-parser in the
 * engine's grammar, in the parse worker (a 400 past its deadline).
 */
import type { EngineSpec } from '../engines/engine.js';
import { firstParseError } from './sql-parse.js';
import { lexOptionsFor, lineColumn, splitStatements } from './sql-scan.js';

export interface SqlAnnotation {
  line_number: number;
  start_column: number;
  end_column: number;
  message: string;
}

/** node-sql-parser's "Expected … but "x" found." in a shorter form. */
function shortMessage(message: string): string {
  const found = /but (.+) found\.?$/.exec(message);
  if (!found) return message;
  return found[1] === 'end of input' ? 'syntax error at end of input' : `syntax error at or near ${found[1]}`;
}

/** The end column of the token at `offset` (the same column for end of input or a blank). */
function tokenEnd(sql: string, offset: number, column: number): number {
  const token = /^[\w$]+|^"[^"\n]*"|^'[^'\n]*'|^`[^`\n]*`|^[^\s\w]/.exec(sql.slice(offset))?.[0];
  return token ? column + token.length - 1 : column;
}

export async function validateSql(sql: string, spec: EngineSpec): Promise<SqlAnnotation[]> {
  const dialect = spec.parserDialect;
  const native = spec.syntaxError;
  const out: SqlAnnotation[] = [];
  let cursor = 0;
  for (const statement of splitStatements(sql, lexOptionsFor(spec))) {
    const start = Math.max(0, sql.indexOf(statement, cursor));
    cursor = start + statement.length;
    let offset: number;
    let message: string;
    if (native) {
      const error = await native(statement);
      if (!error) continue;
      offset = start + error.offset;
      message = error.message;
    } else {
      const error = await firstParseError(statement, dialect);
      if (!error) continue;
      const lines = statement.split('\n');
      offset =
        start +
        lines.slice(0, error.line - 1).reduce((n, l) => n + l.length + 1, 0) +
        Math.max(0, error.column - 1);
      message = shortMessage(error.message);
    }
    const at = lineColumn(sql, offset);
    out.push({
      line_number: at.line,
      start_column: at.column,
      end_column: tokenEnd(sql, offset, at.column),
      message,
    });
  }
  return out;
}
