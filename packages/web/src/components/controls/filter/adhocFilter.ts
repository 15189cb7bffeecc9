/**
 * Adhoc filters of the explore filter control: Simple (column, operator, value) or Custom SQL
 * (WHERE / HAVING). Every spec operator is offered; TEMPORAL_RANGE only on time columns, IS TRUE /
 * IS FALSE on booleans. Values of numeric columns are sent as numbers.
 */
import {
  isBooleanColumn,
  isNumericColumn,
  isTemporalColumn,
  MULTI_VALUE_OPERATORS,
  NO_TIME_RANGE,
  NO_VALUE_OPERATORS,
  type FilterOperator,
} from '@meridian/core';
import type { AdhocFilter } from '@meridian/charts';
import type { DatasetColumn } from '../../../api/explore';
import { newOptionName } from '../optionName';

/** The operators offered, in menu order, with their labels. */
export const OPERATOR_LABELS: Record<string, string> = {
  '==': 'Equal to (=)',
  '!=': 'Not equal to (≠)',
  '>': 'Greater than (>)',
  '<': 'Less than (<)',
  '>=': 'Greater or equal (>=)',
  '<=': 'Less or equal (<=)',
  IN: 'In',
  'NOT IN': 'Not in',
  LIKE: 'Like',
  ILIKE: 'Like (case insensitive)',
  'NOT LIKE': 'Not like',
  REGEX: 'Matches regex',
  'IS NULL': 'Is null',
  'IS NOT NULL': 'Is not null',
  'IS TRUE': 'Is true',
  'IS FALSE': 'Is false',
  TEMPORAL_RANGE: 'Time range',
};

/** Offered only on some columns (booleans, time columns); see operatorsFor. */
const BY_COLUMN: readonly string[] = ['IS TRUE', 'IS FALSE', 'TEMPORAL_RANGE'];
const COMMON = Object.keys(OPERATOR_LABELS).filter((op) => !BY_COLUMN.includes(op)) as FilterOperator[];

export const isTemporal = (c: Pick<DatasetColumn, 'is_dttm' | 'type_generic'> | undefined) =>
  Boolean(c && isTemporalColumn(c));
export const isBoolean = (c: Pick<DatasetColumn, 'type_generic' | 'type'> | undefined) =>
  Boolean(c && isBooleanColumn(c));
export const isNumeric = (c: Pick<DatasetColumn, 'type_generic' | 'type'> | undefined) =>
  Boolean(c && isNumericColumn(c));

/** The operators offered for a column (all of them when the column is unknown). */
export function operatorsFor(column: DatasetColumn | undefined): FilterOperator[] {
  const ops = [...COMMON];
  if (isBoolean(column) || !column) ops.push('IS TRUE', 'IS FALSE');
  if (isTemporal(column) || !column) ops.unshift('TEMPORAL_RANGE');
  return ops;
}

export const takesNoValue = (op: string | null | undefined) =>
  NO_VALUE_OPERATORS.includes(op as FilterOperator);
export const takesManyValues = (op: string | null | undefined) =>
  MULTI_VALUE_OPERATORS.includes(op as FilterOperator);

export function simpleFilter(
  subject: string,
  operator: FilterOperator,
  comparator: unknown = null,
): AdhocFilter {
  return {
    expressionType: 'SIMPLE',
    clause: 'WHERE',
    subject,
    operator,
    operatorId: operator,
    comparator,
    sqlExpression: null,
    isExtra: false,
    filterOptionName: newOptionName('filter'),
  };
}

export const timeRangeFilter = (subject: string, range = NO_TIME_RANGE) =>
  simpleFilter(subject, 'TEMPORAL_RANGE', range);

export function sqlFilter(sqlExpression: string, clause: 'WHERE' | 'HAVING' = 'WHERE'): AdhocFilter {
  return {
    expressionType: 'SQL',
    clause,
    sqlExpression,
    subject: null,
    operator: null,
    comparator: null,
    isExtra: false,
    filterOptionName: newOptionName('filter'),
  };
}

/** Typed text → the value sent (numbers for numeric columns). */
export function coerceValue(value: unknown, column: DatasetColumn | undefined): unknown {
  if (Array.isArray(value)) return value.map((v) => coerceValue(v, column));
  if (typeof value === 'string' && isNumeric(column) && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value;
}

export function isValidFilter(f: AdhocFilter): boolean {
  if (f.expressionType === 'SQL') return Boolean(f.sqlExpression?.trim());
  if (!f.subject || !f.operator) return false;
  if (takesNoValue(f.operator)) return true;
  if (takesManyValues(f.operator)) return Array.isArray(f.comparator) && f.comparator.length > 0;
  if (f.operator === 'TEMPORAL_RANGE') return typeof f.comparator === 'string' && f.comparator !== '';
  return f.comparator !== null && f.comparator !== undefined && f.comparator !== '';
}

const shown = (v: unknown) => (v === null ? '<NULL>' : typeof v === 'string' ? v : JSON.stringify(v));

/** The pill text: "product_line = Classic Cars", "country IN (France, Spain)", "order_date (No filter)". */
export function filterLabel(f: AdhocFilter): string {
  if (f.expressionType === 'SQL') return f.sqlExpression ?? '';
  const subject =
    typeof f.subject === 'string' ? f.subject : (f.subject?.label ?? f.subject?.sqlExpression ?? '');
  const op = String(f.operator ?? '');
  if (op === 'TEMPORAL_RANGE')
    return `${subject} (${typeof f.comparator === 'string' && f.comparator ? f.comparator : NO_TIME_RANGE})`;
  if (takesNoValue(op)) return `${subject} ${op}`;
  if (takesManyValues(op)) {
    const values = Array.isArray(f.comparator) ? f.comparator : [f.comparator];
    return `${subject} ${op} (${values.map(shown).join(', ')})`;
  }
  return `${subject} ${op === '==' ? '=' : op} ${shown(f.comparator)}`;
}

export const filterKey = (f: AdhocFilter, index: number) =>
  typeof f.filterOptionName === 'string' ? f.filterOptionName : `${index}:${filterLabel(f)}`;
