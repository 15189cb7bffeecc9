/**
 * Superset's query limit: the smaller of the SQL's own top-level LIMIT and the editor's dropdown
 * (itself bounded by SQL_MAX_ROW) is the limit, and the statement runs with one row more so the
 * result tells whether the limit cut it short. limitingFactor says which limit applied.
 */
import type { Dialect } from '../engines/engine.js';
import type { StatementInfo } from './sql-parse.js';
import { stripTrailing, type LexOptions } from './sql-scan.js';

export const LimitingFactor = {
  QUERY: 'QUERY',
  DROPDOWN: 'DROPDOWN',
  QUERY_AND_DROPDOWN: 'QUERY_AND_DROPDOWN',
  NOT_LIMITED: 'NOT_LIMITED',
  UNKNOWN: 'UNKNOWN',
} as const;
export type LimitingFactor = (typeof LimitingFactor)[keyof typeof LimitingFactor];

export interface LimitPlan {
  /** Rows the user gets at most. */
  limit: number;
  /** The factor if the result reaches the limit (NOT_LIMITED otherwise). */
  factor: LimitingFactor;
  /** The statement with a LIMIT of `limit + 1`, in the engine's dialect. */
  sql: string;
}

/** The dropdown limit bounded by SQL_MAX_ROW (no dropdown: SQL_MAX_ROW). */
export const boundedLimit = (queryLimit: number | null | undefined, maxRow: number): number =>
  !queryLimit || queryLimit > maxRow ? maxRow : queryLimit;

export function factorOf(sqlLimit: number | null, dropdown: number): LimitingFactor {
  if (sqlLimit === null || sqlLimit > dropdown) return LimitingFactor.DROPDOWN;
  if (dropdown > sqlLimit) return LimitingFactor.QUERY;
  return LimitingFactor.QUERY_AND_DROPDOWN;
}

/** `statement` with its top-level LIMIT set to `n`: rewritten, appended, or the query wrapped. */
export function withLimit(info: StatementInfo, n: number, dialect: Dialect, lexOptions?: LexOptions): string {
  const body = stripTrailing(info.sql, lexOptions);
  const trailing = /\bLIMIT\s+\d+$/i;
  if (info.limit !== null && !info.limitHasOffset && trailing.test(body)) {
    return body.replace(trailing, dialect.limitClause(n));
  }
  if (info.parsed && info.limit === null) return `${body}\n${dialect.limitClause(n)}`;
  return `SELECT * FROM (\n${body}\n) AS inner_qry\n${dialect.limitClause(n)}`;
}

export function planLimit(
  info: StatementInfo,
  queryLimit: number | null | undefined,
  maxRow: number,
  dialect: Dialect,
  lexOptions?: LexOptions,
): LimitPlan {
  const dropdown = boundedLimit(queryLimit, maxRow);
  const factor = factorOf(info.limit, dropdown);
  const limit = info.limit === null ? dropdown : Math.min(info.limit, dropdown);
  return { limit, factor, sql: withLimit(info, limit + 1, dialect, lexOptions) };
}
