/**
 * From the editor's text to the SQL that runs: render the template, split the statements, refuse
 * data changes unless the database allows DML (also inside CTEs), apply the limit to the last
 * SELECT in the engine's dialect, or turn it into CREATE TABLE/VIEW AS for CTAS/CVAS.
 */
import type { EngineSpec } from '../engines/engine.js';
import type { DatabaseRow } from '../datasources/connections.js';
import { securityError } from '../security/access/sql.js';
import { LimitingFactor, planLimit, boundedLimit, type LimitingFactor as Factor } from './limit.js';
import { analyzeStatementOffThread, type StatementInfo } from './sql-parse.js';
import { lexOptionsFor, splitStatements } from './sql-scan.js';
import { renderSqlTemplate, TemplateError, type TemplateInput } from '../query/templates/render.js';

export type CtasMethod = 'TABLE' | 'VIEW';

export interface PrepareInput {
  sql: string;
  database: DatabaseRow;
  spec: EngineSpec;
  template: Omit<TemplateInput, 'dialect'>;
  queryLimit?: number | null;
  sqlMaxRow: number;
  schema?: string | null;
  ctas?: { method: CtasMethod; table: string; schema: string | null } | null;
}

export interface PreparedQuery {
  renderedSql: string;
  statements: StatementInfo[];
  executedSql: string;
  /** The statements as they run (a CTAS/CVAS's CREATE … AS as its SELECT): what access checks read. */
  checkedStatements: string[];
  limit: number | null;
  plannedFactor: Factor;
  /** CTAS/CVAS: the SELECT that reads the created table. */
  selectSql: string | null;
}

/** A 400 in Superset's error envelope. */
export const sqlLabError = (errorType: string, message: string, extra: Record<string, unknown> = {}) =>
  securityError(400, errorType, message, extra);

export const DML_NOT_ALLOWED = 'Only SELECT statements are allowed against this database.';
export const CTAS_MESSAGE =
  'CTAS (create table as select) can only be run with a query where the last statement is a SELECT. Please make sure your query has a SELECT as its last statement. Then, try running your query again.';
export const CVAS_MESSAGE =
  'CVAS (create view as select) can only be run with a query with a single SELECT statement. Please make sure your query has only a SELECT statement. Then, try running your query again.';

export function renderTemplate(input: Pick<PrepareInput, 'sql' | 'spec' | 'template'>): string {
  try {
    return renderSqlTemplate(input.sql, { ...input.template, dialect: input.spec.dialect });
  } catch (err) {
    if (err instanceof TemplateError) throw sqlLabError(err.errorType, err.message, err.extra);
    throw err;
  }
}

/** Each statement of the script, analysed off the event loop (one at a time). */
export async function analyzeScript(sql: string, spec: EngineSpec): Promise<StatementInfo[]> {
  const dialect = spec.parserDialect;
  const out: StatementInfo[] = [];
  for (const statement of splitStatements(sql, lexOptionsFor(spec)))
    out.push(await analyzeStatementOffThread(statement, dialect));
  return out;
}

export async function prepareQuery(input: PrepareInput): Promise<PreparedQuery> {
  const renderedSql = renderTemplate(input);
  const statements = await analyzeScript(renderedSql, input.spec);
  if (statements.length === 0)
    throw sqlLabError('INVALID_SQL_ERROR', 'The query is empty: there is no statement to run.');
  if (input.database.allow_dml !== 1 && statements.some((s) => s.mutating))
    throw sqlLabError('DML_NOT_ALLOWED_ERROR', DML_NOT_ALLOWED);
  const dialect = input.spec.dialect;
  const lexOptions = lexOptionsFor(input.spec);
  const last = statements[statements.length - 1]!;
  const head = statements.slice(0, -1).map((s) => s.sql);
  if (input.ctas) {
    const { method, table, schema } = input.ctas;
    if (method === 'VIEW' && (statements.length !== 1 || !last.isSelect))
      throw sqlLabError('INVALID_CVAS_QUERY_ERROR', CVAS_MESSAGE);
    if (!last.isSelect) throw sqlLabError('INVALID_CTAS_QUERY_ERROR', CTAS_MESSAGE);
    const target = dialect.qualifyTable(table, schema);
    const create = `CREATE ${method} ${target} AS\n${last.sql}`;
    return {
      renderedSql,
      statements,
      executedSql: [...head, create].join(';\n'),
      checkedStatements: [...head, last.sql],
      limit: null,
      plannedFactor: LimitingFactor.NOT_LIMITED,
      selectSql: `SELECT *\nFROM ${target}\n${dialect.limitClause(boundedLimit(input.queryLimit, input.sqlMaxRow))}`,
    };
  }
  if (!last.isSelect) {
    return {
      renderedSql,
      statements,
      executedSql: [...head, last.sql].join(';\n'),
      checkedStatements: [...head, last.sql],
      limit: boundedLimit(input.queryLimit, input.sqlMaxRow),
      plannedFactor: LimitingFactor.DROPDOWN,
      selectSql: null,
    };
  }
  const plan = planLimit(last, input.queryLimit, input.sqlMaxRow, dialect, lexOptions);
  return {
    renderedSql,
    statements,
    executedSql: [...head, plan.sql].join(';\n'),
    checkedStatements: [...head, plan.sql],
    limit: plan.limit,
    plannedFactor: plan.factor,
    selectSql: null,
  };
}
