/** Filter operators of the query layer (spec §3, "Filter operators"), as sent in `filters[].op`. */
export const FILTER_OPERATORS = [
  '==',
  '!=',
  '>',
  '<',
  '>=',
  '<=',
  'IN',
  'NOT IN',
  'LIKE',
  'NOT LIKE',
  'ILIKE',
  'NOT ILIKE',
  'IS NULL',
  'IS NOT NULL',
  'IS TRUE',
  'IS FALSE',
  'REGEX',
  'TEMPORAL_RANGE',
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Operators that take a list of values. */
export const MULTI_VALUE_OPERATORS: readonly FilterOperator[] = ['IN', 'NOT IN'];

/** Operators that take no value. */
export const NO_VALUE_OPERATORS: readonly FilterOperator[] = [
  'IS NULL',
  'IS NOT NULL',
  'IS TRUE',
  'IS FALSE',
];

/** Superset's operator enumeration names (dataset and query layer) mapped to the wire operators. */
export const FILTER_OPERATOR_NAMES = {
  EQUALS: '==',
  NOT_EQUALS: '!=',
  GREATER_THAN: '>',
  LESS_THAN: '<',
  GREATER_THAN_OR_EQUAL: '>=',
  LESS_THAN_OR_EQUAL: '<=',
  IN: 'IN',
  NOT_IN: 'NOT IN',
  LIKE: 'LIKE',
  NOT_LIKE: 'NOT LIKE',
  ILIKE: 'ILIKE',
  NOT_ILIKE: 'NOT ILIKE',
  IS_NULL: 'IS NULL',
  IS_NOT_NULL: 'IS NOT NULL',
  IS_TRUE: 'IS TRUE',
  IS_FALSE: 'IS FALSE',
  REGEX: 'REGEX',
  TEMPORAL_RANGE: 'TEMPORAL_RANGE',
} as const satisfies Record<string, FilterOperator>;

export const isFilterOperator = (value: unknown): value is FilterOperator =>
  typeof value === 'string' && (FILTER_OPERATORS as readonly string[]).includes(value);
