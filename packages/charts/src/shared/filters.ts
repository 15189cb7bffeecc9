/** Adhoc filters → query filters and WHERE/HAVING text (Superset's processFilters). */
import {
  isFilterOperator,
  MULTI_VALUE_OPERATORS,
  NO_VALUE_OPERATORS,
  type FilterValue,
  type QueryExtras,
  type QueryFilter,
} from '@meridian/core';
import type { AdhocFilter } from './formData.js';

/** Older exports spell some operators differently. */
const OPERATOR_ALIASES: Record<string, string> = {
  in: 'IN',
  'not in': 'NOT IN',
  '=': '==',
  '<>': '!=',
  like: 'LIKE',
  ilike: 'ILIKE',
  regex: 'REGEX',
};

type Scalar = string | number | boolean | null;
const isScalar = (v: unknown): v is Scalar =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** A simple adhoc filter as a query filter; null when it cannot be expressed (unknown operator). */
export function convertAdhocFilter(filter: AdhocFilter): QueryFilter | null {
  const raw = String(filter.operator ?? '').trim();
  const op = OPERATOR_ALIASES[raw] ?? OPERATOR_ALIASES[raw.toLowerCase()] ?? raw.toUpperCase();
  if (
    !isFilterOperator(op) ||
    filter.subject === null ||
    filter.subject === undefined ||
    filter.subject === ''
  )
    return null;
  const out: QueryFilter = { col: filter.subject, op };
  if (filter.timeGrain) out.grain = filter.timeGrain;
  if (filter.isExtra) out.isExtra = true;
  if (NO_VALUE_OPERATORS.includes(op)) return out;
  const comparator = filter.comparator;
  let val: FilterValue;
  if (MULTI_VALUE_OPERATORS.includes(op)) {
    val = (Array.isArray(comparator) ? comparator : [comparator]).filter(isScalar);
  } else {
    const single: unknown = Array.isArray(comparator) ? comparator[0] : comparator;
    if (!isScalar(single)) return null;
    val = single;
  }
  if (op === 'TEMPORAL_RANGE' && typeof val !== 'string') return null;
  out.val = val;
  return out;
}

/** Superset wraps each free-form clause in parentheses (a trailing "--" comment gets a new line). */
const sanitizeClause = (clause: string) => `(${clause.includes('--') ? `${clause}\n` : clause})`;

/**
 * Splits adhoc filters by clause and kind: simple WHERE filters become query filters, free SQL goes to
 * extras.where / extras.having. Simple HAVING filters are dropped, as Superset does.
 */
export function processAdhocFilters(
  adhocFilters: readonly AdhocFilter[],
  baseFilters: readonly QueryFilter[] = [],
): { filters: QueryFilter[]; extras: Pick<QueryExtras, 'where' | 'having'> } {
  const filters = [...baseFilters];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of adhocFilters) {
    if (!filter || typeof filter !== 'object') continue;
    const clause = String(filter.clause ?? 'WHERE').toUpperCase();
    if (filter.expressionType === 'SQL') {
      const sql = filter.sqlExpression?.trim();
      if (sql) (clause === 'HAVING' ? having : where).push(sql);
      continue;
    }
    if (clause !== 'WHERE') continue;
    const converted = convertAdhocFilter(filter);
    if (converted) filters.push(converted);
  }
  const extras: Pick<QueryExtras, 'where' | 'having'> = {};
  if (where.length) extras.where = where.map(sanitizeClause).join(' AND ');
  if (having.length) extras.having = having.map(sanitizeClause).join(' AND ');
  return { filters, extras };
}
