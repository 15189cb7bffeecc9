/**
 * SQL validation (`validate_sql`): each statement is parsed in the engine's grammar family and the
 * first error of each is reported with its line and column in the whole script, in Superset's
 * `{line_number, start_column, end_column, message}` annotations.
 */
import { firstParseError, lexOptionsOf, parserDialectOf } from './sql-parse.js';
import { lineColumn, splitStatements } from './sql-scan.js';

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

export function validateSql(sql: string, engine: string): SqlAnnotation[] {
  const dialect = parserDialectOf(engine);
  const out: SqlAnnotation[] = [];
  let cursor = 0;
  for (const statement of splitStatements(sql, lexOptionsOf(dialect))) {
    const start = Math.max(0, sql.indexOf(statement, cursor));
    cursor = start + statement.length;
    const error = firstParseError(statement, dialect);
    if (!error) continue;
    const base = lineColumn(sql, start);
    const line = base.line + error.line - 1;
    const column = error.line === 1 ? base.column + error.column - 1 : error.column;
    out.push({
      line_number: line,
      start_column: column,
      end_column: column,
      message: shortMessage(error.message),
    });
  }
  return out;
}
